-- Recovering, managing and leaving an account (docs/decisions/1440). Times are epoch milliseconds.

-- Which of the generated profile pictures the member chose (0: the first).
ALTER TABLE accounts ADD COLUMN profile_picture integer NOT NULL DEFAULT 0;

-- 비밀번호 찾기: at most one temporary password per account, kept only as its sha256.
CREATE TABLE password_resets (
  account_id text PRIMARY KEY REFERENCES accounts (id),
  code_hash text NOT NULL,
  expires_at bigint NOT NULL,
  -- Wrong tries so far; the temporary password is dropped at the limit (then -106: ask again).
  attempts integer NOT NULL DEFAULT 0
);
