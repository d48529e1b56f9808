-- The registration token (document 3, 4 Activity sign-up and 9): POST /api/publiccustomers/register answers one, of
-- kind 'registration', living the 5 minutes of the temporary customer marker. With it the customer just registered
-- (Temporary until the activation link is opened) may make the few calls a sign-up after registering needs
-- (tokens/auth.ts, requireCustomerOrRegistration); it is no session.

-- customer_tokens: nothing refers to it, so it is made again with the wider CHECK, its rows and index kept.
CREATE TABLE customer_tokens_new (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('session', 'activation', 'reset', 'registration')),
  token_hash TEXT NOT NULL UNIQUE,
  -- For a session made by impersonation: the parent who made it (so the child may switch back).
  impersonated_by INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
);
INSERT INTO customer_tokens_new SELECT id, customer_id, kind, token_hash, impersonated_by, created, expires
  FROM customer_tokens;
DROP TABLE customer_tokens;
ALTER TABLE customer_tokens_new RENAME TO customer_tokens;
CREATE INDEX customer_tokens_customer ON customer_tokens(customer_id, kind);
