// Writing an order (sales and sale_items, listed in shop/customer-orders): a checkout's, and a guarantee's capture,
// each in the caller's transaction.
import type { DatabaseSync } from 'node:sqlite';
import type { SaleKind } from '@club/shared-contracts/entities';
import { getRow, insertRow } from '../db/database.ts';

/** A line of an order as it was sold. */
export interface OrderLine {
  category: SaleKind;
  /** The shop product of an Article; null otherwise. */
  productId: number | null;
  name: string;
  logo: string;
  /** Unit price as paid, taxes included. */
  priceCents: number;
  units: number;
}

/** An order to write. */
export interface NewOrder {
  customerId: number;
  /** The payment method as the club names it. */
  paymentMethod: string;
  lines: readonly OrderLine[];
  shippingCents: number;
  discountCents: number;
  /** What is still owed (paid at the club). */
  pendingCents: number;
  created: string;
}

/** The order number a customer sees ("PED-000123"), as the demo orders are numbered. */
const orderNumber = (saleId: number): string => `PED-${String(saleId).padStart(6, '0')}`;

/** Writes an order with its lines, inside the caller's transaction; answers its id and number. */
export function writeOrderRecord(db: DatabaseSync, order: NewOrder): { saleId: number; number: string } {
  const saleId =
    getRow<{ next: number }>(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS next FROM sales')?.next ?? 1;
  const number = orderNumber(saleId);
  insertRow(
    db,
    `INSERT INTO sales (id, customer_id, number, created, online, payment_method, shipping_cents, discount_cents,
       pending_cents)
     VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    saleId,
    order.customerId,
    number,
    order.created,
    order.paymentMethod,
    order.shippingCents,
    order.discountCents,
    order.pendingCents,
  );
  const addItem = db.prepare(
    `INSERT INTO sale_items (sale_id, position, category, product_id, name, logo, price_cents, units)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  order.lines.forEach((line, position) =>
    addItem.run(
      saleId,
      position,
      line.category,
      line.productId,
      line.name,
      line.logo,
      line.priceCents,
      line.units,
    ),
  );
  return { saleId, number };
}
