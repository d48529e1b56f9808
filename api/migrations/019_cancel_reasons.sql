-- Why a booking's sale was cancelled, so a card payment that arrives late can tell a place the customer let go from
-- one they lost (document 3, 2): 'Lapsed' when its hold ran out and the place was freed, 'Left' when the customer
-- left the place or cancelled the booking (their own leave or cancel, or the cart's removal). Only a lapsed place is
-- taken back by a late payment; a payment for one the customer left is refunded. NULL on a sale not cancelled; on
-- one cancelled before this column it is unknown and counts as left (refunded, never taken back).
ALTER TABLE booking_sales ADD COLUMN cancel_reason TEXT CHECK (cancel_reason IN ('Lapsed', 'Left'));
-- The sales of a booking its owner cancelled were let go for certain.
UPDATE booking_sales SET cancel_reason = 'Left'
WHERE status = 'Cancelled' AND booking_id IN (SELECT id FROM bookings WHERE status = 'Cancelled');

-- payment_refunds again, with one more reason: CancelledWhilePaying, a card payment for a place or booking the
-- customer left or cancelled while paying. SQLite cannot change a CHECK, so the table is made again.
CREATE TABLE payment_refunds_new (
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
  reason TEXT NOT NULL CHECK (reason IN ('SlotTaken', 'PaidTwice', 'Cancelled', 'SoldOut', 'CancelledWhilePaying')),
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
INSERT INTO payment_refunds_new SELECT * FROM payment_refunds;
DROP TABLE payment_refunds;
ALTER TABLE payment_refunds_new RENAME TO payment_refunds;
CREATE INDEX payment_refunds_due ON payment_refunds(status);
CREATE INDEX payment_refunds_sale ON payment_refunds(sale_id);
