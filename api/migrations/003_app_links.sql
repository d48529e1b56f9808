-- Step 2: the club's mobile app links its own token to a customer on /link-account (cauth with e-mail, password and
-- externalToken); /auto-login then signs in with that token alone (cauth with externalToken). A link expires when the
-- app has not used it for a while and goes with a password reset, like the customer's sessions.

CREATE TABLE app_links (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  -- Only a SHA-256 of the app's token is stored; one token links one customer (linking again moves it).
  token_hash TEXT NOT NULL UNIQUE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
);
CREATE INDEX app_links_customer ON app_links(customer_id);
