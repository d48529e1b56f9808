// A card payment reported after the holds of what it pays lapsed (the customer took long on the bank's page, a
// notification came late): it pays only what is still to be had. A booking whose slot nobody took since is taken back
// and confirmed; a joined place that was freed is taken back as a join would take it, while the booking still has a
// place the customer may take. A slot someone else holds now, a share paid meanwhile (by a teammate, or the
// guarantee's capture), a booking gone, a place no longer to be had, or a product sold out make the payment go back
// to the card (payment-refunds.ts); so does a place the customer left or a booking they cancelled while paying (a
// sale cancelled for any reason but a lapse). Everything here runs inside settle's transaction.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, getRow, runSql } from '../db/database.ts';
import { unitsOf } from '../bookings/time-table.ts';
import type { CheckoutSnapshot } from './checkout-store.ts';
import { feeTable } from './cart.ts';
import type { PaymentRefundReason } from '@club/shared-contracts/checkout-entities';
import { productGone } from './stock-reservations.ts';

interface BlockRow {
  resource_id: number;
  day: string;
  start_minute: number;
  duration: number;
}

const blocksOf = (db: DatabaseSync, bookingId: number): BlockRow[] =>
  allRows<BlockRow>(
    db,
    'SELECT resource_id, day, start_minute, duration FROM booking_blocks WHERE booking_id = ?',
    bookingId,
  );

/** Another booking holds a unit of this booking's blocks now (confirmed, or a hold still running). */
function slotTakenBySomeoneElse(db: DatabaseSync, bookingId: number, nowIso: string): boolean {
  return blocksOf(db, bookingId).some((block) => {
    const units = unitsOf(block.start_minute, block.duration);
    return (
      getRow(
        db,
        `SELECT 1 FROM booking_slot_units
         WHERE resource_id = ? AND day = ? AND unit_start BETWEEN ? AND ? AND booking_id <> ?
           AND (expires_at IS NULL OR expires_at > ?) LIMIT 1`,
        block.resource_id,
        block.day,
        units[0] ?? block.start_minute,
        units.at(-1) ?? block.start_minute,
        bookingId,
        nowIso,
      ) !== undefined
    );
  });
}

const saleIdsOf = (snapshot: CheckoutSnapshot): number[] => [
  ...snapshot.sales.map((sale) => sale.saleId),
  ...(snapshot.guarantee?.saleIds ?? []),
];

/** The booking was the checkout's customer's own (theirs, or a child's they act for). */
const ownBooking = (db: DatabaseSync, checkoutId: number, bookingId: number): boolean =>
  getRow(
    db,
    `SELECT 1 FROM checkouts c JOIN bookings b ON b.id = ? JOIN customers o ON o.id = b.customer_id
     WHERE c.id = ? AND (o.id = c.customer_id OR o.parent_id = c.customer_id)`,
    bookingId,
    checkoutId,
  ) !== undefined;

/**
 * Why a paid checkout can no longer have what it paid for, or null when it can: no booking cancelled (by the
 * customer themselves: CancelledWhilePaying), every sale still pending or, cancelled, freed by a lapse (one the
 * customer left: CancelledWhilePaying), none paid meanwhile (nor any fee), every lapsed booking's slot free of anyone
 * else, every product still in stock beside what other card steps reserve.
 */
export function lateRefusal(
  db: DatabaseSync,
  checkoutId: number,
  snapshot: CheckoutSnapshot,
  nowIso: string,
): PaymentRefundReason | null {
  for (const saleId of saleIdsOf(snapshot)) {
    const sale = getRow<{
      status: string;
      booking_id: number;
      cancel_reason: 'Lapsed' | 'Left' | null;
      booking_status: string;
      expires_at: string | null;
    }>(
      db,
      `SELECT s.status, s.booking_id, s.cancel_reason, b.status AS booking_status, b.expires_at
       FROM booking_sales s JOIN bookings b ON b.id = s.booking_id WHERE s.id = ?`,
      saleId,
    );
    if (!sale) return 'SlotTaken';
    if (sale.booking_status === 'Cancelled')
      return ownBooking(db, checkoutId, sale.booking_id) ? 'CancelledWhilePaying' : 'SlotTaken';
    if (sale.status === 'Paid') return 'PaidTwice';
    // A place whose hold ran out was freed, its sale cancelled: retakeLapsedPlaces says whether one is still to be
    // had. A place the customer left (or one cancelled before the reason was kept) is not taken back.
    if (sale.status === 'Cancelled' && sale.cancel_reason !== 'Lapsed') return 'CancelledWhilePaying';
    if (sale.status !== 'Pending') continue;
    const lapsed =
      sale.booking_status === 'Pending' && (sale.expires_at === null || sale.expires_at <= nowIso);
    if (lapsed && slotTakenBySomeoneElse(db, sale.booking_id, nowIso)) return 'SlotTaken';
  }
  // A fee or an activity sale paid meanwhile (in another tab, at the front desk) is not paid twice.
  for (const fee of snapshot.fees ?? []) {
    if (getRow(db, `SELECT 1 FROM ${feeTable(fee)} WHERE id = ? AND status = 'Paid'`, fee.feeId))
      return 'PaidTwice';
  }
  return productGone(db, checkoutId, snapshot.products, nowIso) === undefined ? null : 'SoldOut';
}

/**
 * Takes back, all or none, the places of the checkout whose hold lapsed and which were freed (their sales cancelled
 * as lapsed),
 * through `retake` (the by-place store's, which checks and claims as a join does); once lateRefusal found nothing else
 * amiss. False, with every place as it was, when one of them is no longer to be had.
 */
export function retakeLapsedPlaces(
  db: DatabaseSync,
  snapshot: CheckoutSnapshot,
  retake: (saleId: number) => boolean,
): boolean {
  const freed = saleIdsOf(snapshot).filter(
    (saleId) =>
      getRow(db, "SELECT 1 FROM booking_sales WHERE id = ? AND status = 'Cancelled'", saleId) !== undefined,
  );
  if (freed.length === 0) return true;
  db.exec('SAVEPOINT lapsed_places');
  const retaken = freed.every(retake);
  if (!retaken) db.exec('ROLLBACK TO lapsed_places');
  db.exec('RELEASE lapsed_places');
  return retaken;
}

/**
 * Takes back the slots of the checkout's bookings whose hold lapsed while nobody took them (lateRefusal said so):
 * the units a newer prebook cleared are written again, run-out ones of others' lapsed holds removed.
 */
export function retakeLapsedSlots(db: DatabaseSync, snapshot: CheckoutSnapshot, nowIso: string): void {
  const bookingIds = new Set(
    allRows<{ booking_id: number }>(
      db,
      `SELECT DISTINCT s.booking_id FROM booking_sales s JOIN bookings b ON b.id = s.booking_id
       WHERE s.id IN (${
         saleIdsOf(snapshot)
           .map(() => '?')
           .join(', ') || 'NULL'
       })
         AND b.status = 'Pending' AND (b.expires_at IS NULL OR b.expires_at <= ?)`,
      ...saleIdsOf(snapshot),
      nowIso,
    ).map((row) => row.booking_id),
  );
  for (const bookingId of bookingIds) {
    for (const block of blocksOf(db, bookingId)) {
      for (const unit of unitsOf(block.start_minute, block.duration)) {
        runSql(
          db,
          `DELETE FROM booking_slot_units WHERE resource_id = ? AND day = ? AND unit_start = ? AND booking_id <> ?
             AND expires_at IS NOT NULL AND expires_at <= ?`,
          block.resource_id,
          block.day,
          unit,
          bookingId,
          nowIso,
        );
        runSql(
          db,
          `INSERT INTO booking_slot_units (resource_id, day, unit_start, booking_id, expires_at) VALUES (?, ?, ?, ?, NULL)
           ON CONFLICT (resource_id, day, unit_start) DO NOTHING`,
          block.resource_id,
          block.day,
          unit,
          bookingId,
        );
      }
    }
  }
}
