// The provider's id of a checkout's charge (provider_orders, migration 023): Razorpay's order, NetPay's transaction,
// Authorize.Net's transaction. A return or a callback names the provider's id; the checkout is the one stored here.
import type { DatabaseSync } from 'node:sqlite';
import { getRow, runSql } from '../db/database.ts';

/** The providers that keep their charge's id here. */
export type OrderProvider = 'netpay' | 'razorpay' | 'authorizenet';

/** Records which checkout a provider's charge id belongs to (the same id again changes nothing). */
export function rememberOrder(
  db: DatabaseSync,
  provider: OrderProvider,
  orderId: string,
  checkoutId: number,
  now: Date,
): void {
  runSql(
    db,
    `INSERT INTO provider_orders (provider, order_id, checkout_id, created) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
    provider,
    orderId,
    checkoutId,
    now.toISOString(),
  );
}

/** The checkout of a provider's charge id, or undefined for an id this club never stored. */
export function checkoutOfOrder(
  db: DatabaseSync,
  provider: OrderProvider,
  orderId: string,
): number | undefined {
  return getRow<{ checkout_id: number }>(
    db,
    'SELECT checkout_id FROM provider_orders WHERE provider = ? AND order_id = ?',
    provider,
    orderId,
  )?.checkout_id;
}
