-- Memberships and voucher offers are sold in the shop: each may name the product that sells it, so the home page's
-- sections can send the customer to the shop's list of that product's type.
ALTER TABLE memberships ADD COLUMN product_id INTEGER REFERENCES products(id);
ALTER TABLE voucher_offers ADD COLUMN product_id INTEGER REFERENCES products(id);
