-- Step 2: the shop's catalogue, as far as the cart needs it (the stock check). The shop step extends these tables
-- (popular and trending products, orders); columns are named for that catalogue already.
-- Money is kept in integer cents; dates are ISO-8601 UTC strings.

CREATE TABLE product_types (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  product_type_id INTEGER REFERENCES product_types(id),
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  -- HTML shown on the product page.
  detail TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  gross_cents INTEGER NOT NULL CHECK (gross_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0 AND net_cents <= gross_cents),
  -- Units left; NULL means the club does not control this product's stock.
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  transport_required INTEGER NOT NULL DEFAULT 0,
  -- A product taken off sale stays for the orders and carts that hold it.
  on_sale INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL
);
CREATE INDEX products_type ON products(product_type_id);
CREATE INDEX products_created ON products(created);
