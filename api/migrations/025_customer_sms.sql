-- Step 11: the SMS the club sent a customer, shown with the outbox's e-mails as the customer's communications
-- (document 3, 2 Customer communications). There is no SMS gateway in the demo: this table is the record of what was
-- sent.
CREATE TABLE customer_sms (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  phone TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX customer_sms_customer ON customer_sms(customer_id, created);
