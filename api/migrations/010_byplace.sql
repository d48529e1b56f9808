-- Step 7: joining by place (document 2, 2.2, 2.5 and 2.6) and match results (document 1, 2.20): the visual maps of
-- by-place bookings (a background image and each place's shape), which place a player took, a place's hold, the
-- number of sets of a match and its results.

-- A visual map: the uploads file of its background and its TemplateMapConfig (size and each place's shape) as JSON.
CREATE TABLE booking_templates (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  map_config TEXT NOT NULL
);

-- A place of a map; config is its PlaceConfig as JSON (row, col, label, section, rotation).
CREATE TABLE booking_template_places (
  id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL REFERENCES booking_templates(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  place TEXT NOT NULL,
  config TEXT NOT NULL
);
CREATE INDEX booking_template_places_template ON booking_template_places(template_id, position);

-- Whether the customers of a type see each other's phone and e-mail on the place map.
ALTER TABLE booking_types ADD COLUMN allow_see_participants INTEGER NOT NULL DEFAULT 0
  CHECK (allow_see_participants IN (0, 1));

-- A by-place booking's map (NULL: joined without one), what the club says of it, and a match's sets (3 or 5).
ALTER TABLE bookings ADD COLUMN booking_template_id INTEGER REFERENCES booking_templates(id);
ALTER TABLE bookings ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN n_sets INTEGER NOT NULL DEFAULT 3 CHECK (n_sets IN (1, 3, 5));

-- A place of a booking is a row of booking_players (one per place, position 0 to maxParticipants - 1); joining
-- claims a free row. A place taken by an unpaid join holds it until expires_at; after it the row counts as free and
-- the next join clears it in its own transaction. place_id is the map's place the player chose.
ALTER TABLE booking_players ADD COLUMN place_id INTEGER REFERENCES booking_template_places(id);
ALTER TABLE booking_players ADD COLUMN expires_at TEXT;
ALTER TABLE booking_players ADD COLUMN sale_id INTEGER REFERENCES booking_sales(id);
ALTER TABLE booking_players ADD COLUMN origin TEXT;

-- The schema's guards against two joins taking one place: a position, a map place and a customer appear at most
-- once per booking.
CREATE UNIQUE INDEX booking_players_position ON booking_players(booking_id, position);
CREATE UNIQUE INDEX booking_players_map_place ON booking_players(booking_id, place_id) WHERE place_id IS NOT NULL;
CREATE UNIQUE INDEX booking_players_customer ON booking_players(booking_id, customer_id)
  WHERE customer_id IS NOT NULL;

-- A match's result: the games of each team per set, as JSON lists of integers; saved once, by a player.
CREATE TABLE booking_results (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  team1 TEXT NOT NULL,
  team2 TEXT NOT NULL,
  saved_by INTEGER NOT NULL REFERENCES customers(id),
  saved TEXT NOT NULL
);
