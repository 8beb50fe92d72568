-- Accounts that join, sign in and leave (docs/decisions/1410). Times are epoch milliseconds.

-- The account's own columns; the seed fills them for the seed members.
ALTER TABLE accounts ADD COLUMN account_type integer NOT NULL DEFAULT 1;
-- scrypt$<N>$<r>$<p>$<salt>$<hash> (cli/hosts/auth/passwords.ts); null for an account that signs in only socially.
ALTER TABLE accounts ADD COLUMN password_hash text;
ALTER TABLE accounts ADD COLUMN password_modified_at bigint NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN created_at bigint NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN last_login_at bigint NOT NULL DEFAULT 0;
-- Adult verification belongs to the account and holds until this time; null: not verified.
ALTER TABLE accounts ADD COLUMN adult_verified_until bigint;
ALTER TABLE accounts ADD COLUMN red_item integer NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN skytv_item_only integer NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN invite_code text UNIQUE;
ALTER TABLE accounts ADD COLUMN dormant boolean NOT NULL DEFAULT false;
-- A withdrawn account keeps its id (other rows name it) but nothing that identifies the person.
ALTER TABLE accounts ADD COLUMN withdrawn_at bigint;
-- The device that made the account: a device may make only so many (-204).
ALTER TABLE accounts ADD COLUMN signup_device text;

-- Remember-me keys replace the one static key per account: each login makes its own.
ALTER TABLE accounts DROP COLUMN login_key;
CREATE TABLE login_keys (
  -- sha256 of the key, hex: the key itself is only in the browser's cookie.
  key_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  device_id text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  -- Set when the key was rotated (its successor's hash) or revoked (logout): it opens no session after that.
  replaced_by text,
  revoked_at bigint,
  -- The seed members' fixed QA keys (seed-<name>): revoked by logout like any other, never rotated.
  fixture boolean NOT NULL DEFAULT false
);
CREATE INDEX login_keys_account ON login_keys (account_id);

-- Social sign-in: one row per provider account (Firebase uid, Kakao or Naver id) linked to an account.
CREATE TABLE social_links (
  provider text NOT NULL,
  subject text NOT NULL,
  account_id text NOT NULL REFERENCES accounts (id),
  email text,
  linked_at bigint NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_links_account ON social_links (account_id);
