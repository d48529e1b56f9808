-- Step 10: periodic sales (memberships paid by monthly fees) and their fees (document 3, 2 Your Fees, 3 Customer
-- periodic sale, 4 Cancelling a periodic sale). Money in integer cents; due dates are club-local days (YYYY-MM-DD),
-- other dates ISO-8601 UTC.

-- A customer's periodic sale: a membership charged every month on next_due_date until it is Stopped. A membership
-- with a minimum stay (min_stay_until) cannot be stopped online before that day.
CREATE TABLE customer_periodic_sales (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  membership_id INTEGER REFERENCES memberships(id),
  description TEXT NOT NULL,
  monthly_gross_cents INTEGER NOT NULL CHECK (monthly_gross_cents >= 0),
  monthly_net_cents INTEGER NOT NULL CHECK (monthly_net_cents >= 0 AND monthly_net_cents <= monthly_gross_cents),
  next_due_date TEXT NOT NULL,
  min_stay_until TEXT,
  status TEXT NOT NULL CHECK (status IN ('Active', 'Stopped')),
  created TEXT NOT NULL,
  stopped TEXT,
  CHECK ((status = 'Stopped') = (stopped IS NOT NULL))
);
CREATE INDEX customer_periodic_sales_customer ON customer_periodic_sales(customer_id, status);

-- A fee of a periodic sale: a sale of its own, paid or still pending, payable through the checkout like a booking
-- sale. The cart names the sales it pays by id alone (document 3, 7: saleIds), as in a backend with one table of
-- sales, so fee ids start at 1 000 000 001 and never meet a booking sale's id (checkout/cart.ts tells them apart).
CREATE TABLE periodic_fees (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  periodic_sale_id INTEGER NOT NULL REFERENCES customer_periodic_sales(id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  -- What the fee is for, as the customer reads it ("Socio individual · noviembre 2026").
  concept TEXT NOT NULL,
  due_date TEXT NOT NULL,
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents <= gross_cents),
  paid_cents INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0 AND paid_cents <= gross_cents),
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Paid')),
  -- How a paid fee was paid, as the club names it, and the card checkout that paid it.
  payment_method TEXT,
  paid_checkout_id INTEGER REFERENCES checkouts(id),
  created TEXT NOT NULL
);
CREATE INDEX periodic_fees_sale ON periodic_fees(periodic_sale_id, due_date);
INSERT INTO sqlite_sequence (name, seq) VALUES ('periodic_fees', 1000000000);
