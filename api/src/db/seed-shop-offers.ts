// The shop-offers area of the demo data: the memberships and voucher offers are sold in the shop, each as a product
// of its own type ('Abonos', 'Bonos'), so the home page's sections and the menu lead to what they offer.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, getRow, insertRow, runSql } from './database.ts';
import { DEMO_OFFER_TYPES, daysBefore, type SeedContext } from './demo-club.ts';
import { escapeHtml } from '../http/escape-html.ts';

interface OfferRow {
  id: number;
  name: string;
  description: string;
  logo: string;
  gross_cents: number;
  net_cents: number;
}

/** Adds the two product types and a product for each membership and voucher offer not yet sold in the shop. */
export function seedShopOffers(db: DatabaseSync, { now }: SeedContext): void {
  const nextPosition =
    getRow<{ next: number }>(db, 'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM product_types')?.next ??
    0;
  const offers = [
    { table: 'memberships', type: DEMO_OFFER_TYPES.memberships },
    { table: 'voucher_offers', type: DEMO_OFFER_TYPES.vouchers },
  ] as const;
  offers.forEach(({ table, type }, index) => {
    const typeId = insertRow(
      db,
      'INSERT INTO product_types (position, name) VALUES (?, ?)',
      nextPosition + index,
      type,
    );
    const rows = allRows<OfferRow>(
      db,
      `SELECT id, name, description, logo, gross_cents, net_cents FROM ${table}
       WHERE product_id IS NULL ORDER BY position, id`,
    );
    for (const row of rows) {
      const productId = insertRow(
        db,
        `INSERT INTO products (product_type_id, name, logo, detail, description, gross_cents, net_cents, stock,
           transport_required, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0, ?)`,
        typeId,
        row.name,
        row.logo,
        `<p>${escapeHtml(row.description)}</p>`,
        row.description,
        row.gross_cents,
        row.net_cents,
        daysBefore(now, 60),
      );
      runSql(db, `UPDATE ${table} SET product_id = ? WHERE id = ?`, productId, row.id);
    }
  });
}
