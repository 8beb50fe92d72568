-- Profiles (docs/decisions/1900): up to five people of one account, each with a viewing-age limit
-- and an optional 4-digit PIN. Times are epoch milliseconds.
CREATE TABLE profiles (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  account_id text NOT NULL REFERENCES accounts (id),
  name text NOT NULL,
  picture integer NOT NULL DEFAULT 0,
  -- 'regular' or 'kids' (a kids profile is held to 12 or lower).
  kind text NOT NULL DEFAULT 'regular',
  -- 'ALL', '7', '12', '15' or '19'.
  age_limit text NOT NULL DEFAULT '19',
  -- The account's first profile, made from the account: its watch data stays under the account's key.
  first boolean NOT NULL DEFAULT false,
  pin_hash text,
  pin_misses integer NOT NULL DEFAULT 0,
  locked_until bigint,
  created_at bigint NOT NULL
);
CREATE INDEX profiles_account ON profiles (account_id, seq);

-- The profile a session (one device) is watching as; null: the account's first profile.
ALTER TABLE sessions ADD COLUMN profile_id text;

-- A profile's chosen tags (tasteSet); the account's first profile keeps the account's row in tastes.
CREATE TABLE profile_tastes (
  profile_id text PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  tag_urls text NOT NULL
);
