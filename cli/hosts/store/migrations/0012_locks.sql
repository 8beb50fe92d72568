-- Locks on every door (docs/decisions/1831): each limit's tries per key, kept so a restart forgets no wait;
-- and each guest session's client address, so one address cannot fill the sessions table (docs/decisions/1834).

CREATE TABLE attempt_limits (
  name text NOT NULL,
  key text NOT NULL,
  count integer NOT NULL,
  last_at bigint NOT NULL,
  blocked_until bigint NOT NULL,
  PRIMARY KEY (name, key)
);

CREATE TABLE guest_addresses (
  s text PRIMARY KEY,
  address text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX guest_addresses_address ON guest_addresses (address, created_at);
CREATE INDEX sessions_guest_expiry ON sessions (expires_at) WHERE kind = 'guest';
