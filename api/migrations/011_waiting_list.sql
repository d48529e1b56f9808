-- Beyond the specification: the waiting list of a full by-place booking. When a place frees (a player leaves, an
-- unpaid hold runs out) the first customer waiting is offered it: the place is held for them alone until
-- offer_expires_at, and a message with the join link goes to their communications (the outbox) in the same
-- transaction. An offer that runs out takes its customer off the list and passes the place to the next one.
CREATE TABLE booking_waiting_list (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  created TEXT NOT NULL,
  -- The place (a booking_players row) held for this customer, and until when.
  offered_place INTEGER REFERENCES booking_players(id),
  offer_expires_at TEXT,
  CHECK ((offered_place IS NULL) = (offer_expires_at IS NULL)),
  UNIQUE (booking_id, customer_id)
);
-- A place is offered to one customer at a time.
CREATE UNIQUE INDEX booking_waiting_list_offer ON booking_waiting_list(offered_place) WHERE offered_place IS NOT NULL;
CREATE INDEX booking_waiting_list_queue ON booking_waiting_list(booking_id, created, id);
