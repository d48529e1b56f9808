-- Step 8: My bookings (document 2, 2.7): each booking's own secret for its public page and calendar file, the club's
-- comments on it, the cancellation window of each booking type, which voucher paid a booking sale (a cancel gives
-- the money back to it), the facility's turnstiles, and, beyond the specification, customers' calendar feeds.

-- The token of a booking's public page (/booking/{bookingToken}): every booking gets one when it is written.
ALTER TABLE bookings ADD COLUMN token TEXT;
UPDATE bookings SET token = lower(hex(randomblob(16))) WHERE token IS NULL;
CREATE UNIQUE INDEX bookings_token ON bookings(token);
CREATE TRIGGER bookings_token_on_insert AFTER INSERT ON bookings WHEN NEW.token IS NULL
BEGIN
  UPDATE bookings SET token = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;

-- What the club notes on a booking for its players (shown in My bookings).
ALTER TABLE bookings ADD COLUMN comments TEXT NOT NULL DEFAULT '';

-- Until how many minutes before its start a confirmed booking of the type may be cancelled (NULL: until it starts).
-- An unpaid hold may always be let go.
ALTER TABLE booking_types ADD COLUMN cancel_minutes INTEGER CHECK (cancel_minutes IS NULL OR cancel_minutes >= 0);

-- The voucher a booking sale was paid with: a cancel puts the money back on it.
ALTER TABLE booking_sales ADD COLUMN customer_voucher_id INTEGER REFERENCES customer_vouchers(id);

-- Whether the facility has turnstiles that open with a booking's QR.
ALTER TABLE club ADD COLUMN turnstiles_enabled INTEGER NOT NULL DEFAULT 0 CHECK (turnstiles_enabled IN (0, 1));

-- A customer's private calendar feed: one secret address at a time; a new one replaces it, revoking deletes it.
-- site_origin is the site the feed was made from, for the links back to each booking.
CREATE TABLE calendar_feeds (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  site_origin TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL
);
