-- The payment sandboxes' own state: what stands for Stripe's and Redsys's servers when no real keys are set
-- (ARCHITECTURE 5). A card is kept as its last four digits and its test behaviour, never its number or security code.

-- A card the Stripe sandbox script sent (a PaymentMethod).
CREATE TABLE stripe_sandbox_payment_methods (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last_digits TEXT NOT NULL CHECK (length(last_digits) = 4),
  exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year INTEGER NOT NULL,
  -- The test card asks for 3D Secure, and how its charge ends.
  authenticates INTEGER NOT NULL CHECK (authenticates IN (0, 1)),
  result TEXT NOT NULL CHECK (result IN ('succeeded', 'card_declined', 'insufficient_funds')),
  created TEXT NOT NULL
);

-- A PaymentIntent or SetupIntent of the Stripe sandbox.
CREATE TABLE stripe_sandbox_intents (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'setup')),
  client_secret TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  description TEXT NOT NULL,
  -- The checkout it pays (its metadata); the checkouts table is the checkout's, so no foreign key.
  checkout_id INTEGER NOT NULL,
  saves_card INTEGER NOT NULL CHECK (saves_card IN (0, 1)),
  status TEXT NOT NULL,
  payment_method TEXT REFERENCES stripe_sandbox_payment_methods(id),
  -- The last confirmation's error as Stripe answers it (JSON), or NULL.
  last_error TEXT,
  -- Status reads still answered 'processing' before the result (the return page's retries).
  polls_left INTEGER NOT NULL DEFAULT 0 CHECK (polls_left >= 0),
  created TEXT NOT NULL
);

-- A customer on the Redsys sandbox's payment page: the signed request it came with, and where it stands.
CREATE TABLE redsys_sandbox_sessions (
  id TEXT PRIMARY KEY,
  -- The DS_MERCHANT_* parameters of the verified request (JSON).
  parameters TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('card', 'challenge', 'finished')),
  card_last_digits TEXT CHECK (card_last_digits IS NULL OR length(card_last_digits) = 4),
  -- The card's expiry as Redsys answers it (YYMM), and its test behaviour.
  card_expiry TEXT,
  card_behaviour TEXT,
  created TEXT NOT NULL
);

-- A card the Redsys sandbox saved for later payments (COF): its identifier, last digits and behaviour.
CREATE TABLE redsys_sandbox_cards (
  identifier TEXT PRIMARY KEY,
  last_digits TEXT NOT NULL CHECK (length(last_digits) = 4),
  expiry TEXT NOT NULL,
  behaviour TEXT NOT NULL,
  created TEXT NOT NULL
);
