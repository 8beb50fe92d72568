-- Money (docs/decisions/1500): orders, passes, the 빵탄 ledger and the stand-in checkout's payments.
-- Times are epoch milliseconds; amounts whole 원 or whole 빵탄.

-- One row per purchase intent: the client's idempotency key names it, once per account.
CREATE TABLE purchases (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  idempotency_key text NOT NULL,
  -- The intent's parameters as first sent: the same key with others is refused.
  intent text NOT NULL,
  -- purchase or currencyCharge.
  call text NOT NULL,
  item_id text NOT NULL,
  movie_url text,
  -- money (a payment method), currency (빵탄) or grant (the admin).
  paid_with text NOT NULL,
  payment_method integer,
  amount_won integer NOT NULL,
  amount_bbtan integer,
  -- open (빵탄 awaiting -116's confirmation), pending (at the checkout), paid, declined.
  status text NOT NULL,
  decline_reason text,
  return_url text,
  created_at bigint NOT NULL,
  paid_at bigint,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX purchases_account ON purchases (account_id, created_at);

-- What a paid purchase unlocks, from when until when.
CREATE TABLE passes (
  purchase_id text PRIMARY KEY REFERENCES purchases (id),
  account_id text NOT NULL REFERENCES accounts (id),
  item_id text NOT NULL,
  item_type integer NOT NULL,
  item_group integer NOT NULL,
  movie_url text,
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  renews boolean NOT NULL,
  cancelled_at bigint
);
CREATE INDEX passes_account ON passes (account_id, ends_at);

-- A lot of 빵탄 as it came in: paid (a pack's 빵탄, a grant) or bonus; spent from by entries.
CREATE TABLE currency_lots (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  kind text NOT NULL CHECK (kind IN ('paid', 'bonus')),
  amount integer NOT NULL CHECK (amount > 0),
  purchase_id text REFERENCES purchases (id),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  -- Paid 빵탄 may be refunded until this time while the lot is whole.
  refundable_until bigint
);
CREATE INDEX currency_lots_account ON currency_lots (account_id, expires_at);

-- The ledger: every movement of 빵탄, one row per lot it touches. A lot's remainder is the sum of its entries.
CREATE TABLE currency_entries (
  seq bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  lot_id text NOT NULL REFERENCES currency_lots (id),
  kind text NOT NULL CHECK (kind IN ('charge', 'bonus', 'spend', 'expire', 'refund', 'grant')),
  amount integer NOT NULL,
  -- The movement this row is part of (a spend across two lots is one movement).
  movement text NOT NULL,
  purchase_id text REFERENCES purchases (id),
  what text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX currency_entries_account ON currency_entries (account_id, seq);
CREATE INDEX currency_entries_lot ON currency_entries (lot_id);

-- The stand-in checkout (a Korean PG's approval step): what it answered for an order.
CREATE TABLE checkout_payments (
  payment_key text PRIMARY KEY,
  purchase_id text NOT NULL REFERENCES purchases (id),
  amount integer NOT NULL,
  -- approved, declined, insufficient, abandoned.
  outcome text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX checkout_payments_purchase ON checkout_payments (purchase_id);
