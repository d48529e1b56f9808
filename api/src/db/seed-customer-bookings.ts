// The customer-bookings area of the demo data (My bookings, document 2, 2.7): the cancellation window of each kind
// of booking type, the club's turnstiles, and Ana's court bookings: two to cancel (by card, by voucher), one too
// close to its start to cancel, and past ones.
import type { DatabaseSync } from 'node:sqlite';
import { addDays, clubMoment } from '../bookings/club-time.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, insertRow, runSql } from './database.ts';
import { writePaidCourtBooking } from './demo-booking-writes.ts';
import {
  DEMO_BOOKING,
  DEMO_CUSTOMERS,
  DEMO_MY_BOOKINGS,
  type DemoMyBooking,
  type SeedContext,
} from './demo-club.ts';

const COURTS = [...DEMO_BOOKING.padelCourts, ...DEMO_BOOKING.pickleballCourts];

/** The first slot at least `hours` after `minute` on `day`, within the courts' hours (else the next morning). */
function soonAfter(
  day: string,
  minute: number,
  hours: number,
  duration: number,
): { day: string; start: number } {
  const start = Math.ceil((minute + hours * 60) / 30) * 30;
  if (start < DEMO_BOOKING.opening.opens) return { day, start: DEMO_BOOKING.opening.opens };
  if (start + duration > DEMO_BOOKING.opening.closes) {
    return { day: addDays(day, 1), start: DEMO_BOOKING.opening.opens };
  }
  return { day, start };
}

/** Seeds My bookings' demo (after the bookings area, which made the courts, types and Ana's voucher). */
export function seedCustomerBookings(db: DatabaseSync, { now }: SeedContext): void {
  const nowIso = now.toISOString();
  const windows = DEMO_MY_BOOKINGS.cancelMinutes;
  for (const [concept, minutes] of [
    ['Booking', windows.court],
    ['Match', windows.match],
    ['School', windows.school],
    ['Event', windows.event],
  ] as const) {
    runSql(db, 'UPDATE booking_types SET cancel_minutes = ? WHERE concept = ?', minutes, concept);
  }
  runSql(db, 'UPDATE club SET turnstiles_enabled = 1 WHERE id = ?', CLUB_ID);

  const ana = getRow<{ id: number }>(
    db,
    'SELECT id FROM customers WHERE email = ? AND deleted IS NULL',
    DEMO_CUSTOMERS.ana.email,
  );
  if (!ana) return;
  const voucher = getRow<{ id: number; balance_cents: number; name: string }>(
    db,
    `SELECT v.id, v.balance_cents, o.name FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id
     WHERE v.customer_id = ? AND o.credit_cents > 0 ORDER BY v.id LIMIT 1`,
    ana.id,
  );
  const timeZone =
    getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
    'Europe/Madrid';
  const today = clubMoment(now, timeZone);

  const write = (
    booking: {
      id: number;
      courtId: number;
      duration: number;
      priceCents: number;
      comments: string;
      token?: string;
    },
    day: string,
    start: number,
    typeId: number,
    typeName: string,
    byVoucher: boolean,
  ) => {
    const court = COURTS.find((candidate) => candidate.id === booking.courtId) ?? {
      id: booking.courtId,
      name: '',
    };
    const paidWithVoucher = byVoucher && voucher !== undefined;
    writePaidCourtBooking(db, {
      ...booking,
      typeId,
      typeName,
      customerId: ana.id,
      court,
      day,
      start,
      places: 4,
      genericPriceCents: booking.priceCents,
      paymentMethod: paidWithVoucher ? voucher.name : DEMO_MY_BOOKINGS.cardMethod,
      voucherId: paidWithVoucher ? voucher.id : null,
      nowIso,
    });
    if (paidWithVoucher) {
      const current = voucher.balance_cents - booking.priceCents;
      insertRow(
        db,
        `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
         VALUES (?, ?, ?, ?, ?)`,
        voucher.id,
        -booking.priceCents,
        voucher.balance_cents,
        current,
        nowIso,
      );
      runSql(db, 'UPDATE customer_vouchers SET balance_cents = ? WHERE id = ?', current, voucher.id);
    }
  };

  const padel = (booking: DemoMyBooking) => {
    const [hours = 0, minutes = 0] = booking.start.split(':').map(Number);
    write(
      booking,
      addDays(today.day, booking.dayOffset),
      hours * 60 + minutes,
      DEMO_BOOKING.padelTypeId,
      DEMO_BOOKING.typeNames.padel,
      booking.paidWith === 'voucher',
    );
  };
  padel(DEMO_MY_BOOKINGS.byCard);
  padel(DEMO_MY_BOOKINGS.byVoucher);
  for (const booking of DEMO_MY_BOOKINGS.past) padel(booking);

  const tooLate = DEMO_MY_BOOKINGS.tooLate;
  const slot = soonAfter(today.day, today.minute, tooLate.hoursAfterSeed, tooLate.duration);
  write(
    { ...tooLate, comments: '' },
    slot.day,
    slot.start,
    DEMO_BOOKING.pickleballTypeId,
    DEMO_BOOKING.typeNames.pickleball,
    false,
  );
}
