-- One true record per payment (document 3, 2 and 9): a card setup is recorded as a setup, a card payment keeps the
-- provider's id of the charge so it can be refunded, every refund is a record of its own, and the products a card
-- step will sell are reserved while it runs. Money in integer cents; dates ISO-8601 UTC.

-- checkouts again, with its kind and two more statuses: a Setup saves a card and charges nothing (amount 0, Saved
-- once the card is kept); a Payment that arrives when what it paid is no longer to be had (the slot went to someone
-- else after its hold lapsed, the share was paid meanwhile, the product sold out) is Refunded. payment_ref is the
-- provider's id of the charge (Stripe's PaymentIntent, Redsys's order), what a refund names. SQLite cannot change a
-- CHECK, so the table is made again; its reports (provider_events) are set aside and put back around it.
CREATE TEMP TABLE provider_events_kept AS SELECT * FROM provider_events;
DELETE FROM provider_events;
CREATE TABLE checkouts_new (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE CHECK (length(reference) = 12 AND substr(reference, 1, 4) GLOB '[0-9][0-9][0-9][0-9]'),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  cart_guid TEXT NOT NULL,
  payment_method_id INTEGER REFERENCES payment_methods(id),
  customer_voucher_id INTEGER REFERENCES customer_vouchers(id),
  promo_code_id INTEGER REFERENCES promo_codes(id),
  transport_id INTEGER REFERENCES shop_transports(id),
  lines TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'Payment' CHECK (kind IN ('Payment', 'Setup')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0 AND (kind = 'Payment' OR amount_cents = 0)),
  status TEXT NOT NULL CHECK (status IN ('Started', 'Paid', 'Failed', 'Saved', 'Refunded')),
  sale_id INTEGER REFERENCES sales(id),
  save_card INTEGER NOT NULL DEFAULT 0 CHECK (save_card IN (0, 1)),
  saved_card_id INTEGER REFERENCES card_tokens(id) ON DELETE SET NULL,
  site_origin TEXT NOT NULL DEFAULT '',
  payment_ref TEXT,
  created TEXT NOT NULL,
  finished TEXT
);
INSERT INTO checkouts_new (id, reference, customer_id, cart_guid, payment_method_id, customer_voucher_id,
    promo_code_id, transport_id, lines, kind, amount_cents, status, sale_id, save_card, saved_card_id, site_origin,
    created, finished)
  SELECT id, reference, customer_id, cart_guid, payment_method_id, customer_voucher_id, promo_code_id, transport_id,
    lines, 'Payment', amount_cents, status, sale_id, save_card, saved_card_id, site_origin, created, finished
  FROM checkouts;
DROP TABLE checkouts;
ALTER TABLE checkouts_new RENAME TO checkouts;
CREATE INDEX checkouts_customer ON checkouts(customer_id, created);
CREATE INDEX checkouts_cart ON checkouts(cart_guid, status);
INSERT INTO provider_events SELECT * FROM provider_events_kept;
DROP TABLE provider_events_kept;

-- The card checkout that paid a booking sale: a cancel refunds the card what the card paid through it.
ALTER TABLE booking_sales ADD COLUMN paid_checkout_id INTEGER REFERENCES checkouts(id);

-- Money given back to a card through its provider: a late payment whose slot was taken, a share paid twice (a
-- teammate and the guarantee's capture), a cancelled booking paid by card. Written Due in the transaction that
-- decides it (with the order it belongs to), then asked of the provider outside any transaction: the runner claims
-- the row first (claim, claimed_at; an old claim is a dead runner's), and writes Refunded or Failed.
CREATE TABLE payment_refunds (
  id INTEGER PRIMARY KEY,
  -- The order the refunded money was paid for (shop/customer-orders shows it there).
  sale_id INTEGER REFERENCES sales(id),
  -- The card payment refunded: a checkout's charge, or a guarantee's capture.
  checkout_id INTEGER REFERENCES checkouts(id),
  guarantee_id INTEGER REFERENCES card_guarantees(id),
  provider TEXT NOT NULL CHECK (provider IN ('redsys', 'stripe')),
  -- The provider's id of the charge (Stripe's PaymentIntent, Redsys's order).
  payment_ref TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL CHECK (reason IN ('SlotTaken', 'PaidTwice', 'Cancelled', 'SoldOut')),
  status TEXT NOT NULL CHECK (status IN ('Due', 'Refunded', 'Failed')),
  -- A key the provider sees, so the same refund asked twice is made once (Stripe's Idempotency-Key).
  reference TEXT NOT NULL UNIQUE,
  -- The provider's id of the refund once made.
  refund_ref TEXT,
  claim TEXT,
  claimed_at TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  CHECK ((checkout_id IS NULL) <> (guarantee_id IS NULL))
);
CREATE INDEX payment_refunds_due ON payment_refunds(status);
CREATE INDEX payment_refunds_sale ON payment_refunds(sale_id);

-- Units of a product kept for a card checkout while its card step runs (until expires, the end of the cart's
-- holds): the stock others can buy is the stock less the reservations still running, and the payment takes its
-- units from them. A reservation that ran out keeps nothing.
CREATE TABLE stock_reservations (
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  units INTEGER NOT NULL CHECK (units > 0),
  expires TEXT NOT NULL,
  PRIMARY KEY (checkout_id, product_id)
) WITHOUT ROWID;
CREATE INDEX stock_reservations_product ON stock_reservations(product_id, expires);

-- The sandboxes' refunds: what stands for Stripe's Refund objects and for Redsys's automatic refunds
-- (DS_MERCHANT_TRANSACTIONTYPE 3) when no real keys are set. The Redsys sandbox keeps how each payment page ended,
-- so it refunds only what it authorised.
CREATE TABLE stripe_sandbox_refunds (
  id TEXT PRIMARY KEY,
  payment_intent TEXT NOT NULL REFERENCES stripe_sandbox_intents(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  idempotency_key TEXT UNIQUE,
  created TEXT NOT NULL
);
ALTER TABLE redsys_sandbox_sessions ADD COLUMN response TEXT;
CREATE TABLE redsys_sandbox_refunds (
  id INTEGER PRIMARY KEY,
  order_ref TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  created TEXT NOT NULL
);
