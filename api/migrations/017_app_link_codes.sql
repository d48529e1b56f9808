-- The club's mobile app links an account through a link code the API issues (the app keeps the secret the code was
-- asked with, as OAuth's PKCE does), instead of a token the app chose itself: whoever chose a token a customer then
-- linked could sign in as that customer. The codes live 5 minutes and are used once; redeemed, a code gives the app a
-- token the API made, which /auto-login takes.

CREATE TABLE app_link_codes (
  id INTEGER PRIMARY KEY,
  -- Only SHA-256 hashes of the code and of the confirmation the page hands to the app are stored.
  code_hash TEXT NOT NULL UNIQUE,
  -- base64url(SHA-256(the app's verifier)), PKCE's S256 challenge.
  code_challenge TEXT NOT NULL,
  app_name TEXT NOT NULL,
  created TEXT NOT NULL,
  expires TEXT NOT NULL,
  -- Set when the customer confirms the link on /link-account.
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  confirmation_hash TEXT,
  -- When the app redeemed the code (or tried to): a code is used once.
  used TEXT
);
CREATE INDEX app_link_codes_expires ON app_link_codes(expires);

-- The links made so far carry tokens the apps chose: none of them may sign anyone in any more.
DELETE FROM app_links;

-- The origins of the club's apps and pages that may frame the site's pages and hear its messages (AppOrigins in the
-- settings), such as `https://app.myclub.example`.
CREATE TABLE club_app_origins (
  club_id INTEGER NOT NULL REFERENCES club(id),
  origin TEXT NOT NULL,
  PRIMARY KEY (club_id, origin)
);
