import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type {
  BookingSale,
  CalendarFeed,
  CustomerBookingItem,
  CustomerBookings,
  TurnstileAnswer,
} from '@club/shared-contracts/booking-entities';
import { checkout, checkoutPayload, heldCourt } from '../checkout/checkout-test-support.ts';
import { DEMO_BYPLACE, DEMO_CUSTOMERS, DEMO_MY_BOOKINGS } from '../db/demo-club.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
import { createTokenRepository } from '../tokens/token-repository.ts';
import { ACCESS_TEXTS } from './booking-access.ts';
import { HOLD_MINUTES } from './booking-rules.ts';
import { clubTime, dayAfter, giveLevel, join, newCustomers } from './booking-test-support.ts';

const MY = DEMO_MY_BOOKINGS;
const B = DEMO_BYPLACE.bookings;
type Customer = { id: number; token: string };

const tokenOf = (testApp: TestApp, bookingId: number): string =>
  (testApp.openDb().prepare('SELECT token FROM bookings WHERE id = ?').get(bookingId) as { token: string })
    .token;

/** The door of a booking, for the session's customer or (with `bookingToken`) for whoever has its link. */
async function door(
  app: FastifyInstance,
  bookingId: number,
  who: { token?: string; bookingToken?: string },
): Promise<TurnstileAnswer> {
  const link = who.bookingToken === undefined ? '' : `/${who.bookingToken}`;
  return (await call(app, 'GET', `/api/publicturnstiles/open/${bookingId}${link}`, undefined, who.token))
    .body as TurnstileAnswer;
}

/** The item of a booking in the customer's My bookings (next or past), or undefined. */
async function myItem(
  app: FastifyInstance,
  customer: Customer,
  bookingId: number,
): Promise<CustomerBookingItem | undefined> {
  const answer = await call(
    app,
    'GET',
    `/api/publicbookings/customer-bookings/${customer.id}`,
    undefined,
    customer.token,
  );
  const model = answer.body.model as CustomerBookings;
  return [...model.next, ...model.past].find((item) => item.id === bookingId && item.parentName === '');
}

const publicPage = (app: FastifyInstance, bookingToken: string) =>
  call(app, 'GET', `/api/publicbookings/customer-booking/${bookingToken}`);

/** A booking's calendar file: its status, and the refusal's message when it is not one. */
async function calendarFile(app: FastifyInstance, customer: Customer, bookingId: number) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/publicbookings/calendar-file/${customer.id}/booking/${bookingId}`,
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const isJson = String(answer.headers['content-type']).startsWith('application/json');
  return {
    status: answer.statusCode,
    errorMsg: isJson ? answer.json<{ errorMsg: string }>().errorMsg : null,
  };
}

/** The customer's calendar feed as a calendar app reads it. */
async function feedOf(app: FastifyInstance, customer: Customer): Promise<string> {
  const made = await call(
    app,
    'POST',
    `/api/publicbookings/calendar-feed/${customer.id}`,
    undefined,
    customer.token,
  );
  const path = (made.body.model as CalendarFeed).path ?? '';
  return (await app.inject({ method: 'GET', url: path })).body;
}

const uid = (bookingId: number) => `UID:booking-${bookingId}@bookings.club`;

/** Pays a customer's sales at the club (the demo club allows it): the booking or place is confirmed for good. */
async function payAtClub(app: FastifyInstance, customer: Customer, email: string, saleIds: number[]) {
  const answer = await checkout(
    app,
    checkoutPayload(customer.id, { saleIds, customer: { email } }),
    customer.token,
  );
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
}

/** The test's clock, set to a club-local time on a day from today. */
function clockAt(days: number, hour: string): { now: () => Date; set: (days: number, hour: string) => void } {
  let instant = clubTime(dayAfter(days), hour);
  return {
    now: () => instant,
    set(nextDays, nextHour) {
      instant = clubTime(dayAfter(nextDays), nextHour);
    },
  };
}

/** Bruno holds a court unpaid, two days ahead at 10:00, prebooked at 09:30 (its hold ends at 09:45). */
async function brunoHoldsACourt(t: TestContext) {
  const clock = clockAt(2, '09:30');
  const testApp = await createTestApp(t, { now: clock.now });
  const { app } = testApp;
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const held = await heldCourt(app, bruno, { days: 2, hour: '10:00' });
  return { clock, testApp, app, bruno, held };
}

describe('access follows state: the owner of a court booking', () => {
  test('a paid booking opens the door for its owner and its link, and awaits no payment', async (t) => {
    const clock = clockAt(MY.byCard.dayOffset, '09:40');
    const testApp = await createTestApp(t, { now: clock.now });
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    assert.equal((await door(app, MY.byCard.id, { token: ana.token })).ok, true);
    assert.equal((await door(app, MY.byCard.id, { bookingToken: tokenOf(testApp, MY.byCard.id) })).ok, true);
    assert.equal((await myItem(app, ana, MY.byCard.id))?.awaitingPayment, null);
  });

  test('an unpaid hold opens no door, is no calendar event, and awaits payment with its sales until it lapses', async (t) => {
    const { clock, testApp, app, bruno, held } = await brunoHoldsACourt(t);
    const bookingToken = tokenOf(testApp, held.bookingId);
    const heldUntil = new Date(clock.now().getTime() + HOLD_MINUTES * 60_000).toISOString();
    const awaiting = ACCESS_TEXTS.awaitingPayment('09:45');

    // The door is open in time (30 minutes before the start), yet shut for the hold, with the reason.
    assert.deepEqual(await door(app, held.bookingId, { token: bruno.token }), {
      ok: false,
      reason: awaiting,
    });
    assert.deepEqual(await door(app, held.bookingId, { bookingToken }), { ok: false, reason: awaiting });

    const item = await myItem(app, bruno, held.bookingId);
    assert.equal(item?.canCancel, true);
    assert.equal(item?.awaitingPayment?.heldUntil, heldUntil);
    const sales = item?.awaitingPayment?.sales ?? [];
    assert.deepEqual(
      sales.map((sale: BookingSale) => [
        sale.id,
        sale.bookingId,
        sale.groupId,
        sale.pending,
        sale.paymentDeadline,
      ]),
      held.saleIds.map((id, index) => [
        id,
        held.bookingId,
        held.bookingId,
        (held.grossCents[index] ?? 0) / 100,
        `${dayAfter(2)}T09:45:00`,
      ]),
    );

    // Its public link shares nothing until it is paid, and says why.
    const page = await publicPage(app, bookingToken);
    assert.deepEqual([page.status, page.body.errorMsg], [404, awaiting]);

    const file = await calendarFile(app, bruno, held.bookingId);
    assert.deepEqual([file.status, file.errorMsg], [404, awaiting]);
    assert.ok(!(await feedOf(app, bruno)).includes(uid(held.bookingId)));

    // Lapsed: gone from My bookings and its page, and the door says why.
    clock.set(2, '09:46');
    assert.equal(await myItem(app, bruno, held.bookingId), undefined);
    const lapsed = { ok: false, reason: ACCESS_TEXTS.lapsed };
    assert.deepEqual(await door(app, held.bookingId, { token: bruno.token }), lapsed);
    assert.deepEqual(await door(app, held.bookingId, { bookingToken }), lapsed);
    const gone = await publicPage(app, bookingToken);
    assert.deepEqual([gone.status, gone.body.errorMsg], [404, ACCESS_TEXTS.lapsed]);
  });

  test('paid at the club (as the club allows) the hold is confirmed: the door opens and calendars carry it', async (t) => {
    const { clock, testApp, app, bruno, held } = await brunoHoldsACourt(t);
    await payAtClub(app, bruno, DEMO_CUSTOMERS.bruno.email, held.saleIds);

    assert.equal((await door(app, held.bookingId, { token: bruno.token })).ok, true);
    assert.equal(
      (await door(app, held.bookingId, { bookingToken: tokenOf(testApp, held.bookingId) })).ok,
      true,
    );
    assert.equal((await myItem(app, bruno, held.bookingId))?.awaitingPayment, null);
    assert.equal((await calendarFile(app, bruno, held.bookingId)).status, 200);
    assert.ok((await feedOf(app, bruno)).includes(uid(held.bookingId)));
    // Past the hold's end it stays the customer's.
    clock.set(2, '09:50');
    assert.equal((await door(app, held.bookingId, { token: bruno.token })).ok, true);
  });

  test('a hold let go is cancelled: the door says so, its page is gone, and no calendar ever had it', async (t) => {
    const { testApp, app, bruno, held } = await brunoHoldsACourt(t);
    const bookingToken = tokenOf(testApp, held.bookingId);
    const letGo = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${held.bookingId}/${bruno.id}`,
      undefined,
      bruno.token,
    );
    assert.deepEqual(letGo.body, { ok: true });

    const cancelled = { ok: false, reason: ACCESS_TEXTS.cancelled };
    assert.deepEqual(await door(app, held.bookingId, { token: bruno.token }), cancelled);
    assert.deepEqual(await door(app, held.bookingId, { bookingToken }), cancelled);
    const page = await publicPage(app, bookingToken);
    assert.deepEqual([page.status, page.body.errorMsg], [404, ACCESS_TEXTS.cancelled]);
    assert.ok(!(await feedOf(app, bruno)).includes(uid(held.bookingId)));
  });
});

describe('access follows state: players and the waiting list', () => {
  test("a player's unpaid place opens no door for them until it is confirmed, though the booking is", async (t) => {
    const match = B.openMatch;
    const clock = clockAt(match.dayOffset, '17:40');
    const testApp = await createTestApp(t, { now: clock.now });
    const { app } = testApp;
    const [{ id }] = newCustomers(testApp, 1) as [Customer];
    // A session of the test's day (the helper's sessions last an hour from now).
    const player = {
      id,
      token: createTokenRepository(testApp.openDb(), clock.now).issue(id, 'session', 60_000).token,
    };
    giveLevel(testApp, player.id, 'Padel', 3);
    const joined = await join(app, { customerId: player.id, bookingId: match.id }, player.token);
    assert.equal(joined.body.ok, true, JSON.stringify(joined.body));
    const sale = joined.body.model as BookingSale;

    const unpaidPlace = ACCESS_TEXTS.placeAwaitingPayment('17:55');
    assert.deepEqual(await door(app, match.id, { token: player.token }), { ok: false, reason: unpaidPlace });
    // The booking itself is confirmed: its link opens the door.
    assert.equal((await door(app, match.id, { bookingToken: tokenOf(testApp, match.id) })).ok, true);
    const item = await myItem(app, player, match.id);
    assert.deepEqual(
      item?.awaitingPayment?.sales.map((line) => line.id),
      [sale.id],
    );
    const file = await calendarFile(app, player, match.id);
    assert.deepEqual([file.status, file.errorMsg], [404, unpaidPlace]);
    assert.ok(!(await feedOf(app, player)).includes(uid(match.id)));

    await payAtClub(app, player, 'jugador0@race.test', [sale.id]);
    assert.equal((await door(app, match.id, { token: player.token })).ok, true);
    assert.equal((await myItem(app, player, match.id))?.awaitingPayment, null);
    assert.ok((await feedOf(app, player)).includes(uid(match.id)));
  });

  test('a place the waiting list offers, not taken yet, opens no door and is not in My bookings', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const full = B.fullMatch.id;
    await call(app, 'POST', `/api/publicbookings/waiting-list/${ana.id}/${full}`, undefined, ana.token);
    const left = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${full}/${bruno.id}`,
      undefined,
      bruno.token,
    );
    assert.deepEqual(left.body, { ok: true });

    assert.deepEqual(await door(app, full, { token: ana.token }), {
      ok: false,
      reason: ACCESS_TEXTS.offered,
    });
    assert.equal(await myItem(app, ana, full), undefined);
    // Bruno left: the booking is no longer his to open.
    const his = await call(app, 'GET', `/api/publicturnstiles/open/${full}`, undefined, bruno.token);
    assert.equal(his.status, 404);
  });
});
