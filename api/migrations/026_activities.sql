-- Step 11: activities and their sign-ups, and the dynamic forms a club defines on a record (document 3, 2 Activity
-- detail, 3 Activity, Activity category, Dynamic form field, 4 Activity sign-up, 5 Dynamic form, Activities). Money in
-- integer cents; an activity's start and end are club-local (YYYY-MM-DDTHH:mm:ss, as the page shows them), other
-- dates ISO-8601 UTC.

-- An activity of the club: a tournament, a clinic, a social event. price_cents 0 is free; a paid sign-up owes a sale.
CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT CHECK (end_at IS NULL OR end_at >= start_at),
  -- A file name relative to Settings.Uploads: a 770 by 430 picture.
  poster TEXT NOT NULL,
  -- HTML, shown sanitized.
  description TEXT NOT NULL,
  online_sign_up INTEGER NOT NULL CHECK (online_sign_up IN (0, 1)),
  -- A sign-up names a partner customer (a pair's tournament).
  partner_inscription INTEGER NOT NULL CHECK (partner_inscription IN (0, 1)),
  price_cents INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  -- NULL: no limit.
  max_places INTEGER CHECK (max_places IS NULL OR max_places > 0),
  created TEXT NOT NULL
);
CREATE INDEX activities_start ON activities(start_at);

-- The categories a sign-up chooses one of (when an activity has any).
CREATE TABLE activity_categories (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (activity_id, name)
);

-- A customer signed up to an activity: once per activity.
CREATE TABLE activity_inscriptions (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  partner_customer_id INTEGER REFERENCES customers(id),
  category_id INTEGER REFERENCES activity_categories(id),
  created TEXT NOT NULL,
  UNIQUE (activity_id, customer_id),
  CHECK (partner_customer_id IS NULL OR partner_customer_id <> customer_id)
);

-- The sale a paid sign-up owes, payable through the checkout like a booking sale or a fee. The cart names the sales
-- it pays by id alone (document 3, 7: saleIds), so activity sale ids start at 2 000 000 001 and meet neither a
-- booking sale's nor a fee's (checkout/cart.ts tells them apart).
CREATE TABLE activity_sales (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  inscription_id INTEGER NOT NULL UNIQUE REFERENCES activity_inscriptions(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  -- What the sale is for, as the customer reads it (the activity's name).
  concept TEXT NOT NULL,
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents <= gross_cents),
  paid_cents INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0 AND paid_cents <= gross_cents),
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Paid')),
  -- How a paid sale was paid, as the club names it, and the card checkout that paid it.
  payment_method TEXT,
  paid_checkout_id INTEGER REFERENCES checkouts(id),
  created TEXT NOT NULL
);
CREATE INDEX activity_sales_customer ON activity_sales(customer_id, status);
INSERT INTO sqlite_sequence (name, seq) VALUES ('activity_sales', 2000000000);

-- The fields of a club's dynamic form on a record: an activity's sign-up (parent_name 'Activity', its id) or the
-- registration (parent_name 'Customer', parent_id 0). column_def is the input type; what col1 and col2 hold for each
-- type is written at the top of api/src/forms/form-repository.ts.
CREATE TABLE dynamic_form_fields (
  id INTEGER PRIMARY KEY,
  parent_name TEXT NOT NULL CHECK (parent_name IN ('Activity', 'Customer')),
  parent_id INTEGER NOT NULL CHECK (parent_id >= 0),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  label TEXT NOT NULL,
  default_value TEXT NOT NULL DEFAULT '',
  required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
  col1 TEXT NOT NULL DEFAULT '',
  col2 TEXT NOT NULL DEFAULT '',
  column_def TEXT NOT NULL CHECK (column_def IN ('label', 'href', 'text', 'date', 'checkbox', 'image', 'picklist',
    'lookup', 'textarea', 'password', 'email', 'currency', 'fileloader', 'imageloader', 'hidden', 'html',
    'hourpicker', 'colorpicker', 'datewithouttime')),
  UNIQUE (parent_name, parent_id, name)
);
CREATE INDEX dynamic_form_fields_parent ON dynamic_form_fields(parent_name, parent_id, position);

-- The answers of a saved form: a customer's, for a sign-up (inscription_id) or for the customer record itself.
CREATE TABLE dynamic_form_answers (
  id INTEGER PRIMARY KEY,
  field_id INTEGER NOT NULL REFERENCES dynamic_form_fields(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  inscription_id INTEGER REFERENCES activity_inscriptions(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX dynamic_form_answers_customer ON dynamic_form_answers(customer_id, field_id);

-- The files sent with a form's file and image loaders. The file is stored under its random id alone, in the app's
-- form files folder; the name it had on the customer's computer is kept as data only, never as a path.
CREATE TABLE dynamic_form_files (
  id TEXT PRIMARY KEY CHECK (length(id) = 32),
  field_id INTEGER NOT NULL REFERENCES dynamic_form_fields(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  inscription_id INTEGER REFERENCES activity_inscriptions(id) ON DELETE CASCADE,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  created TEXT NOT NULL
);
CREATE INDEX dynamic_form_files_customer ON dynamic_form_files(customer_id);
