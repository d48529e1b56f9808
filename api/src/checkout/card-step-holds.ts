// The holds of a cart while its card step runs. A booking or a place is held for 15 minutes when it is taken; a
// customer who reaches the card step late in that window would otherwise pay after the hold ran out, when the slot
// may already be someone else's. So starting a card checkout keeps the cart's unexpired holds until CARD_STEP_MINUTES
// after the start — but never past LONGEST_HOLD_MINUTES after the sale was made, so starting checkouts again and
// again cannot keep a slot from everyone else.
import type { DatabaseSync } from 'node:sqlite';
import { getRow, runSql } from '../db/database.ts';
import type { CheckoutSnapshot } from './checkout-store.ts';

/** How long a card step keeps the cart's holds from its start: typing the card, the bank's 3D Secure. */
export const CARD_STEP_MINUTES = 15;
/** The longest a hold lasts after its sale was made, however often a checkout starts again. */
export const LONGEST_HOLD_MINUTES = 60;

const minutesAfter = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

// The later end a hold gets, or null when it keeps its own (run out, not a hold, or already later).
function laterEnd(expiresAt: string | null, saleCreated: string, nowIso: string): string | null {
  if (expiresAt === null || expiresAt <= nowIso) return null;
  const stepEnd = minutesAfter(nowIso, CARD_STEP_MINUTES);
  const cap = minutesAfter(saleCreated, LONGEST_HOLD_MINUTES);
  const until = stepEnd < cap ? stepEnd : cap;
  return until > expiresAt ? until : null;
}

/** Keeps the unexpired holds of the checkout's booking sales (bookings and their slots, places) for the card step. */
export function keepHoldsForCardStep(db: DatabaseSync, snapshot: CheckoutSnapshot, now: Date): void {
  const nowIso = now.toISOString();
  const saleIds = [...snapshot.sales.map((sale) => sale.saleId), ...(snapshot.guarantee?.saleIds ?? [])];
  for (const saleId of saleIds) {
    const sale = getRow<{
      booking_id: number;
      created: string;
      booking_expires: string | null;
      booking_status: string;
      place_expires: string | null;
    }>(
      db,
      `SELECT s.booking_id, s.created, b.expires_at AS booking_expires, b.status AS booking_status,
              (SELECT p.expires_at FROM booking_players p WHERE p.sale_id = s.id) AS place_expires
         FROM booking_sales s JOIN bookings b ON b.id = s.booking_id
        WHERE s.id = ?`,
      saleId,
    );
    if (!sale) continue;
    const bookingUntil =
      sale.booking_status === 'Pending' ? laterEnd(sale.booking_expires, sale.created, nowIso) : null;
    if (bookingUntil) {
      runSql(db, 'UPDATE bookings SET expires_at = ? WHERE id = ?', bookingUntil, sale.booking_id);
      runSql(
        db,
        'UPDATE booking_slot_units SET expires_at = ? WHERE booking_id = ? AND expires_at IS NOT NULL',
        bookingUntil,
        sale.booking_id,
      );
    }
    const placeUntil = laterEnd(sale.place_expires, sale.created, nowIso);
    if (placeUntil)
      runSql(db, 'UPDATE booking_players SET expires_at = ? WHERE sale_id = ?', placeUntil, saleId);
  }
}
