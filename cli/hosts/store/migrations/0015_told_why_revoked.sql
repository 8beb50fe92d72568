-- Why a remember-me key was revoked with its device (docs/decisions/1813): -113 past the account's
-- device limit, -1810 signed out from another device; null for a logout (or before this). Its
-- automatic login then answers -1810 naming it, so the next page load says why too.
ALTER TABLE login_keys ADD COLUMN revoked_why smallint;
