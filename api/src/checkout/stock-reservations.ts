// The products a card checkout will sell, kept for it while its card step runs (document 3, 7: the stock check).
// A card payment may be reported minutes after the customer left the checkout; taking the units only then would let
// two customers pay for the last one. So starting a card step reserves its units until the end of the cart's holds,
// everyone else's stock check counts only what is not reserved, and the payment takes its units from its reservation.
// A reservation that ran out keeps nothing: a late payment then finds the units still there, or is refunded.
import type { DatabaseSync } from 'node:sqlite';
import { getRow, runSql } from '../db/database.ts';
import type { ProductLine } from './cart.ts';

/** Units per product of a checkout's lines. */
function unitsByProduct(products: readonly ProductLine[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of products) units.set(line.productId, (units.get(line.productId) ?? 0) + line.units);
  return units;
}

/** Reserves a card checkout's products until `expires`, inside the caller's transaction. */
export function reserveStock(
  db: DatabaseSync,
  checkoutId: number,
  products: readonly ProductLine[],
  expires: Date,
): void {
  for (const [productId, units] of unitsByProduct(products)) {
    runSql(
      db,
      `INSERT INTO stock_reservations (checkout_id, product_id, units, expires) VALUES (?, ?, ?, ?)
       ON CONFLICT (checkout_id, product_id) DO UPDATE SET units = excluded.units, expires = excluded.expires`,
      checkoutId,
      productId,
      units,
      expires.toISOString(),
    );
  }
}

/** Lets a checkout's reservations go (it failed, was given up, or took its units). */
export function releaseStock(db: DatabaseSync, checkoutId: number): void {
  runSql(db, 'DELETE FROM stock_reservations WHERE checkout_id = ?', checkoutId);
}

/** What of a product the others' running reservations keep, at `nowIso`. */
export const RESERVED_SQL = `COALESCE((SELECT SUM(r.units) FROM stock_reservations r
  WHERE r.product_id = products.id AND r.expires > ? AND r.checkout_id <> ?), 0)`;

/**
 * The first product a paid checkout can no longer have: its units exceed the stock less what other checkouts
 * still reserve (its own reservation, running or run out, counts for it). Undefined when every product is there.
 */
export function productGone(
  db: DatabaseSync,
  checkoutId: number,
  products: readonly ProductLine[],
  nowIso: string,
): number | undefined {
  for (const [productId, units] of unitsByProduct(products)) {
    const left = getRow<{ free: number | null }>(
      db,
      `SELECT stock - ${RESERVED_SQL} AS free FROM products WHERE id = ?`,
      nowIso,
      checkoutId,
      productId,
    );
    if (left && left.free !== null && left.free < units) return productId;
  }
  return undefined;
}

/** Takes a paid checkout's units off the stock and lets its reservations go, inside the caller's transaction. */
export function takeStock(db: DatabaseSync, checkoutId: number, products: readonly ProductLine[]): void {
  for (const [productId, units] of unitsByProduct(products)) {
    runSql(
      db,
      'UPDATE products SET stock = MAX(stock - ?, 0) WHERE id = ? AND stock IS NOT NULL',
      units,
      productId,
    );
  }
  releaseStock(db, checkoutId);
}
