-- Adult verification belongs to the account (accounts.adult_verified_until, docs/decisions/1450):
-- a session no longer keeps its own flag. The pending code (adult_certs) stays per session.
ALTER TABLE sessions DROP COLUMN adult_verified;

-- Who invited whom (docs/decisions/1451): an account uses one invite code once, a device once.
CREATE TABLE invites (
  -- The invited account: one invite each.
  account_id text PRIMARY KEY REFERENCES accounts (id),
  -- The account whose code it was, and the code as it was then.
  inviter_id text NOT NULL REFERENCES accounts (id),
  code text NOT NULL,
  -- The device it was used on: a device takes one invite (-11919 for a second).
  device_id text NOT NULL UNIQUE,
  used_at bigint NOT NULL
);
CREATE INDEX invites_inviter ON invites (inviter_id);
