-- Step 4: the shop's catalogue (document 1, 2.8 and 2.9; document 2, 2.10 and 2.11): the products the club features
-- as popular and trending, and the price lists that give some customers (the club's members) their own prices.
-- Money is kept in integer cents.

-- The club picks its featured products and their order; NULL leaves a product out of that list.
ALTER TABLE products ADD COLUMN popular_position INTEGER;
ALTER TABLE products ADD COLUMN trending_position INTEGER;

-- A price list replaces the shop price of the products it names for the customers assigned to it; products it does
-- not name keep their shop price.
CREATE TABLE price_lists (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE price_list_products (
  price_list_id INTEGER NOT NULL REFERENCES price_lists(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents <= gross_cents),
  PRIMARY KEY (price_list_id, product_id)
);

-- A customer has at most one price list.
CREATE TABLE customer_price_lists (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  price_list_id INTEGER NOT NULL REFERENCES price_lists(id) ON DELETE CASCADE
);
CREATE INDEX customer_price_lists_list ON customer_price_lists(price_list_id);
