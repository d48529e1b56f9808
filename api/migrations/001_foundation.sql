-- Step 1: club settings, customers and their tokens, content, catalogue, files, outbox and info requests.
-- Money is kept in integer cents; dates are ISO-8601 UTC strings.

CREATE TABLE club (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  open_hours TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  facebook TEXT NOT NULL DEFAULT '',
  twitter TEXT NOT NULL DEFAULT '',
  instagram TEXT NOT NULL DEFAULT '',
  buttons_color TEXT NOT NULL DEFAULT '#0b7a75',
  font_family TEXT NOT NULL DEFAULT 'system-ui, sans-serif',
  footer_color TEXT NOT NULL DEFAULT '#222222',
  currency_symbol TEXT NOT NULL DEFAULT '€',
  decimal_separator TEXT NOT NULL DEFAULT ',',
  time_zone TEXT NOT NULL DEFAULT 'Europe/Madrid',
  culture TEXT NOT NULL DEFAULT 'es-ES',
  format_culture TEXT NOT NULL DEFAULT 'es-ES',
  date_format TEXT NOT NULL DEFAULT 'dd/MM/yyyy HH:mm',
  main_logo TEXT NOT NULL DEFAULT '',
  url_logo TEXT NOT NULL DEFAULT '',
  uploads_path TEXT NOT NULL DEFAULT '/uploads/',
  header_image TEXT NOT NULL DEFAULT '',
  register_on INTEGER NOT NULL DEFAULT 1,
  has_shop INTEGER NOT NULL DEFAULT 1,
  price_with_taxes INTEGER NOT NULL DEFAULT 1,
  coords TEXT NOT NULL DEFAULT '',
  general_conditions TEXT NOT NULL DEFAULT '',
  waiver TEXT NOT NULL DEFAULT '',
  privacy_policy_full TEXT NOT NULL DEFAULT '',
  cookies_policy TEXT NOT NULL DEFAULT ''
);

CREATE TABLE related_clubs (
  id INTEGER PRIMARY KEY,
  club_id INTEGER NOT NULL REFERENCES club(id),
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT ''
);

-- The home page template is a fixed list of named texts; unknown keys are never sent.
CREATE TABLE home_template (
  club_id INTEGER NOT NULL REFERENCES club(id),
  key TEXT NOT NULL,
  value TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (club_id, key)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES customers(id),
  name TEXT NOT NULL,
  surname TEXT NOT NULL DEFAULT '',
  -- Children acting through their parent have no e-mail of their own.
  email TEXT COLLATE NOCASE UNIQUE,
  email2 TEXT NOT NULL DEFAULT '',
  email3 TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  phone2 TEXT NOT NULL DEFAULT '',
  phone3 TEXT NOT NULL DEFAULT '',
  gender INTEGER,
  birth_date TEXT,
  address_line1 TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  town TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('Active', 'Temporary')),
  -- NULL for imported accounts that never chose a password.
  password_hash TEXT,
  ok_rss INTEGER NOT NULL DEFAULT 0,
  accept_conditions INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX customers_parent ON customers(parent_id);

-- Session, activation and reset tokens; only a SHA-256 of each token is stored.
CREATE TABLE customer_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('session', 'activation', 'reset')),
  token_hash TEXT NOT NULL UNIQUE,
  -- For a session made by impersonation: the parent who made it (so the child may switch back).
  impersonated_by INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
);
CREATE INDEX customer_tokens_customer ON customer_tokens(customer_id, kind);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  surname TEXT NOT NULL DEFAULT ''
);

CREATE TABLE text_blocks (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  small_text TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  user_id INTEGER REFERENCES users(id),
  read_count INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX text_blocks_type_created ON text_blocks(type, created);

CREATE TABLE booking_types (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  extended_description TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL DEFAULT '',
  sport TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  by_place INTEGER NOT NULL DEFAULT 0,
  booking_by_place INTEGER NOT NULL DEFAULT 0,
  allow_create_book_by_place INTEGER NOT NULL DEFAULT 0,
  max_participants INTEGER NOT NULL DEFAULT 4,
  concept TEXT NOT NULL CHECK (concept IN ('Booking', 'School', 'Match', 'Event')),
  gross_cents INTEGER NOT NULL DEFAULT 0,
  net_cents INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE memberships (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  gross_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  public INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE voucher_offers (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  gross_cents INTEGER NOT NULL,
  net_cents INTEGER NOT NULL,
  -- Credit loaded onto the customer's voucher when bought.
  credit_cents INTEGER NOT NULL,
  on_sale INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE customer_vouchers (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  offer_id INTEGER NOT NULL REFERENCES voucher_offers(id),
  balance_cents INTEGER NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX customer_vouchers_customer ON customer_vouchers(customer_id);

CREATE TABLE voucher_movements (
  id INTEGER PRIMARY KEY,
  customer_voucher_id INTEGER NOT NULL REFERENCES customer_vouchers(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  previous_cents INTEGER NOT NULL,
  current_cents INTEGER NOT NULL,
  created TEXT NOT NULL
);

CREATE TABLE file_uploads (
  id INTEGER PRIMARY KEY,
  parent_name TEXT NOT NULL,
  parent_id INTEGER NOT NULL,
  category TEXT NOT NULL,
  file_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX file_uploads_parent ON file_uploads(parent_name, parent_id, category, position);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX outbox_customer ON outbox(customer_id, created);

CREATE TABLE info_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  question TEXT NOT NULL,
  origin TEXT NOT NULL DEFAULT 'Web',
  created TEXT NOT NULL
);
