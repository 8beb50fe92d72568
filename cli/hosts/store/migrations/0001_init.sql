-- The stand-in's state (docs/decisions/1400): text keys, times as epoch milliseconds, no triggers.

CREATE TABLE accounts (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  login_key text NOT NULL UNIQUE,
  display_name text NOT NULL
);

CREATE TABLE sessions (
  s text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  c_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('guest', 'pending', 'member')),
  account_id text REFERENCES accounts (id),
  device_id text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  ended boolean NOT NULL DEFAULT false,
  adult_verified boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE tickets (
  token text PRIMARY KEY,
  snack text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id),
  expires_at bigint NOT NULL,
  used boolean NOT NULL DEFAULT false
);

CREATE TABLE adult_certs (
  s text PRIMARY KEY REFERENCES sessions (s),
  code text NOT NULL,
  name text NOT NULL,
  birth_date text NOT NULL,
  phone text NOT NULL,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);

CREATE TABLE tastes (
  account_id text PRIMARY KEY REFERENCES accounts (id),
  tag_urls text NOT NULL
);

-- A viewer is 'member:<account>' or 'device:<device id>'.
CREATE TABLE positions (
  viewer text NOT NULL,
  movie_url text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  position double precision NOT NULL,
  duration double precision NOT NULL,
  saved_at bigint NOT NULL,
  PRIMARY KEY (viewer, movie_url)
);

CREATE TABLE saved_videos (
  viewer text NOT NULL,
  movie_url text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  saved_at bigint NOT NULL,
  PRIMARY KEY (viewer, movie_url)
);

CREATE TABLE saved_clips (
  item_id text PRIMARY KEY,
  viewer text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  tab text NOT NULL CHECK (tab IN ('sections', 'scenes')),
  movie_url text NOT NULL,
  start_sec double precision NOT NULL,
  end_sec double precision NOT NULL,
  title text NOT NULL,
  saved_at bigint NOT NULL
);
CREATE INDEX saved_clips_viewer ON saved_clips (viewer, tab);
