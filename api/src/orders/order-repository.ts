import type { DatabaseSync } from 'node:sqlite';
import type { SaleKind } from '@club/shared-contracts/entities';
import { allRows, getRow } from '../db/database.ts';

/** An item of a sale, as it was sold. */
export interface OrderItemRecord {
  /** The shop product; null for what is not an article (a booking, a membership, a voucher recharge). */
  productId: number | null;
  category: SaleKind;
  name: string;
  logo: string;
  priceCents: number;
  units: number;
  totalCents: number;
}

/** A sale of a customer with its amounts worked out: subtotal of the items, plus shipping, minus the discount. */
export interface OrderRecord {
  id: number;
  number: string;
  created: string;
  online: boolean;
  paymentMethod: string;
  items: OrderItemRecord[];
  subTotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  /** What was given back to the card (a payment returned, a booking cancelled), in cents. */
  refundedCents: number;
}

interface SaleRow {
  id: number;
  number: string;
  created: string;
  online: number;
  payment_method: string;
  shipping_cents: number;
  discount_cents: number;
  refunded_cents: number;
}

interface SaleItemRow {
  sale_id: number;
  category: SaleKind;
  product_id: number | null;
  name: string;
  logo: string;
  price_cents: number;
  units: number;
}

/** The customers' orders (paid sales). */
export interface OrderRepository {
  /** A customer's orders, newest first. */
  listOrdersOf(customerId: number): OrderRecord[];
  /** One order, only when it is the customer's: someone else's sale id finds nothing, like an unknown one. */
  findOrderOf(customerId: number, saleId: number): OrderRecord | undefined;
}

const SALE_COLUMNS = `id, number, created, online, payment_method, shipping_cents, discount_cents,
  (SELECT COALESCE(SUM(r.amount_cents), 0) FROM payment_refunds r WHERE r.sale_id = sales.id AND r.status <> 'Failed')
    AS refunded_cents`;
const ITEM_COLUMNS = 'sale_id, category, product_id, name, logo, price_cents, units';

function toOrder(sale: SaleRow, itemRows: SaleItemRow[]): OrderRecord {
  const items = itemRows.map((row) => ({
    productId: row.product_id,
    category: row.category,
    name: row.name,
    logo: row.logo,
    priceCents: row.price_cents,
    units: row.units,
    totalCents: row.price_cents * row.units,
  }));
  const subTotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  return {
    id: sale.id,
    number: sale.number,
    created: sale.created,
    online: sale.online === 1,
    paymentMethod: sale.payment_method,
    items,
    subTotalCents,
    shippingCents: sale.shipping_cents,
    discountCents: sale.discount_cents,
    totalCents: subTotalCents + sale.shipping_cents - sale.discount_cents,
    refundedCents: sale.refunded_cents,
  };
}

/** Creates the order repository. */
export function createOrderRepository(db: DatabaseSync): OrderRepository {
  return {
    listOrdersOf(customerId) {
      const sales = allRows<SaleRow>(
        db,
        `SELECT ${SALE_COLUMNS} FROM sales WHERE customer_id = ? ORDER BY created DESC, id DESC`,
        customerId,
      );
      // One query for the items of every order, grouped here, instead of one query per order.
      const items = new Map<number, SaleItemRow[]>();
      for (const row of allRows<SaleItemRow>(
        db,
        `SELECT ${ITEM_COLUMNS} FROM sale_items
         WHERE sale_id IN (SELECT id FROM sales WHERE customer_id = ?)
         ORDER BY sale_id, position, id`,
        customerId,
      )) {
        const saleItems = items.get(row.sale_id);
        if (saleItems) saleItems.push(row);
        else items.set(row.sale_id, [row]);
      }
      return sales.map((sale) => toOrder(sale, items.get(sale.id) ?? []));
    },
    findOrderOf(customerId, saleId) {
      const sale = getRow<SaleRow>(
        db,
        `SELECT ${SALE_COLUMNS} FROM sales WHERE id = ? AND customer_id = ?`,
        saleId,
        customerId,
      );
      if (!sale) return undefined;
      const items = allRows<SaleItemRow>(
        db,
        `SELECT ${ITEM_COLUMNS} FROM sale_items WHERE sale_id = ? ORDER BY position, id`,
        sale.id,
      );
      return toOrder(sale, items);
    },
  };
}
