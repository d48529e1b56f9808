-- The origins of the club's own sites (SiteOrigins), such as `https://www.myclub.example`: with the club's app origins
-- (club_app_origins), the only pages whose scripts the API answers across origins (CORS). A page of another origin
-- still reaches the API through its site's own /api.
CREATE TABLE club_site_origins (
  club_id INTEGER NOT NULL REFERENCES club(id),
  origin TEXT NOT NULL,
  PRIMARY KEY (club_id, origin)
);
