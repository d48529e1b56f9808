-- Shared payment with retention (document 3, 1 and 9; research 0.4): the owner pays their share at checkout and
-- saves the card; the shares still unpaid are guaranteed on that card. A card hold lasts about 7 days while a
-- booking may be weeks ahead, so the hold is placed off-session once the match is within the hold window, the
-- shares still unpaid at the start are captured and the rest released. Money in integer cents; dates ISO-8601 UTC.

-- The guarantee of one shared booking with retention.
CREATE TABLE card_guarantees (
  id INTEGER PRIMARY KEY,
  -- The booking whose unpaid shares it guarantees: one guarantee per booking.
  booking_id INTEGER NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  -- The owner, whose card holds it (and who pays the shares left unpaid).
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  -- The saved card the hold is placed on; NULL when the card is gone (the guarantee then cannot be held).
  card_token_id INTEGER REFERENCES card_tokens(id) ON DELETE SET NULL,
  -- The card's provider, as card_tokens names it.
  provider TEXT NOT NULL CHECK (provider IN ('redsys', 'stripe')),
  -- What the hold is for: the shares not paid yet (at checkout, then again when the hold is placed).
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  -- Scheduled (waiting for the hold window), Held (on the card), Captured (the unpaid shares charged, the rest
  -- released), Released (nothing charged: every share paid, or the booking cancelled), Failed (the card refused the
  -- hold or it ran out: the unpaid shares are the owner's to pay).
  status TEXT NOT NULL CHECK (status IN ('Scheduled', 'Held', 'Captured', 'Released', 'Failed')),
  -- When the booking starts: the shares still unpaid then are captured.
  starts_at TEXT NOT NULL,
  -- When the hold is placed: the start less the hold window (6 days), so a 7-day hold covers the start.
  hold_from TEXT NOT NULL,
  -- The order reference the provider sees for the hold (12 characters, the first 4 digits: Redsys's rule); a hold
  -- asked twice with it answers the same hold.
  reference TEXT NOT NULL UNIQUE,
  -- The provider's id of the hold (Stripe's PaymentIntent, Redsys's order), once held.
  hold_ref TEXT,
  -- When the provider lets the hold go by itself (Stripe's capture_before; 7 days for a Redsys preauthorization).
  held_until TEXT,
  -- What was charged at the start, and what was let go.
  captured_cents INTEGER NOT NULL DEFAULT 0 CHECK (captured_cents >= 0),
  released_cents INTEGER NOT NULL DEFAULT 0 CHECK (released_cents >= 0),
  -- The runner working on it (a random token) and since when: a second runner leaves a claimed row alone, so a
  -- hold is never asked twice; a claim older than a few minutes is a runner that died and may be taken over.
  claim TEXT,
  claimed_at TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX card_guarantees_due ON card_guarantees(status, hold_from);
CREATE INDEX card_guarantees_customer ON card_guarantees(customer_id);

-- A Stripe sandbox PaymentIntent may be a hold (capture_method manual): its reference (the idempotency of the
-- create), when it must be captured by, and what was captured of it.
ALTER TABLE stripe_sandbox_intents ADD COLUMN hold_reference TEXT;
ALTER TABLE stripe_sandbox_intents ADD COLUMN capture_before TEXT;
ALTER TABLE stripe_sandbox_intents ADD COLUMN captured_cents INTEGER;
CREATE UNIQUE INDEX stripe_sandbox_intents_hold ON stripe_sandbox_intents(hold_reference);

-- A preauthorization (DS_MERCHANT_TRANSACTIONTYPE 1) on a card the Redsys sandbox saved: held, confirmed (2) for
-- an amount, or cancelled (9); it lapses 7 days after it was placed.
CREATE TABLE redsys_sandbox_preauthorizations (
  order_ref TEXT PRIMARY KEY,
  identifier TEXT NOT NULL REFERENCES redsys_sandbox_cards(identifier),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled')),
  confirmed_cents INTEGER,
  expires TEXT NOT NULL,
  created TEXT NOT NULL
);
