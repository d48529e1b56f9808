-- The demo data is seeded by area, each area once, like the migrations: a database of an earlier version gains the
-- areas added since. Each applied area is recorded here by name.
CREATE TABLE demo_seeds (
  name TEXT PRIMARY KEY,
  applied TEXT NOT NULL
);
