-- PayPal, Mercado Pago and Transbank (research A5 to A7): what their sandboxes keep when no real keys are set, and the
-- Transbank card inscriptions the checkout waits for. A card is kept as its last four digits and its test behaviour,
-- never its number or security code.

-- A PayPal order the sandbox created for a checkout: approved in the stand-in's window, authorized, then captured.
CREATE TABLE paypal_sandbox_orders (
  id TEXT PRIMARY KEY,
  -- The checkout it pays (custom_id) and its reference (reference_id); no foreign key, as in the other sandboxes.
  checkout_id INTEGER NOT NULL,
  reference TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('CREATED', 'APPROVED', 'COMPLETED', 'DECLINED')),
  -- The payer's funding is declined when the order is authorized (INSTRUMENT_DECLINED).
  declines INTEGER NOT NULL DEFAULT 0 CHECK (declines IN (0, 1)),
  authorization_id TEXT UNIQUE,
  capture_id TEXT UNIQUE,
  created TEXT NOT NULL
);

-- A card the Mercado Pago brick stand-in tokenized: the cardholder name chooses the outcome (APRO, OTHE, ...).
CREATE TABLE mercadopago_sandbox_card_tokens (
  id TEXT PRIMARY KEY,
  cardholder_name TEXT NOT NULL,
  last_digits TEXT NOT NULL CHECK (length(last_digits) = 4),
  created TEXT NOT NULL
);

-- A payment of the Mercado Pago sandbox (POST /v1/payments), once per idempotency key.
CREATE TABLE mercadopago_sandbox_payments (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  external_reference TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('approved', 'rejected', 'in_process')),
  status_detail TEXT NOT NULL,
  last_digits TEXT NOT NULL,
  created TEXT NOT NULL
);

-- A Webpay Plus transaction of the Transbank sandbox, and the card it was paid with.
CREATE TABLE transbank_sandbox_transactions (
  token TEXT PRIMARY KEY,
  buy_order TEXT NOT NULL,
  session_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  return_url TEXT NOT NULL,
  -- The card saved by a Oneclick inscription the page offers to pay with, or NULL.
  tbk_user TEXT,
  status TEXT NOT NULL CHECK (status IN ('INITIALIZED', 'PAID', 'ABORTED', 'AUTHORIZED', 'FAILED')),
  response_code INTEGER,
  last_digits TEXT,
  created TEXT NOT NULL
);

-- A Oneclick Mall card inscription of the Transbank sandbox.
CREATE TABLE transbank_sandbox_inscriptions (
  token TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  response_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('INITIALIZED', 'ENROLLED', 'ABORTED', 'FINISHED')),
  tbk_user TEXT UNIQUE,
  last_digits TEXT,
  behaviour TEXT,
  created TEXT NOT NULL
);

-- A refund of one of the three sandboxes, once per idempotency key.
CREATE TABLE provider_sandbox_refunds (
  provider TEXT NOT NULL CHECK (provider IN ('paypal', 'mercadopago', 'transbank')),
  idempotency_key TEXT NOT NULL,
  payment_ref TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  refund_id TEXT NOT NULL,
  created TEXT NOT NULL,
  PRIMARY KEY (provider, idempotency_key)
) WITHOUT ROWID;

-- A Transbank card inscription the checkout waits for (tbkRqId): its customer, Transbank's token, and the page's
-- checkout parameters, given back when the customer returns (in another tab or app view too).
CREATE TABLE transbank_tokenizations (
  request_id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  inscription_token TEXT,
  parameters TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Started', 'Saved', 'Failed')),
  card_token_id INTEGER REFERENCES card_tokens(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);
