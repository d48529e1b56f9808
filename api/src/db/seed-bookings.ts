// The bookings area of the demo data: the club's courts and their hours, which types book which courts, the
// durations and prices of each type (cheaper before 17:00 on weekdays, special prices for the members' price
// list), the anticipation and cancellation rule of each type, the tennis courts' ball machines, the payment modes,
// the customers' levels and a few members to play with, and some paid bookings on the padel courts.
import type { DatabaseSync } from 'node:sqlite';
import { addDays, clubMoment, isoWeekday } from '../bookings/club-time.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, insertRow, runSql } from './database.ts';
import { writePaidCourtBooking } from './demo-booking-writes.ts';
import {
  DEMO_BOOKING,
  DEMO_CUSTOMERS,
  DEMO_LEVELS,
  DEMO_MEMBER_PRICE_LIST,
  DEMO_PLAYERS,
  netCents,
  type DemoCourt,
  type DemoLevel,
  type SeedContext,
} from './demo-club.ts';

/** A price in cents before 17:00 on weekdays (offPeak) and from 17:00 and at weekends (peak). */
interface Band {
  offPeak: number;
  peak: number;
}

/** The durations and prices of a demo booking type; `members` are the "Tarifa socios" special prices. */
export interface DemoTariff {
  durations: readonly number[];
  everyone: Readonly<Record<number, Band>>;
  members?: Readonly<Record<number, Band>>;
}

const flat = (cents: number): Band => ({ offPeak: cents, peak: cents });

type TypeKey = keyof typeof DEMO_BOOKING.typeNames | 'ballMachine';

/** The demo club's prices of a whole booking, in cents, by type and duration. */
export const DEMO_BOOKING_TARIFFS: Readonly<Record<TypeKey, DemoTariff>> = {
  padel: {
    durations: [60, 90, 120],
    everyone: {
      60: { offPeak: 2400, peak: 3200 },
      90: { offPeak: 3300, peak: 4500 },
      120: { offPeak: 4200, peak: 5800 },
    },
    members: {
      60: { offPeak: 2000, peak: 2600 },
      90: { offPeak: 2800, peak: 3800 },
      120: { offPeak: 3600, peak: 4800 },
    },
  },
  match: {
    durations: [90],
    everyone: { 90: { offPeak: 2400, peak: 3200 } },
    members: { 90: { offPeak: 2000, peak: 2800 } },
  },
  tennis: {
    durations: [60, 90, 120],
    everyone: {
      60: { offPeak: 1600, peak: 2200 },
      90: { offPeak: 2400, peak: 3200 },
      120: { offPeak: 3200, peak: 4200 },
    },
    members: {
      60: { offPeak: 1200, peak: 1800 },
      90: { offPeak: 1800, peak: 2600 },
      120: { offPeak: 2400, peak: 3400 },
    },
  },
  pickleball: {
    durations: [60, 90],
    everyone: { 60: { offPeak: 1200, peak: 1600 }, 90: { offPeak: 1800, peak: 2400 } },
    members: { 60: { offPeak: 1000, peak: 1200 }, 90: { offPeak: 1500, peak: 1800 } },
  },
  squash: {
    durations: [45, 60],
    everyone: { 45: { offPeak: 1000, peak: 1200 }, 60: { offPeak: 1200, peak: 1600 } },
    members: { 45: { offPeak: 800, peak: 1000 }, 60: { offPeak: 1000, peak: 1200 } },
  },
  padelSchool: { durations: [60], everyone: { 60: flat(7200) } },
  tennisSchool: { durations: [60], everyone: { 60: flat(7200) } },
  americano: { durations: [120], everyone: { 120: flat(24000) } },
  squashClinic: { durations: [120], everyone: { 120: flat(16000) } },
  ballMachine: { durations: [60, 90], everyone: { 60: flat(600), 90: flat(900) } },
};

/** The price of a demo booking starting at `minute` of an ISO weekday. */
export function demoPriceCents(
  tariff: DemoTariff,
  duration: number,
  weekday: number,
  minute: number,
  member: boolean,
): number {
  const band = (member ? tariff.members?.[duration] : undefined) ?? tariff.everyone[duration];
  if (!band) throw new Error(`no demo price for ${duration} minutes`);
  return weekday <= 5 && minute < DEMO_BOOKING.peakFromMinute ? band.offPeak : band.peak;
}

const CANCEL_TEXTS = {
  court:
    'Cancelación gratuita hasta 24 horas antes del inicio. Después no se devuelve el importe, salvo que otro jugador ocupe la pista.',
  match:
    'Puedes dejar tu plaza sin coste hasta 12 horas antes del partido. Después se cobra tu plaza si nadie la ocupa.',
  school: 'Las clases se recuperan avisando con 24 horas de antelación.',
  event: 'La inscripción se devuelve hasta 48 horas antes del evento.',
} as const;

/** Each type's courts, anticipation and cancellation rule. */
const TYPE_SETUP: Record<
  keyof typeof DEMO_BOOKING.typeNames,
  { courts: readonly DemoCourt[]; anticipation: number | null; cancelText: string }
> = {
  padel: {
    courts: DEMO_BOOKING.padelCourts,
    anticipation: DEMO_BOOKING.anticipationMinutes.padel,
    cancelText: CANCEL_TEXTS.court,
  },
  match: {
    courts: DEMO_BOOKING.padelCourts,
    anticipation: DEMO_BOOKING.anticipationMinutes.match,
    cancelText: CANCEL_TEXTS.match,
  },
  tennis: {
    courts: DEMO_BOOKING.tennisCourts,
    anticipation: DEMO_BOOKING.anticipationMinutes.tennis,
    cancelText: CANCEL_TEXTS.court,
  },
  pickleball: {
    courts: DEMO_BOOKING.pickleballCourts,
    anticipation: DEMO_BOOKING.anticipationMinutes.pickleball,
    cancelText: CANCEL_TEXTS.court,
  },
  squash: {
    courts: DEMO_BOOKING.squashCourts,
    anticipation: DEMO_BOOKING.anticipationMinutes.squash,
    cancelText: CANCEL_TEXTS.court,
  },
  padelSchool: { courts: DEMO_BOOKING.padelCourts, anticipation: 10080, cancelText: CANCEL_TEXTS.school },
  tennisSchool: { courts: DEMO_BOOKING.tennisCourts, anticipation: 10080, cancelText: CANCEL_TEXTS.school },
  americano: { courts: DEMO_BOOKING.padelCourts, anticipation: 20160, cancelText: CANCEL_TEXTS.event },
  squashClinic: { courts: DEMO_BOOKING.squashCourts, anticipation: 20160, cancelText: CANCEL_TEXTS.event },
};

/** The courts and machines with their kind, sport and picture. */
const RESOURCES: ReadonlyArray<{ courts: readonly DemoCourt[]; type: string; sport: string; image: string }> =
  [
    {
      courts: DEMO_BOOKING.padelCourts,
      type: 'Pista de pádel cubierta',
      sport: 'Padel',
      image: 'bt-padel.svg',
    },
    { courts: DEMO_BOOKING.tennisCourts, type: 'Pista de tenis', sport: 'Tennis', image: 'bt-tennis.svg' },
    {
      courts: DEMO_BOOKING.pickleballCourts,
      type: 'Pista de pickleball',
      sport: 'Pickleball',
      image: 'bt-pickleball.svg',
    },
    { courts: DEMO_BOOKING.squashCourts, type: 'Pista de squash', sport: 'Squash', image: 'bt-squash.svg' },
    {
      courts: DEMO_BOOKING.ballMachines,
      type: DEMO_BOOKING.ballMachine.resourceType,
      sport: 'Tennis',
      image: 'bt-tennis.svg',
    },
  ];

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function addPrices(db: DatabaseSync, typeId: number, tariff: DemoTariff, memberListId: number | null): void {
  const peakFrom = DEMO_BOOKING.peakFromMinute;
  const rows = (priceListId: number | null, prices: Readonly<Record<number, Band>>) => {
    for (const duration of tariff.durations) {
      const band = prices[duration];
      if (!band) continue;
      for (const [weekdays, from, to, cents] of [
        ['12345', 0, peakFrom, band.offPeak],
        ['12345', peakFrom, 1440, band.peak],
        ['67', 0, 1440, band.peak],
      ] as const) {
        runSql(
          db,
          `INSERT INTO booking_prices (booking_type_id, price_list_id, duration, weekdays, from_minute, to_minute,
             gross_cents, net_cents)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          typeId,
          priceListId,
          duration,
          weekdays,
          from,
          to,
          cents,
          netCents(cents),
        );
      }
    }
  };
  rows(null, tariff.everyone);
  if (tariff.members && memberListId !== null) rows(memberListId, tariff.members);
}

function setup(db: DatabaseSync, typeId: number, courts: readonly DemoCourt[], tariff: DemoTariff): void {
  for (const court of courts) {
    runSql(
      db,
      'INSERT INTO booking_type_resources (booking_type_id, resource_id) VALUES (?, ?)',
      typeId,
      court.id,
    );
  }
  for (const duration of tariff.durations) {
    runSql(
      db,
      'INSERT INTO booking_type_durations (booking_type_id, duration) VALUES (?, ?)',
      typeId,
      duration,
    );
  }
}

const idOf = (db: DatabaseSync, sql: string, ...params: string[]): number | undefined =>
  getRow<{ id: number }>(db, sql, ...params)?.id;

function addLevels(
  db: DatabaseSync,
  customerId: number,
  levels: readonly DemoLevel[],
  updated: string,
): void {
  for (const level of levels) {
    runSql(
      db,
      'INSERT INTO customer_levels (customer_id, sport, provider, level, updated) VALUES (?, ?, ?, ?, ?)',
      customerId,
      level.sport,
      level.provider,
      level.level,
      updated,
    );
  }
}

/** The bookings area. */
export function seedBookings(db: DatabaseSync, { now }: SeedContext): void {
  const nowIso = now.toISOString();
  runSql(
    db,
    `UPDATE club SET pending_payment_allowed = 1, shared_payment_allowed = 1, shared_payment_with_retention = 1,
       full_payment_allowed_with_special_prices = 1
     WHERE id = ?`,
    CLUB_ID,
  );

  let position = 0;
  for (const group of RESOURCES) {
    for (const court of group.courts) {
      runSql(
        db,
        `INSERT INTO resources (id, position, name, type, sport, image, show_name_online)
         VALUES (?, ?, ?, ?, ?, ?, 1)`,
        court.id,
        position++,
        court.name,
        group.type,
        group.sport,
        group.image,
      );
      for (const weekday of WEEKDAYS) {
        runSql(
          db,
          'INSERT INTO resource_opening_hours (resource_id, weekday, opens, closes) VALUES (?, ?, ?, ?)',
          court.id,
          weekday,
          DEMO_BOOKING.opening.opens,
          DEMO_BOOKING.opening.closes,
        );
      }
    }
  }

  const memberListId =
    idOf(db, 'SELECT id FROM price_lists WHERE name = ? ORDER BY id LIMIT 1', DEMO_MEMBER_PRICE_LIST) ?? null;
  const typeIds = new Map<string, number>();
  for (const [key, name] of Object.entries(DEMO_BOOKING.typeNames) as Array<
    [keyof typeof DEMO_BOOKING.typeNames, string]
  >) {
    const typeId = idOf(db, 'SELECT id FROM booking_types WHERE name = ? ORDER BY id LIMIT 1', name);
    if (typeId === undefined) continue;
    typeIds.set(key, typeId);
    const { courts, anticipation, cancelText } = TYPE_SETUP[key];
    runSql(
      db,
      'UPDATE booking_types SET anticipation_minutes = ?, cancel_text = ? WHERE id = ?',
      anticipation,
      cancelText,
      typeId,
    );
    setup(db, typeId, courts, DEMO_BOOKING_TARIFFS[key]);
    addPrices(db, typeId, DEMO_BOOKING_TARIFFS[key], memberListId);
  }

  const tennisTypeId = typeIds.get('tennis');
  if (tennisTypeId !== undefined) {
    const position =
      getRow<{ next: number }>(db, 'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM booking_types')
        ?.next ?? 0;
    const machineTypeId = insertRow(
      db,
      `INSERT INTO booking_types (position, name, description, category, sport, image, max_participants, concept,
         gross_cents, net_cents, anticipation_minutes, cancel_text, option_of_type_id)
       VALUES (?, ?, ?, 'Tenis', 'Tennis', 'bt-tennis.svg', 1, 'Booking', ?, ?, ?, ?, ?)`,
      position,
      DEMO_BOOKING.ballMachine.typeName,
      'Máquina lanzabolas para entrenar en tu pista de tenis, durante el tiempo que elijas.',
      600,
      netCents(600),
      DEMO_BOOKING.anticipationMinutes.tennis,
      CANCEL_TEXTS.court,
      tennisTypeId,
    );
    setup(db, machineTypeId, DEMO_BOOKING.ballMachines, DEMO_BOOKING_TARIFFS.ballMachine);
    addPrices(db, machineTypeId, DEMO_BOOKING_TARIFFS.ballMachine, memberListId);
  }

  // The customers: Ana and Bruno from the club area (a database of an earlier version may have lost them), and the
  // members the lookup finds, unless their e-mail is taken.
  const customerIds = new Map<string, number>();
  const findByEmail = (email: string) =>
    idOf(db, 'SELECT id FROM customers WHERE email = ? AND deleted IS NULL', email);
  const ana = findByEmail(DEMO_CUSTOMERS.ana.email);
  const bruno = findByEmail(DEMO_CUSTOMERS.bruno.email);
  if (ana !== undefined) {
    customerIds.set('ana', ana);
    runSql(db, 'UPDATE customers SET gender = 1 WHERE id = ? AND gender IS NULL', ana);
    addLevels(db, ana, DEMO_LEVELS.ana, nowIso);
  }
  if (bruno !== undefined) {
    customerIds.set('bruno', bruno);
    runSql(db, 'UPDATE customers SET gender = 0 WHERE id = ? AND gender IS NULL', bruno);
  }
  for (const [key, player] of Object.entries(DEMO_PLAYERS)) {
    if (findByEmail(player.email) !== undefined) continue;
    const id = insertRow(
      db,
      `INSERT INTO customers (name, surname, email, phone, gender, status, password_hash, ok_rss, accept_conditions,
         created)
       VALUES (?, ?, ?, ?, ?, 'Active', NULL, 0, 1, ?)`,
      player.name,
      player.surname,
      player.email,
      player.phone,
      player.gender,
      nowIso,
    );
    customerIds.set(key, id);
    addLevels(db, id, player.levels, nowIso);
  }

  // Paid bookings on the padel courts in the coming days, so some slots are taken.
  const padelTypeId = typeIds.get('padel');
  const timeZone =
    getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
    'Europe/Madrid';
  const today = clubMoment(now, timeZone).day;
  for (const booking of DEMO_BOOKING.seededBookings) {
    const customerId = customerIds.get(booking.customer);
    if (padelTypeId === undefined || customerId === undefined) continue;
    const day = addDays(today, booking.dayOffset);
    const [hours = 0, minutes = 0] = booking.start.split(':').map(Number);
    const start = hours * 60 + minutes;
    const member = booking.customer === 'ana';
    const cents = demoPriceCents(
      DEMO_BOOKING_TARIFFS.padel,
      booking.duration,
      isoWeekday(day),
      start,
      member,
    );
    const generic = demoPriceCents(
      DEMO_BOOKING_TARIFFS.padel,
      booking.duration,
      isoWeekday(day),
      start,
      false,
    );
    writePaidCourtBooking(db, {
      id: booking.id,
      typeId: padelTypeId,
      typeName: DEMO_BOOKING.typeNames.padel,
      customerId,
      court: DEMO_BOOKING.padelCourts.find((court) => court.id === booking.courtId) ?? {
        id: booking.courtId,
        name: '',
      },
      day,
      start,
      duration: booking.duration,
      places: 4,
      priceCents: cents,
      genericPriceCents: generic,
      paymentMethod: 'Tarjeta',
      voucherId: null,
      comments: '',
      nowIso,
    });
  }
}
