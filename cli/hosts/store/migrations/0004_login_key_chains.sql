-- Remember-me keys rotate at each automatic login (docs/decisions/1420). A key and the keys it was
-- rotated into form one chain, named by the first key's hash, so a logout revokes the whole chain.
ALTER TABLE login_keys ADD COLUMN chain text;
-- When the key was rotated: an old key still opens a session for a few seconds after it.
ALTER TABLE login_keys ADD COLUMN replaced_at bigint;
UPDATE login_keys SET chain = key_hash WHERE chain IS NULL;
CREATE INDEX login_keys_chain ON login_keys (chain);
