-- The provider's own id of a card checkout's charge, when the page returns with it before the charge is reported
-- (Razorpay's order, NetPay's transaction): the return names that id, and the checkout it belongs to is read here,
-- never from the return itself (research A4: the signature is checked against the stored order id).
CREATE TABLE provider_orders (
  provider TEXT NOT NULL CHECK (provider IN ('netpay', 'razorpay', 'authorizenet')),
  order_id TEXT NOT NULL,
  checkout_id INTEGER NOT NULL REFERENCES checkouts(id),
  created TEXT NOT NULL,
  PRIMARY KEY (provider, order_id)
) WITHOUT ROWID;
