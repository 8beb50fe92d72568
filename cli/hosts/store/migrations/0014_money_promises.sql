-- Money that keeps its promises (docs/decisions/1550): renewals, grace, refunds online, price
-- changes with the member's answer, voided approvals. Times are epoch milliseconds.

-- The pass an order renews (a renewal's order), and what a refund gave back.
ALTER TABLE purchases ADD COLUMN renewal_of text;
ALTER TABLE purchases ADD COLUMN refunded_at bigint;
ALTER TABLE purchases ADD COLUMN refund_won integer;
ALTER TABLE purchases ADD COLUMN refund_bbtan integer;
-- One paid renewal per pass, whatever runs it (the scheduler twice, a restart, the member's 결제하기).
CREATE UNIQUE INDEX purchases_one_renewal ON purchases (renewal_of) WHERE status IN ('paid', 'refunded');
CREATE INDEX purchases_pending ON purchases (status, created_at);

-- A declined renewal keeps the pass playing until grace_until; why a pass ended early.
ALTER TABLE passes ADD COLUMN grace_until bigint;
ALTER TABLE passes ADD COLUMN end_reason text;
CREATE INDEX passes_due ON passes (renews, ends_at);

-- A price change the admin scheduled: from effective_at, renewals of item_id cost price_won.
CREATE TABLE price_changes (
  id text PRIMARY KEY,
  item_id text NOT NULL,
  price_won integer NOT NULL CHECK (price_won > 0),
  announced_at bigint NOT NULL,
  effective_at bigint NOT NULL
);
CREATE INDEX price_changes_item ON price_changes (item_id, effective_at);

-- A member's answer to a price rise for one renewing pass: agree (renew at the new price) or cancel.
CREATE TABLE price_answers (
  purchase_id text NOT NULL REFERENCES purchases (id),
  change_id text NOT NULL REFERENCES price_changes (id),
  answer text NOT NULL CHECK (answer IN ('agree', 'cancel')),
  at bigint NOT NULL,
  PRIMARY KEY (purchase_id, change_id)
);

-- QA's switch: this account's saved method declines renewals (and their 결제하기) with `outcome`.
CREATE TABLE renewal_declines (
  account_id text PRIMARY KEY REFERENCES accounts (id),
  outcome text NOT NULL
);

-- A refund's money: at most one per purchase, never more than was paid.
CREATE TABLE refunds (
  purchase_id text PRIMARY KEY REFERENCES purchases (id),
  account_id text NOT NULL REFERENCES accounts (id),
  amount_won integer NOT NULL CHECK (amount_won >= 0),
  amount_bbtan integer NOT NULL CHECK (amount_bbtan >= 0),
  paid_won integer NOT NULL,
  paid_bbtan integer NOT NULL,
  at bigint NOT NULL,
  CHECK (amount_won <= paid_won AND amount_bbtan <= paid_bbtan)
);

CREATE INDEX purchases_renewal_of ON purchases (renewal_of);
