// How the demo areas write a confirmed, paid court booking, the way a paid prebook leaves it: the booking, its
// block and slot units, its places (the owner in the first), and its paid sale line.
import type { DatabaseSync } from 'node:sqlite';
import { bookingSaleNumber, insertBlock } from '../bookings/booking-store.ts';
import { clubDateText, hourText } from '../bookings/club-time.ts';
import { unitsOf } from '../bookings/time-table.ts';
import { runSql } from './database.ts';
import { netCents } from './demo-club.ts';

/** A confirmed, paid court booking of the demo data. */
export interface PaidCourtBooking {
  id: number;
  typeId: number;
  typeName: string;
  customerId: number;
  court: { id: number; name: string };
  day: string;
  /** Club-local minute of the start. */
  start: number;
  duration: number;
  places: number;
  priceCents: number;
  genericPriceCents: number;
  /** How the sale was paid, as the club names it. */
  paymentMethod: string;
  /** The customer's voucher that paid it, if one did. */
  voucherId: number | null;
  comments: string;
  /** The public token; a random one when absent. */
  token?: string;
  nowIso: string;
}

/** Writes a confirmed, paid court booking. */
export function writePaidCourtBooking(db: DatabaseSync, booking: PaidCourtBooking): void {
  runSql(
    db,
    `INSERT INTO bookings (id, booking_type_id, customer_id, day, start_minute, duration, status, payment_type,
       price_cents, net_price_cents, generic_price_cents, origin, created, comments, token)
     VALUES (?, ?, ?, ?, ?, ?, 'Confirmed', 1, ?, ?, ?, 'Web', ?, ?, ?)`,
    booking.id,
    booking.typeId,
    booking.customerId,
    booking.day,
    booking.start,
    booking.duration,
    booking.priceCents,
    netCents(booking.priceCents),
    booking.genericPriceCents,
    booking.nowIso,
    booking.comments,
    booking.token ?? null,
  );
  insertBlock(db, booking.id, {
    resourceId: booking.court.id,
    day: booking.day,
    start: booking.start,
    duration: booking.duration,
    priceCents: booking.priceCents,
  });
  for (const unit of unitsOf(booking.start, booking.duration)) {
    runSql(
      db,
      'INSERT INTO booking_slot_units (resource_id, day, unit_start, booking_id) VALUES (?, ?, ?, ?)',
      booking.court.id,
      booking.day,
      unit,
      booking.id,
    );
  }
  for (let place = 0; place < booking.places; place++) {
    runSql(
      db,
      'INSERT INTO booking_players (booking_id, position, customer_id, team) VALUES (?, ?, ?, -1)',
      booking.id,
      place,
      place === 0 ? booking.customerId : null,
    );
  }
  runSql(
    db,
    `INSERT INTO booking_sales (booking_id, customer_id, number, description, payment_type, with_retention,
       gross_cents, net_cents, paid_cents, payment_method, customer_voucher_id, status, created)
     VALUES (?, ?, ?, ?, 1, 0, ?, ?, ?, ?, ?, 'Paid', ?)`,
    booking.id,
    booking.customerId,
    bookingSaleNumber(booking.id, 1),
    `${booking.typeName} · ${booking.court.name} · ${clubDateText(booking.day)} ${hourText(booking.start)} (${
      booking.duration
    } min)`,
    booking.priceCents,
    netCents(booking.priceCents),
    booking.priceCents,
    booking.paymentMethod,
    booking.voucherId,
    booking.nowIso,
  );
}
