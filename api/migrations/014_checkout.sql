-- Step 9: the cart's checkout (document 3, 2 to 5): the payment methods the club offers, its transports and coupon
-- codes, each checkout with the lines it priced and how it ended, the providers' reports already applied, the cards
-- a provider can charge again, what kind of credit a voucher holds, and what an order still owes when it is paid at
-- the club. Money is kept in integer cents; dates are ISO-8601 UTC strings.

-- A payment method the club offers at checkout; type is shared-contracts PaymentMethodType (1 Redsys, 5 pay at the
-- club, 6 money voucher, 7 sessions voucher, 8 hours voucher, 14 Stripe, ...). For a shared booking the players'
-- shares must be paid shared_deadline_minutes before it starts (a card hold does not last longer, research 0.4):
-- once that moment has passed the method no longer takes shared payments; NULL means no such deadline.
CREATE TABLE payment_methods (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL CHECK (type IN (1, 5, 6, 7, 8, 9, 10, 14, 15, 17, 18, 20)),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- The method can save the card for later payments ("Save my card"), or always does.
  allow_tokenization INTEGER NOT NULL DEFAULT 0 CHECK (allow_tokenization IN (0, 1)),
  force_save_credit_card INTEGER NOT NULL DEFAULT 0 CHECK (force_save_credit_card IN (0, 1)),
  shared_deadline_minutes INTEGER CHECK (shared_deadline_minutes IS NULL OR shared_deadline_minutes >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- A way of shipping the products that need it; price_cents is what the customer pays, taxes included.
CREATE TABLE shop_transports (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  -- As the club words it: "48-72 h".
  delivery_time TEXT NOT NULL DEFAULT '',
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- A coupon code: a Money discount takes `amount` cents off the cart's lines (gross or net as the club's prices are
-- written, price_with_taxes), a Percent one takes `amount` % off them; never below 0, never off the transport. It
-- is valid from valid_from (NULL: always was) until valid_until (NULL: no end). Codes are typed in any case.
CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE UNIQUE,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('Money', 'Percent')),
  amount INTEGER NOT NULL CHECK (amount > 0 AND (discount_type = 'Money' OR amount <= 100)),
  valid_from TEXT,
  valid_until TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- One attempt to pay a cart. `reference` is what a card provider sees as the order: 12 characters, the first 4
-- digits (Redsys's rule). `lines` holds the priced lines, totals, delivery data and choices as JSON, so a provider's
-- later report writes the order exactly as it was priced. A card checkout is Started until its provider reports
-- (Paid or Failed); a checkout paid at once (nothing to pay, at the club, with a voucher) is written Paid. sale_id
-- is the order it made; saved_card_id the card it charged or saved.
CREATE TABLE checkouts (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE CHECK (length(reference) = 12 AND substr(reference, 1, 4) GLOB '[0-9][0-9][0-9][0-9]'),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  cart_guid TEXT NOT NULL,
  payment_method_id INTEGER REFERENCES payment_methods(id),
  customer_voucher_id INTEGER REFERENCES customer_vouchers(id),
  promo_code_id INTEGER REFERENCES promo_codes(id),
  transport_id INTEGER REFERENCES shop_transports(id),
  lines TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('Started', 'Paid', 'Failed')),
  sale_id INTEGER REFERENCES sales(id),
  -- Keep the card the provider takes for later payments.
  save_card INTEGER NOT NULL DEFAULT 0 CHECK (save_card IN (0, 1)),
  saved_card_id INTEGER REFERENCES card_tokens(id) ON DELETE SET NULL,
  -- The site the customer pays on (the origin of its return pages).
  site_origin TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  finished TEXT
);
CREATE INDEX checkouts_customer ON checkouts(customer_id, created);
CREATE INDEX checkouts_cart ON checkouts(cart_guid, status);

-- The providers' reports applied: a report's id goes in with its effect, in one transaction, so the same report
-- twice (a notification retried, or racing the browser's status check) applies once (research 0.5).
CREATE TABLE provider_events (
  provider TEXT NOT NULL CHECK (provider IN ('redsys', 'stripe')),
  event_id TEXT NOT NULL,
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id),
  created TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
) WITHOUT ROWID;

-- A saved card a provider can charge again: the provider and its token of the card (never the card number). Cards
-- saved before (NULL provider) are listed on the account page but cannot be charged online.
ALTER TABLE card_tokens ADD COLUMN provider TEXT CHECK (provider IS NULL OR provider IN ('redsys', 'stripe'));
ALTER TABLE card_tokens ADD COLUMN provider_token TEXT;
CREATE UNIQUE INDEX card_tokens_provider_token ON card_tokens(provider, provider_token)
  WHERE provider_token IS NOT NULL;

-- What a voucher holds. A Money voucher's balance_cents is money in cents; a Sessions voucher's is hundredths of a
-- session (1000 = 10 sessions; a booking takes 100); an Hours voucher's is hundredths of an hour (1000 = 10 hours; a
-- booking takes its duration, 90 minutes = 150). credit_cents of the offer reads the same way.
ALTER TABLE voucher_offers ADD COLUMN kind TEXT NOT NULL DEFAULT 'Money' CHECK (kind IN ('Money', 'Sessions', 'Hours'));

-- The schema's guard behind the checkout's debit: a voucher never goes below 0, so two payments racing for the same
-- credit cannot both spend it.
CREATE TRIGGER customer_vouchers_balance_insert BEFORE INSERT ON customer_vouchers WHEN NEW.balance_cents < 0
BEGIN
  SELECT RAISE(ABORT, 'voucher balance below 0');
END;
CREATE TRIGGER customer_vouchers_balance_update BEFORE UPDATE OF balance_cents ON customer_vouchers
  WHEN NEW.balance_cents < 0
BEGIN
  SELECT RAISE(ABORT, 'voucher balance below 0');
END;

-- What a voucher paid a booking sale with, in the voucher's own unit (see voucher_offers.kind): a cancel puts that
-- back. NULL for sales paid otherwise, or before kinds existed (they were money: paid_cents).
ALTER TABLE booking_sales ADD COLUMN voucher_amount INTEGER CHECK (voucher_amount IS NULL OR voucher_amount >= 0);

-- An order paid at the club owes pending_cents until the front desk takes it; an order paid online owes nothing.
ALTER TABLE sales ADD COLUMN pending_cents INTEGER NOT NULL DEFAULT 0 CHECK (pending_cents >= 0);
