-- Levels and trainings (document 2, 2.8 and 2.9): each customer's level history per sport and provider, the
-- customer's links to the level providers, and the club's team trainings with who attends and their media.

-- A change of a customer's level in a sport as a provider rated it. customer_levels keeps the current level (the
-- newest change's new_level); this keeps how it got there. changed is an ISO instant; parent_booking_id is the match
-- the change came from, if any.
CREATE TABLE level_changes (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  sport TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('Taykus', 'WorldPadelRating')),
  changed TEXT NOT NULL,
  comments TEXT NOT NULL DEFAULT '',
  parent_booking_id INTEGER REFERENCES bookings(id) ON DELETE SET NULL,
  modification REAL NOT NULL,
  new_level REAL NOT NULL CHECK (new_level >= 0 AND new_level <= 7)
);
CREATE INDEX level_changes_customer ON level_changes(customer_id, sport, provider, changed);

-- Which provider account a customer linked (the provider's user_id), one per provider.
CREATE TABLE level_provider_links (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('Taykus', 'WorldPadelRating')),
  provider_user_id TEXT NOT NULL,
  linked TEXT NOT NULL,
  PRIMARY KEY (customer_id, provider)
);

-- A training of one of the club's teams: club-local day (yyyy-MM-dd) and start minute, as bookings store them.
CREATE TABLE trainings (
  id INTEGER PRIMARY KEY,
  team_name TEXT NOT NULL,
  day TEXT NOT NULL,
  start_minute INTEGER NOT NULL CHECK (start_minute >= 0 AND start_minute < 1440),
  duration INTEGER NOT NULL CHECK (duration > 0),
  description TEXT NOT NULL DEFAULT '',
  public_comments TEXT NOT NULL DEFAULT ''
);
CREATE INDEX trainings_day ON trainings(day, start_minute);

-- Who attends a training; presented is whether the club recorded the customer as present.
CREATE TABLE training_attendees (
  training_id INTEGER NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  presented INTEGER NOT NULL DEFAULT 0 CHECK (presented IN (0, 1)),
  PRIMARY KEY (training_id, customer_id)
);
CREATE INDEX training_attendees_customer ON training_attendees(customer_id);

-- A training's gallery images (with their size), videos and files, each kind in its own order.
CREATE TABLE training_media (
  id INTEGER PRIMARY KEY,
  training_id INTEGER NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'video', 'file')),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  width INTEGER,
  height INTEGER
);
CREATE INDEX training_media_training ON training_media(training_id, kind, position);
