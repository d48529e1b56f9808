// What a cancelled booking or a place left gives back, and until when it may be cancelled (document 2, 2.7; document
// 3, 3: refund info). Both run inside the caller's transaction.
import type { DatabaseSync } from 'node:sqlite';
import type { RefundInfo } from '@club/shared-contracts/booking-entities';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { providerOfType } from '../checkout/checkout-catalog.ts';
import { queueRefund } from '../checkout/payment-refunds.ts';
import { allRows, getRow, insertRow, runSql } from '../db/database.ts';

/** Why a confirmed booking may not be cancelled now, or null when it may. */
export type CancelRefusal = 'started' | { windowMinutes: number } | null;

/**
 * Whether a confirmed booking (or place) may be cancelled at `now`: not once it has started, nor inside its type's
 * cancellation window (`cancelMinutes` before the start; null: no window). An unpaid hold may always be let go, so
 * callers ask only for confirmed ones.
 */
export function cancelRefusal(start: Date, cancelMinutes: number | null, now: Date): CancelRefusal {
  if (start.getTime() <= now.getTime()) return 'started';
  if (cancelMinutes !== null && start.getTime() - cancelMinutes * 60_000 < now.getTime()) {
    return { windowMinutes: cancelMinutes };
  }
  return null;
}

/** The cancellation window of a booking's type in minutes (null: until it starts). */
export function cancelMinutesOf(db: DatabaseSync, bookingId: number): number | null {
  return (
    getRow<{ cancel_minutes: number | null }>(
      db,
      `SELECT t.cancel_minutes FROM bookings b JOIN booking_types t ON t.id = b.booking_type_id WHERE b.id = ?`,
      bookingId,
    )?.cancel_minutes ?? null
  );
}

/**
 * Gives back what the booking's sales that are not cancelled yet paid (one customer's when `customerId` is given),
 * by the method that paid it, never a coupon's discount (paid_cents is the price less its part of the coupon): a
 * voucher payment goes back on the voucher, with its movement; a card payment made online goes back to the card
 * through its provider (a refund Due, payment-refunds.ts); each is answered as a refund to its payment method.
 * Answers the refund entries, or undefined when nothing had been paid.
 */
export function refundPaidSales(
  db: DatabaseSync,
  bookingId: number,
  customerId: number | null,
  nowIso: string,
): RefundInfo[] | undefined {
  const paid = allRows<{
    payment_method: string | null;
    paid_cents: number;
    customer_voucher_id: number | null;
    voucher_amount: number | null;
    paid_checkout_id: number | null;
  }>(
    db,
    `SELECT payment_method, paid_cents, customer_voucher_id, voucher_amount, paid_checkout_id FROM booking_sales
     WHERE booking_id = ? AND (? IS NULL OR customer_id = ?) AND status <> 'Cancelled' AND paid_cents > 0 ORDER BY id`,
    bookingId,
    customerId,
    customerId,
  );
  if (paid.length === 0) return undefined;
  return paid.map((sale) => {
    if (sale.customer_voucher_id !== null) {
      // What the voucher paid, in its own unit (a session, hours); money before voucher kinds existed.
      creditVoucher(db, sale.customer_voucher_id, sale.voucher_amount ?? sale.paid_cents, nowIso);
    }
    if (sale.paid_checkout_id !== null) refundCard(db, sale.paid_checkout_id, sale.paid_cents, nowIso);
    return { paymentMethod: sale.payment_method ?? '', amount: centsToDecimal(sale.paid_cents) };
  });
}

/** Gives a card what it paid for a sale through the checkout that charged it (its provider's charge). */
function refundCard(db: DatabaseSync, checkoutId: number, cents: number, nowIso: string): void {
  const paid = getRow<{ type: number; payment_ref: string | null; sale_id: number | null }>(
    db,
    `SELECT m.type, c.payment_ref, c.sale_id
     FROM checkouts c JOIN payment_methods m ON m.id = c.payment_method_id WHERE c.id = ?`,
    checkoutId,
  );
  const provider = paid ? providerOfType(paid.type) : null;
  if (!paid || !provider || paid.payment_ref === null) return;
  queueRefund(
    db,
    {
      saleId: paid.sale_id,
      paid: { checkoutId },
      provider,
      paymentRef: paid.payment_ref,
      amountCents: cents,
      reason: 'Cancelled',
    },
    new Date(nowIso),
  );
}

/** Puts money back on a customer's voucher, with the movement that shows it. */
function creditVoucher(db: DatabaseSync, voucherId: number, cents: number, nowIso: string): void {
  const voucher = getRow<{ balance_cents: number }>(
    db,
    'SELECT balance_cents FROM customer_vouchers WHERE id = ?',
    voucherId,
  );
  if (!voucher) return;
  const current = voucher.balance_cents + cents;
  insertRow(
    db,
    `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
     VALUES (?, ?, ?, ?, ?)`,
    voucherId,
    cents,
    voucher.balance_cents,
    current,
    nowIso,
  );
  runSql(db, 'UPDATE customer_vouchers SET balance_cents = ? WHERE id = ?', current, voucherId);
}
