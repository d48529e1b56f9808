-- The club's board banners (document 2, 2.10 and 7): GET /api/banners/open-list answers them in the club's order
-- (position, then id); the home page shows at most 4. The image is a file name under the uploads, the url where the
-- banner leads (a page of the site or another address).
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  club_id INTEGER NOT NULL REFERENCES club(id),
  position INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  text TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT ''
);
CREATE INDEX banners_club ON banners(club_id, position);
