// The orders area of the demo data: the demo customers' past orders, some recharging their vouchers.
import type { DatabaseSync } from 'node:sqlite';
import type { SaleKind } from '@club/shared-contracts/entities';
import { getRow, insertRow, runSql } from './database.ts';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS, daysBefore, type SeedContext } from './demo-club.ts';

/** An item of a demo order: a product of the demo shop, or something the club sells that is not an article. */
export type DemoOrderItem =
  | { category: 'Article'; product: keyof typeof DEMO_PRODUCTS; units: number }
  | {
      category: Exclude<SaleKind, 'Article'>;
      name: string;
      logo: string;
      priceCents: number;
      units: number;
      /** Credit the item loads onto the customer's voucher (a voucher recharge). */
      rechargeCents?: number;
    };

/** A demo order, with a fixed sale id so tests and journeys can name it. */
export interface DemoOrder {
  id: number;
  number: string;
  customer: 'ana' | 'bruno';
  daysAgo: number;
  online: boolean;
  paymentMethod: string;
  shippingCents: number;
  discountCents: number;
  items: readonly DemoOrderItem[];
  /** Fixed tokens of the order's ticket and invoice (022_sale_documents.sql), for tests to name; random otherwise. */
  documents?: { ticketToken: string; invoiceToken: string };
}

/**
 * The demo orders: Ana's cover shipping and a discount, articles beside a court booking, a membership bought at the
 * front desk and a voucher recharge; Bruno's have one order with shipping and one without.
 */
export const DEMO_ORDERS = {
  anaRacket: {
    id: 101,
    number: 'PED-000101',
    customer: 'ana',
    daysAgo: 35,
    online: true,
    paymentMethod: 'Tarjeta de crédito',
    shippingCents: 495,
    discountCents: 0,
    items: [
      { category: 'Article', product: 'racket', units: 1 },
      { category: 'Article', product: 'balls', units: 2 },
    ],
    documents: {
      ticketToken: '3e9a4c1f7d2b8e6a0c5f9d1b7e3a2c48',
      invoiceToken: 'b71d0e5c9a3f6b2d8e4c1a7f0d9b3e52',
    },
  },
  anaCourt: {
    id: 102,
    number: 'PED-000102',
    customer: 'ana',
    // Paid from her wallet: the -24 € movement of her voucher, 30 days ago.
    daysAgo: 30,
    online: true,
    paymentMethod: 'Monedero 100 €',
    shippingCents: 0,
    discountCents: 0,
    items: [
      {
        category: 'Service',
        name: 'Reserva de pista de pádel',
        logo: 'bt-padel.svg',
        priceCents: 2400,
        units: 1,
      },
    ],
  },
  anaMembership: {
    id: 103,
    number: 'PED-000103',
    customer: 'ana',
    daysAgo: 20,
    online: false,
    paymentMethod: 'Tarjeta en recepción',
    shippingCents: 0,
    discountCents: 0,
    items: [
      {
        category: 'PeriodicSale',
        name: 'Socio individual',
        logo: 'membership-individual.svg',
        priceCents: 4500,
        units: 1,
      },
    ],
  },
  anaClothes: {
    id: 104,
    number: 'PED-000104',
    customer: 'ana',
    daysAgo: 9,
    online: true,
    paymentMethod: 'Tarjeta de crédito',
    shippingCents: 395,
    // A 10 % coupon on the 57,40 € of the items.
    discountCents: 574,
    items: [
      { category: 'Article', product: 'shirt', units: 1 },
      { category: 'Article', product: 'cap', units: 2 },
      { category: 'Article', product: 'overgrip', units: 1 },
    ],
  },
  anaRecharge: {
    id: 105,
    number: 'PED-000105',
    customer: 'ana',
    daysAgo: 1,
    online: true,
    paymentMethod: 'Tarjeta de crédito',
    shippingCents: 0,
    discountCents: 0,
    items: [
      {
        category: 'VoucherCampaign',
        name: 'Monedero 50 €',
        logo: 'voucher-50.svg',
        priceCents: 4750,
        units: 1,
        rechargeCents: 5000,
      },
    ],
  },
  brunoBag: {
    id: 201,
    number: 'PED-000201',
    customer: 'bruno',
    daysAgo: 25,
    online: true,
    paymentMethod: 'Tarjeta de crédito',
    shippingCents: 495,
    discountCents: 0,
    items: [{ category: 'Article', product: 'bag', units: 1 }],
  },
  brunoMatch: {
    id: 202,
    number: 'PED-000202',
    customer: 'bruno',
    daysAgo: 5,
    online: true,
    paymentMethod: 'PayPal',
    shippingCents: 0,
    discountCents: 0,
    items: [
      {
        category: 'Service',
        name: 'Partido abierto de pádel',
        logo: 'bt-match.svg',
        priceCents: 600,
        units: 1,
      },
      { category: 'Article', product: 'balls', units: 1 },
    ],
  },
} as const satisfies Record<string, DemoOrder>;

/** What an item was sold as: a demo product as the shop lists it, or the item's own name, logo and price. */
function soldAs(item: DemoOrderItem): {
  productId: number | null;
  name: string;
  logo: string;
  priceCents: number;
} {
  if (item.category !== 'Article') {
    return { productId: null, name: item.name, logo: item.logo, priceCents: item.priceCents };
  }
  const product = DEMO_PRODUCTS[item.product];
  return { productId: product.id, name: product.name, logo: product.logo, priceCents: product.grossCents };
}

/** The total of a demo order in cents: its items, plus shipping, minus the discount. */
export function demoOrderTotalCents(order: DemoOrder): number {
  const items = order.items.reduce((sum, item) => sum + soldAs(item).priceCents * item.units, 0);
  return items + order.shippingCents - order.discountCents;
}

/** Adds a movement at the end of a customer's oldest voucher and moves its balance with it. */
function rechargeVoucher(db: DatabaseSync, customerId: number, amountCents: number, created: string): void {
  const voucher = getRow<{ id: number; balance_cents: number }>(
    db,
    'SELECT id, balance_cents FROM customer_vouchers WHERE customer_id = ? ORDER BY id LIMIT 1',
    customerId,
  );
  if (!voucher) throw new Error(`customer ${customerId} holds no voucher to recharge`);
  const current = voucher.balance_cents + amountCents;
  insertRow(
    db,
    `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
     VALUES (?, ?, ?, ?, ?)`,
    voucher.id,
    amountCents,
    voucher.balance_cents,
    current,
    created,
  );
  runSql(db, 'UPDATE customer_vouchers SET balance_cents = ? WHERE id = ?', current, voucher.id);
}

/** Seeds the demo orders (after the club area's customers, products and vouchers); `now` dates them. */
export function seedDemoOrders(db: DatabaseSync, { now }: SeedContext): void {
  for (const order of Object.values(DEMO_ORDERS) as DemoOrder[]) {
    const customer = getRow<{ id: number }>(
      db,
      'SELECT id FROM customers WHERE email = ?',
      DEMO_CUSTOMERS[order.customer].email,
    );
    if (!customer) throw new Error(`demo customer ${order.customer} is not seeded`);
    const created = daysBefore(now, order.daysAgo);
    insertRow(
      db,
      `INSERT INTO sales (id, customer_id, number, created, online, payment_method, shipping_cents, discount_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      order.id,
      customer.id,
      order.number,
      created,
      order.online ? 1 : 0,
      order.paymentMethod,
      order.shippingCents,
      order.discountCents,
    );
    if (order.documents) {
      runSql(
        db,
        'UPDATE sales SET ticket_token = ?, invoice_token = ? WHERE id = ?',
        order.documents.ticketToken,
        order.documents.invoiceToken,
        order.id,
      );
    }
    order.items.forEach((item, position) => {
      const sold = soldAs(item);
      insertRow(
        db,
        `INSERT INTO sale_items (sale_id, position, category, product_id, name, logo, price_cents, units)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        order.id,
        position,
        item.category,
        sold.productId,
        sold.name,
        sold.logo,
        sold.priceCents,
        item.units,
      );
      if (item.category !== 'Article' && item.rechargeCents) {
        rechargeVoucher(db, customer.id, item.rechargeCents * item.units, created);
      }
    });
  }
}
