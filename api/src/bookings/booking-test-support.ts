// Helpers of the booking tests: the club's days relative to today, a clock set to a club-local time, and the
// requests of the court booking page and checkout.
import type { FastifyInstance } from 'fastify';
import type { PrebookPayload } from '@club/shared-contracts/booking-entities';
import { PaymentType, type Team } from '@club/shared-contracts/entities';
import { DEMO_BOOKING } from '../db/demo-club.ts';
import { createTokenRepository } from '../tokens/token-repository.ts';
import { call, type Answer, type TestApp } from '../test-support.ts';
import { addDays, clubInstant, clubMoment, isoWeekday } from './club-time.ts';

/** The demo club's time zone. */
export const CLUB_TIME_ZONE = 'Europe/Madrid';

/** The club-local day `days` after today. */
export const dayAfter = (days: number, now: Date = new Date()): string =>
  addDays(clubMoment(now, CLUB_TIME_ZONE).day, days);

/** The first day at least `days` after today that falls on a weekday (Monday to Friday) or on a weekend. */
export function dayFrom(days: number, kind: 'weekday' | 'weekend', now: Date = new Date()): string {
  for (let offset = days; ; offset++) {
    const day = dayAfter(offset, now);
    if (isoWeekday(day) <= 5 === (kind === 'weekday')) return day;
  }
}

/** Minutes from midnight of `HH:mm`. */
export const minuteOf = (hour: string): number => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

/** The instant of a club-local day and hour, for a test clock. */
export const clubTime = (day: string, hour: string): Date => clubInstant(day, minuteOf(hour), CLUB_TIME_ZONE);

/** The wire start of a slot, as TimeTableSlot.start. */
export const startOf = (day: string, hour: string): string => `${day}T${hour}:00`;

/** A padel court no seeded booking uses. */
export const FREE_COURT = DEMO_BOOKING.padelCourts[5];

/** POST /api/publicbookings/list. */
export const bookingList = (
  app: FastifyInstance,
  body: { date: string; bookingTypeId: number; customerId: number | null },
  token?: string,
): Promise<Answer> => call(app, 'POST', '/api/publicbookings/list', body, token);

/** The free starts (`HH:mm`) of a resource in a list answer, with their durations. */
export function startsOf(answer: Answer, resourceId: number): Map<string, number[]> {
  const model = answer.body.model as {
    list: Array<{ id: number; timeTable: Array<{ sstart: string; durations: number[] }> }>;
  };
  const resource = model.list.find((candidate) => candidate.id === resourceId);
  return new Map((resource?.timeTable ?? []).map((slot) => [slot.sstart, slot.durations]));
}

/** What a prebook is about; the rest of the payload is filled as the checkout sends it. */
export interface PrebookRequest {
  customerId: number;
  bookingTypeId?: number;
  resourceId?: number;
  day: string;
  hour: string;
  duration?: number;
  paymentType?: PaymentType;
  customerIds?: number[];
  teams?: Record<number, Team>;
  matchOptions?: PrebookPayload['matchOptions'];
  extraBlocks?: PrebookPayload['blocks'];
}

/** The prebook payload of checkout-booking for a request. */
export function prebookPayload(request: PrebookRequest): PrebookPayload {
  const resourceId = request.resourceId ?? FREE_COURT.id;
  const duration = request.duration ?? 90;
  const start = startOf(request.day, request.hour);
  const customerIds = request.customerIds ?? [];
  return {
    booking: {
      customerId: request.customerId,
      bookingTypeId: request.bookingTypeId ?? DEMO_BOOKING.padelTypeId,
      bookingTypeName: 'ignored by the server',
      maxParticipants: 4,
      isValidated: false,
      sendCommunications: false,
      origin: 'Web',
      bookingByPlace: request.matchOptions !== undefined,
      cancelText: '',
      // The server computes prices itself: whatever the client says is ignored.
      price: 0.01,
      genericPrice: 0.01,
      isSpecialPrice: false,
      date: start,
      duration,
      gender: 'Open',
      modifyLevel: false,
      resourceName: 'ignored',
      minLevel: 0,
      maxLevel: 7,
      paymentType: request.paymentType ?? PaymentType.Full,
    },
    blocks: [
      {
        duration,
        resourceId,
        resourceName: 'ignored',
        startDate: start,
        sstart: request.hour,
        noOnline: false,
        customerId: request.customerId,
      },
      ...(request.extraBlocks ?? []),
    ],
    customerIsParticipant: true,
    isMultiple: false,
    customerIds,
    players: [request.customerId, ...customerIds].map((customerId) => ({
      customerId,
      name: 'ignored',
      team: request.teams?.[customerId] ?? -1,
    })),
    ...(request.matchOptions ? { matchOptions: request.matchOptions } : {}),
  };
}

/** POST /api/publicbookings/prebook (or byplace-prebook for a match). */
export const prebook = (
  app: FastifyInstance,
  request: PrebookRequest,
  token: string | undefined,
  isMatch = false,
): Promise<Answer> =>
  call(
    app,
    'POST',
    `/api/publicbookings/${isMatch ? 'byplace-prebook' : 'prebook'}`,
    prebookPayload(request),
    token,
  );

/** POST byplace-prebook-place: a customer joins a by-place booking (on a map place when placeId is given). */
export const join = (
  app: FastifyInstance,
  target: { customerId: number; bookingId: number; placeId?: number; origin?: string },
  token: string | undefined,
  body: object = {},
): Promise<Answer> =>
  call(
    app,
    'POST',
    `/api/publicbookings/byplace-prebook-place/${target.customerId}/${target.bookingId}/${target.origin ?? 'Web'}${
      target.placeId === undefined ? '' : `/${target.placeId}`
    }`,
    body,
    token,
  );

/** GET info of a booking, as a visitor or with a token. */
export const info = (app: FastifyInstance, bookingId: number, token?: string): Promise<Answer> =>
  call(app, 'GET', `/api/publicbookings/info/${bookingId}`, undefined, token);

/** Gives a customer a level in a sport straight in the test database (the demo's Bruno has none). */
export function giveLevel(testApp: TestApp, customerId: number, sport: string, level: number): void {
  testApp
    .openDb()
    .prepare(
      `INSERT INTO customer_levels (customer_id, sport, provider, level, updated) VALUES (?, ?, 'Taykus', ?, ?)
       ON CONFLICT (customer_id, sport, provider) DO UPDATE SET level = excluded.level`,
    )
    .run(customerId, sport, level, new Date().toISOString());
}

/** The id of a customer by e-mail. */
export const idByEmail = (db: ReturnType<TestApp['openDb']>, email: string): number =>
  (db.prepare('SELECT id FROM customers WHERE email = ?').get(email) as { id: number }).id;

/** Active customers with a session token, made straight in the test database. */
export function newCustomers(testApp: TestApp, count: number): Array<{ id: number; token: string }> {
  const db = testApp.openDb();
  const now = new Date().toISOString();
  const tokens = createTokenRepository(db, () => new Date());
  return Array.from({ length: count }, (_, index) => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO customers (name, surname, email, status, ok_rss, accept_conditions, created)
           VALUES (?, 'Prueba', ?, 'Active', 0, 1, ?)`,
        )
        .run(`Jugador ${index}`, `jugador${index}@race.test`, now).lastInsertRowid,
    );
    return { id, token: tokens.issue(id, 'session', 60 * 60_000).token };
  });
}
