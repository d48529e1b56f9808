-- Step 6: court booking and booking checkout (document 2, 2.3 and 2.4): the club's courts and their opening hours,
-- which booking types use which courts, the durations and prices of each type, the customers' levels, the club's
-- payment modes, and the bookings with their blocks, players and sales. Money is kept in integer cents. A booking's
-- day and minutes are club-local (the club's time_zone), as customers read them; instants (created, a hold's end)
-- are ISO-8601 UTC strings.

-- A court or another bookable resource (a ball machine).
CREATE TABLE resources (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  -- The kind of resource as the club names it: "Pista de pádel", "Máquina lanzabolas".
  type TEXT NOT NULL,
  sport TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  show_name_online INTEGER NOT NULL DEFAULT 1 CHECK (show_name_online IN (0, 1))
);

-- The hours a resource can be booked, per ISO weekday (1 Monday to 7 Sunday), in minutes from local midnight; a
-- weekday without a row is closed.
CREATE TABLE resource_opening_hours (
  resource_id INTEGER NOT NULL REFERENCES resources(id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens INTEGER NOT NULL CHECK (opens >= 0),
  closes INTEGER NOT NULL CHECK (closes > opens AND closes <= 1440),
  PRIMARY KEY (resource_id, weekday)
);

-- How far ahead a type may be booked (NULL: no limit), its cancellation rule as the club words it, and, for
-- another resource type offered with a court (the tennis court's ball machine), the type it belongs to: such an
-- option is never listed on its own.
ALTER TABLE booking_types ADD COLUMN anticipation_minutes INTEGER CHECK (anticipation_minutes > 0);
ALTER TABLE booking_types ADD COLUMN cancel_text TEXT NOT NULL DEFAULT '';
ALTER TABLE booking_types ADD COLUMN option_of_type_id INTEGER REFERENCES booking_types(id);

CREATE TABLE booking_type_resources (
  booking_type_id INTEGER NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  resource_id INTEGER NOT NULL REFERENCES resources(id) ON DELETE CASCADE,
  PRIMARY KEY (booking_type_id, resource_id)
);
CREATE INDEX booking_type_resources_resource ON booking_type_resources(resource_id);

-- The durations a type offers, in minutes.
CREATE TABLE booking_type_durations (
  booking_type_id INTEGER NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  duration INTEGER NOT NULL CHECK (duration > 0 AND duration <= 1440),
  PRIMARY KEY (booking_type_id, duration)
);

-- The price of a whole booking of a type and duration that starts on one of `weekdays` (ISO digits, '12345' is
-- Monday to Friday) between from_minute (included) and to_minute (excluded). A row of a price list (the members'
-- "Tarifa socios") is that list's customers' special price; a row without one is everyone's price.
CREATE TABLE booking_prices (
  id INTEGER PRIMARY KEY,
  booking_type_id INTEGER NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  price_list_id INTEGER REFERENCES price_lists(id) ON DELETE CASCADE,
  duration INTEGER NOT NULL,
  weekdays TEXT NOT NULL,
  from_minute INTEGER NOT NULL CHECK (from_minute >= 0),
  to_minute INTEGER NOT NULL CHECK (to_minute > from_minute AND to_minute <= 1440),
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents <= gross_cents)
);
CREATE INDEX booking_prices_type ON booking_prices(booking_type_id, duration);

-- A customer's level in a sport as a level provider rates it (0 to 7, two decimals).
CREATE TABLE customer_levels (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  sport TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('Taykus', 'WorldPadelRating')),
  level REAL NOT NULL CHECK (level >= 0 AND level <= 7),
  updated TEXT NOT NULL,
  PRIMARY KEY (customer_id, sport, provider)
);

-- The club's payment modes for bookings (GET /api/shop/payment-mode-allowed); the demo area sets the demo's.
ALTER TABLE club ADD COLUMN pending_payment_allowed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE club ADD COLUMN shared_payment_allowed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE club ADD COLUMN shared_payment_with_retention INTEGER NOT NULL DEFAULT 0;
ALTER TABLE club ADD COLUMN full_payment_allowed_with_special_prices INTEGER NOT NULL DEFAULT 1;

-- A booking: its owner, type, first block's start and duration, and how it is paid. An unpaid booking holds its
-- slot until expires_at; after it the booking counts as expired and its slot is free again. A paid or free booking
-- is Confirmed and never expires.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  booking_type_id INTEGER NOT NULL REFERENCES booking_types(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  day TEXT NOT NULL,
  start_minute INTEGER NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
  duration INTEGER NOT NULL CHECK (duration > 0),
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Confirmed', 'Cancelled')),
  -- shared-contracts PaymentType: 1 Full, 2 Shared, 3 ByPlace.
  payment_type INTEGER NOT NULL CHECK (payment_type IN (1, 2, 3)),
  -- A match created by its owner, joined place by place.
  by_place INTEGER NOT NULL DEFAULT 0 CHECK (by_place IN (0, 1)),
  gender TEXT NOT NULL DEFAULT 'Open' CHECK (gender IN ('Male', 'Female', 'Mixed', 'Open')),
  -- True for a competitive match (levels change after it).
  modify_level INTEGER NOT NULL DEFAULT 0 CHECK (modify_level IN (0, 1)),
  min_level REAL NOT NULL DEFAULT 0,
  max_level REAL NOT NULL DEFAULT 7,
  -- The owner's price of the whole booking and the price without special prices.
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  net_price_cents INTEGER NOT NULL CHECK (net_price_cents >= 0),
  generic_price_cents INTEGER NOT NULL CHECK (generic_price_cents >= 0),
  origin TEXT NOT NULL DEFAULT 'Web',
  created TEXT NOT NULL,
  expires_at TEXT,
  cancelled TEXT
);
CREATE INDEX bookings_customer ON bookings(customer_id, day);

-- The resources a booking takes: the court, and an option such as the ball machine.
CREATE TABLE booking_blocks (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  resource_id INTEGER NOT NULL REFERENCES resources(id),
  day TEXT NOT NULL,
  start_minute INTEGER NOT NULL,
  duration INTEGER NOT NULL CHECK (duration > 0),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0)
);
CREATE INDEX booking_blocks_booking ON booking_blocks(booking_id);

-- The schema's guard against double booking: a block writes one row per time unit it covers, so two bookings of a
-- resource can never share a unit (the primary key refuses the second). A hold's rows carry its end: once past,
-- they count as free and the next booking of that slot deletes them in its own transaction.
CREATE TABLE booking_slot_units (
  resource_id INTEGER NOT NULL REFERENCES resources(id),
  day TEXT NOT NULL,
  unit_start INTEGER NOT NULL,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  expires_at TEXT,
  PRIMARY KEY (resource_id, day, unit_start)
) WITHOUT ROWID;
CREATE INDEX booking_slot_units_booking ON booking_slot_units(booking_id);

-- The players of a booking: a customer, or a free place (customer_id NULL), and the team.
CREATE TABLE booking_players (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id),
  -- shared-contracts Team: -1 not set, 0 team 1, 1 team 2.
  team INTEGER NOT NULL DEFAULT -1 CHECK (team IN (-1, 0, 1))
);
CREATE INDEX booking_players_booking ON booking_players(booking_id, position);

-- What a booking is paid with: one sale for the owner (full payment, a match place) or one per place (shared
-- payment). A free place's share has no customer yet.
CREATE TABLE booking_sales (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id),
  number TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  payment_type INTEGER NOT NULL CHECK (payment_type IN (1, 2, 3)),
  with_retention INTEGER NOT NULL DEFAULT 0 CHECK (with_retention IN (0, 1)),
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents <= gross_cents),
  paid_cents INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  -- How a paid sale was paid, as the club names it.
  payment_method TEXT,
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Paid', 'Cancelled')),
  created TEXT NOT NULL
);
CREATE INDEX booking_sales_booking ON booking_sales(booking_id);
