-- Step 3: the account page (document 1, 2.13): the club's custom fields and each customer's answers, the cards a
-- customer saved while paying, and account deletion. Dates are ISO-8601 UTC strings.

-- A deleted account keeps its row, so the club's sales, bookings and vouchers still add up; its personal data is
-- erased, its e-mail freed and its sessions ended at that moment, so nobody can log in to it again.
ALTER TABLE customers ADD COLUMN deleted TEXT;

-- The extra questions a club asks its customers, shown on the account page by type.
CREATE TABLE custom_fields (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  field_type TEXT NOT NULL CHECK (field_type IN ('text', 'bool', 'picklist')),
  -- The options of a picklist, comma separated as the club typed them (the page trims each one).
  pick_list_values TEXT NOT NULL DEFAULT ''
);

CREATE TABLE customer_custom_values (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  custom_field_id INTEGER NOT NULL REFERENCES custom_fields(id) ON DELETE CASCADE,
  -- Text as typed, "true" or "false" for a bool, one of the options for a picklist.
  value TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (customer_id, custom_field_id)
);

-- A card saved with a payment provider: only its last digits are kept here, never the card number.
CREATE TABLE card_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  last_digits TEXT NOT NULL CHECK (length(last_digits) BETWEEN 1 AND 4),
  created TEXT NOT NULL
);
CREATE INDEX card_tokens_customer ON card_tokens(customer_id);
