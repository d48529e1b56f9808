// The fees area of the demo data (document 3, 2 Pending Sales and Your Fees): memberships paid by monthly fees, some
// paid and some owed, and Pablo with a squash booking left to pay at the club (see DEMO_FEES).
import type { DatabaseSync } from 'node:sqlite';
import { bookingSaleNumber } from '../bookings/booking-store.ts';
import { addDays, clubMoment } from '../bookings/club-time.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, insertRow, runSql } from './database.ts';
import { writePaidCourtBooking } from './demo-booking-writes.ts';
import {
  DEMO_BOOKING,
  DEMO_CUSTOMERS,
  DEMO_FEES,
  daysBefore,
  netCents,
  type DemoPeriodicSale,
  type SeedContext,
} from './demo-club.ts';

/** The 1st of the month `months` after the month of `day` (YYYY-MM-DD). */
function firstOfMonth(day: string, months: number): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

const monthName = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function writePeriodicSale(
  db: DatabaseSync,
  customerId: number,
  sale: DemoPeriodicSale,
  today: string,
  nowIso: string,
): void {
  const months = sale.fees.length;
  const membership = getRow<{ id: number }>(db, 'SELECT id FROM memberships WHERE name = ?', sale.membership);
  const periodicSaleId = insertRow(
    db,
    `INSERT INTO customer_periodic_sales (customer_id, membership_id, description, monthly_gross_cents,
       monthly_net_cents, next_due_date, min_stay_until, status, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'Active', ?)`,
    customerId,
    membership?.id ?? null,
    sale.membership,
    sale.monthlyGrossCents,
    netCents(sale.monthlyGrossCents),
    firstOfMonth(today, 1),
    sale.minStayMonths === undefined ? null : firstOfMonth(today, sale.minStayMonths),
    firstOfMonth(today, 1 - months),
  );
  sale.fees.forEach((paid, index) => {
    const due = firstOfMonth(today, index + 1 - months);
    runSql(
      db,
      `INSERT INTO periodic_fees (periodic_sale_id, number, concept, due_date, gross_cents, net_cents, paid_cents,
         status, payment_method, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      periodicSaleId,
      `CUO-${periodicSaleId}-${due.slice(0, 7).replace('-', '')}`,
      `${sale.membership} · ${monthName.format(new Date(`${due}T00:00:00Z`))}`,
      due,
      sale.monthlyGrossCents,
      netCents(sale.monthlyGrossCents),
      paid ? sale.monthlyGrossCents : 0,
      paid ? 'Paid' : 'Pending',
      paid ? DEMO_FEES.feeMethod : null,
      nowIso,
    );
  });
}

/** Pablo's squash booking, played days ago and left to pay at the club: a confirmed booking whose sale is owed. */
function writeClubDebt(db: DatabaseSync, customerId: number, today: string, nowIso: string): void {
  const debt = DEMO_FEES.clubDebt;
  const bookingId =
    (getRow<{ last: number }>(db, 'SELECT COALESCE(MAX(id), 0) AS last FROM bookings')?.last ?? 0) + 1;
  const [hours = '19', minutes = '00'] = debt.start.split(':');
  const court = DEMO_BOOKING.squashCourts[0];
  const day = addDays(today, -debt.daysAgo);
  // A database of an earlier version may hold a booking there: the first free hour from the demo's, else none.
  const wanted = Number(hours) * 60 + Number(minutes);
  const { opens, closes } = DEMO_BOOKING.opening;
  const start = [
    wanted,
    ...Array.from({ length: (closes - opens) / 60 }, (_, hour) => opens + hour * 60),
  ].find(
    (candidate) =>
      candidate + debt.duration <= closes &&
      !getRow(
        db,
        'SELECT 1 FROM booking_slot_units WHERE resource_id = ? AND day = ? AND unit_start >= ? AND unit_start < ?',
        court.id,
        day,
        candidate,
        candidate + debt.duration,
      ),
  );
  if (start === undefined) return;
  writePaidCourtBooking(db, {
    id: bookingId,
    typeId: DEMO_BOOKING.squashTypeId,
    typeName: DEMO_BOOKING.typeNames.squash,
    customerId,
    court,
    day,
    start,
    duration: debt.duration,
    places: 2,
    priceCents: debt.priceCents,
    genericPriceCents: debt.priceCents,
    paymentMethod: debt.method,
    voucherId: null,
    comments: '',
    nowIso,
  });
  runSql(
    db,
    "UPDATE booking_sales SET status = 'Pending', paid_cents = 0 WHERE number = ?",
    bookingSaleNumber(bookingId, 1),
  );
}

/** Seeds the memberships with fees and Pablo's debts (Pablo left out when his e-mail is already taken). */
export function seedFees(db: DatabaseSync, { now, passwordHash }: SeedContext): void {
  const nowIso = now.toISOString();
  const timeZone =
    getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
    'Europe/Madrid';
  const today = clubMoment(now, timeZone).day;

  const ana = getRow<{ id: number }>(
    db,
    'SELECT id FROM customers WHERE email = ? AND deleted IS NULL',
    DEMO_CUSTOMERS.ana.email,
  );
  if (ana) writePeriodicSale(db, ana.id, DEMO_FEES.ana.family, today, nowIso);

  const pablo = DEMO_FEES.customer;
  if (getRow(db, 'SELECT 1 FROM customers WHERE email = ?', pablo.email)) return;
  const pabloId = insertRow(
    db,
    `INSERT INTO customers (name, surname, email, status, password_hash, ok_rss, accept_conditions, created)
     VALUES (?, ?, ?, 'Active', ?, 0, 1, ?)`,
    pablo.name,
    pablo.surname,
    pablo.email,
    passwordHash,
    daysBefore(now, 120),
  );
  writeClubDebt(db, pabloId, today, nowIso);
  writePeriodicSale(db, pabloId, DEMO_FEES.pablo.minimumStay, today, nowIso);
  writePeriodicSale(db, pabloId, DEMO_FEES.pablo.cancellable, today, nowIso);
}
