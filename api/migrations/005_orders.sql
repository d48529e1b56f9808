-- Step 3: the customer's orders (document 1, 2.10 and 2.11). A sale is what a customer bought in one go, online or
-- at the club's front desk; its items keep the name, logo and price they were sold with, so an order reads the same
-- after the shop changes a product. Money is kept in integer cents; dates are ISO-8601 UTC strings.

CREATE TABLE sales (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  -- The order number the customer sees ("Order Nº").
  number TEXT NOT NULL UNIQUE,
  created TEXT NOT NULL,
  -- 1 when bought on the website or app, 0 at the front desk.
  online INTEGER NOT NULL DEFAULT 1 CHECK (online IN (0, 1)),
  -- The payment method as the club names it.
  payment_method TEXT NOT NULL,
  shipping_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  -- A discount (coupon, promotion) taken off the items' subtotal; stored positive.
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0)
);
CREATE INDEX sales_customer ON sales(customer_id, created);

CREATE TABLE sale_items (
  id INTEGER PRIMARY KEY,
  sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  -- The kind of sale (shared-contracts SaleKind): only an Article is a product of the shop.
  category TEXT NOT NULL CHECK (category IN ('Service', 'Article', 'PeriodicSale', 'VoucherCampaign')),
  product_id INTEGER REFERENCES products(id),
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  -- Unit price as paid, taxes included.
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  units INTEGER NOT NULL CHECK (units >= 1),
  CHECK ((category = 'Article') = (product_id IS NOT NULL))
);
CREATE INDEX sale_items_sale ON sale_items(sale_id, position);
