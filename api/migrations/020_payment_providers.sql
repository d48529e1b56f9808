-- The other payment providers of document 3 (NetPay, Razorpay, PayPal, Mercado Pago, Transbank, Authorize.Net) report
-- charges, save cards and give money back like Redsys and Stripe: the provider columns take their names too.

-- provider_events: nothing refers to it, so it is made again with the wider CHECK.
CREATE TABLE provider_events_new (
  provider TEXT NOT NULL CHECK (provider IN ('redsys', 'stripe', 'netpay', 'razorpay', 'paypal', 'mercadopago',
    'transbank', 'authorizenet')),
  event_id TEXT NOT NULL,
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id),
  created TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
) WITHOUT ROWID;
INSERT INTO provider_events_new SELECT provider, event_id, checkout_id, created FROM provider_events;
DROP TABLE provider_events;
ALTER TABLE provider_events_new RENAME TO provider_events;

-- card_tokens is referred to by checkouts and guarantees (ON DELETE SET NULL), so it is not made again: its provider
-- column is dropped and added back with the wider CHECK, its values kept aside meanwhile.
CREATE TEMP TABLE card_token_providers AS SELECT id, provider FROM card_tokens;
DROP INDEX card_tokens_provider_token;
ALTER TABLE card_tokens DROP COLUMN provider;
ALTER TABLE card_tokens ADD COLUMN provider TEXT CHECK (provider IS NULL OR provider IN ('redsys', 'stripe', 'netpay',
  'razorpay', 'paypal', 'mercadopago', 'transbank', 'authorizenet'));
UPDATE card_tokens SET provider = (SELECT kept.provider FROM card_token_providers kept WHERE kept.id = card_tokens.id);
DROP TABLE card_token_providers;
CREATE UNIQUE INDEX card_tokens_provider_token ON card_tokens(provider, provider_token)
  WHERE provider_token IS NOT NULL;

-- payment_refunds: nothing refers to it either.
CREATE TABLE payment_refunds_new (
  id INTEGER PRIMARY KEY,
  sale_id INTEGER REFERENCES sales(id),
  checkout_id INTEGER REFERENCES checkouts(id),
  guarantee_id INTEGER REFERENCES card_guarantees(id),
  provider TEXT NOT NULL CHECK (provider IN ('redsys', 'stripe', 'netpay', 'razorpay', 'paypal', 'mercadopago',
    'transbank', 'authorizenet')),
  payment_ref TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL CHECK (reason IN ('SlotTaken', 'PaidTwice', 'Cancelled', 'SoldOut', 'CancelledWhilePaying')),
  status TEXT NOT NULL CHECK (status IN ('Due', 'Refunded', 'Failed')),
  reference TEXT NOT NULL UNIQUE,
  refund_ref TEXT,
  claim TEXT,
  claimed_at TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  CHECK ((checkout_id IS NULL) <> (guarantee_id IS NULL))
);
INSERT INTO payment_refunds_new SELECT id, sale_id, checkout_id, guarantee_id, provider, payment_ref, amount_cents,
  reason, status, reference, refund_ref, claim, claimed_at, created, updated FROM payment_refunds;
DROP TABLE payment_refunds;
ALTER TABLE payment_refunds_new RENAME TO payment_refunds;
CREATE INDEX payment_refunds_due ON payment_refunds(status);
CREATE INDEX payment_refunds_sale ON payment_refunds(sale_id);
