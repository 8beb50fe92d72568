-- Devices that are true and streams counted by plan (docs/decisions/1810, 1811). Times are epoch milliseconds.

-- A member session is its device's one session: what the device is and when it was last seen.
ALTER TABLE sessions ADD COLUMN device_type integer;
ALTER TABLE sessions ADD COLUMN device_name text;
ALTER TABLE sessions ADD COLUMN last_seen_at bigint;
-- Why an ended session ended: 'replaced' (the device signed in again), 'limit' (past the account's
-- device limit), 'signedOut' (signed out from another device), null (logout, or before this).
ALTER TABLE sessions ADD COLUMN end_reason text;
CREATE INDEX sessions_device ON sessions (device_id);

-- A playback session: from playInfo to streamEnd, kept alive by streamBeat.
CREATE TABLE streams (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  -- Whose plan counts it: 'member:<account>' or 'device:<device id>' (a guest).
  viewer text NOT NULL,
  s text NOT NULL REFERENCES sessions (s),
  device_id text NOT NULL,
  movie_url text NOT NULL,
  started_at bigint NOT NULL,
  beat_at bigint NOT NULL,
  ended_at bigint,
  -- 'closed' (streamEnd), 'takenOver' (another screen's 이 기기에서 보기), 'replaced' (its device started another).
  end_reason text
);
CREATE INDEX streams_viewer ON streams (viewer, ended_at);
