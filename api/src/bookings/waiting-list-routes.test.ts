import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BookingInfo, WaitingListState } from '@club/shared-contracts/booking-entities';
import type { FastifyInstance } from 'fastify';
import { DEMO_BYPLACE, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { ERROR_TEXTS } from '../http/errors.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
import { HOLD_MINUTES } from './booking-rules.ts';
import { BOOKING_TEXTS, BYPLACE_TEXTS } from './booking-texts.ts';
import { giveLevel, info, join, newCustomers } from './booking-test-support.ts';
import { OFFER_MINUTES } from './waiting-list.ts';

const B = DEMO_BYPLACE.bookings;
const FULL = B.fullMatch.id;

/** New customers with a padel level in the full match's range: it is competitive, so its rules take them. */
function newPlayers(testApp: TestApp, count: number): Array<{ id: number; token: string }> {
  const players = newCustomers(testApp, count);
  for (const player of players) giveLevel(testApp, player.id, 'Padel', 3);
  return players;
}

const wait = (app: FastifyInstance, customerId: number, bookingId: number, token: string) =>
  call(app, 'POST', `/api/publicbookings/waiting-list/${customerId}/${bookingId}`, undefined, token);

const stopWaiting = (app: FastifyInstance, customerId: number, bookingId: number, token: string) =>
  call(app, 'DELETE', `/api/publicbookings/waiting-list/${customerId}/${bookingId}`, undefined, token);

/** A player leaves as the cart does when the place's line is removed: through the line's cancel URL. */
const leave = (app: FastifyInstance, bookingId: number, customerId: number, token: string) =>
  call(app, 'POST', `/api/publicbookings/cancel/${bookingId}/${customerId}`, undefined, token);

const infoModel = async (app: FastifyInstance, bookingId: number, token?: string): Promise<BookingInfo> =>
  (await info(app, bookingId, token)).body.model as BookingInfo;

/** The place offers in a customer's communications (the outbox), oldest first. */
const offersTo = (testApp: TestApp, email: string): Array<{ subject: string; body: string }> =>
  testApp
    .openDb()
    .prepare("SELECT subject, body FROM outbox WHERE email = ? AND subject LIKE '%plaza libre%' ORDER BY id")
    .all(email) as Array<{ subject: string; body: string }>;

describe('waiting list', () => {
  test('customers wait in the order they asked, asking twice keeps the turn, and leaving the list gives it up', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const [other] = newPlayers(testApp, 1);
    const first = await wait(app, ana.id, FULL, ana.token);
    assert.deepEqual(first.body, {
      ok: true,
      model: { position: 1, offerExpiresAt: null, heldPlaces: 0 } satisfies WaitingListState,
    });
    assert.equal(
      ((await wait(app, other!.id, FULL, other!.token)).body.model as WaitingListState).position,
      2,
    );
    assert.equal(((await wait(app, ana.id, FULL, ana.token)).body.model as WaitingListState).position, 1);
    const anaView = await infoModel(app, FULL, ana.token);
    assert.equal(anaView.allowJoin, false);
    assert.equal(anaView.waitingList.position, 1);

    assert.deepEqual((await stopWaiting(app, ana.id, FULL, ana.token)).body, { ok: true });
    assert.equal((await infoModel(app, FULL, ana.token)).waitingList.position, null);
    assert.equal((await infoModel(app, FULL, other!.token)).waitingList.position, 1);
  });

  test('a player of the booking, a booking with a free place, a past one and another customer are refused', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.deepEqual((await wait(app, bruno.id, FULL, bruno.token)).body, {
      ok: false,
      errorMsg: BYPLACE_TEXTS.alreadyIn,
    });
    assert.deepEqual((await wait(app, ana.id, B.openMatch.id, ana.token)).body, {
      ok: false,
      errorMsg: BYPLACE_TEXTS.placeFree,
    });
    const past = await wait(app, ana.id, B.pastToScore.id, ana.token);
    assert.deepEqual([past.status, past.body.errorMsg], [400, BYPLACE_TEXTS.pastBooking]);
    const forBruno = await wait(app, bruno.id, FULL, ana.token);
    assert.deepEqual([forBruno.status, forBruno.body.errorMsg], [403, ERROR_TEXTS.wrongAccess]);
    const unknown = await wait(app, ana.id, 999_999, ana.token);
    assert.deepEqual([unknown.status, unknown.body.errorMsg], [404, BOOKING_TEXTS.bookingNotFound]);
  });

  test('a player leaving offers the place to the first customer waiting, held for them alone', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const [second, stranger] = newPlayers(testApp, 2);
    await wait(app, ana.id, FULL, ana.token);
    await wait(app, second!.id, FULL, second!.token);
    assert.deepEqual(offersTo(testApp, DEMO_CUSTOMERS.ana.email), []);

    assert.deepEqual((await leave(app, FULL, bruno.id, bruno.token)).body, { ok: true });
    const [offer, ...more] = offersTo(testApp, DEMO_CUSTOMERS.ana.email);
    assert.equal(more.length, 0);
    assert.match(offer?.body ?? '', new RegExp(`href="/booking-join/${FULL}"`));
    assert.match(offer?.body ?? '', new RegExp(`\\(${OFFER_MINUTES} minutos\\)`));
    assert.deepEqual(offersTo(testApp, 'jugador0@race.test'), []);

    const anaView = await infoModel(app, FULL, ana.token);
    assert.equal(anaView.allowJoin, true);
    assert.match(anaView.waitingList.offerExpiresAt ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
    const strangerView = await infoModel(app, FULL, stranger!.token);
    assert.deepEqual(
      [strangerView.allowJoin, strangerView.waitingList.heldPlaces, strangerView.participantsIn],
      [false, 1, B.fullMatch.places - 1],
    );
    const refused = await join(app, { customerId: stranger!.id, bookingId: FULL }, stranger!.token);
    assert.equal(refused.body.errorMsg, BYPLACE_TEXTS.maxPlayers);

    assert.equal((await join(app, { customerId: ana.id, bookingId: FULL }, ana.token)).body.ok, true);
    const after = await infoModel(app, FULL, ana.token);
    assert.equal(after.waitingList.position, null);
    assert.ok(after.players.some((player) => player.customerId === ana.id && !player.isPlaceholder));
    assert.equal((await infoModel(app, FULL, second!.token)).waitingList.position, 1);
  });

  test('the customer offered the place and 19 others racing for it: only the customer offered gets it', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const racers = newPlayers(testApp, 19);
    await wait(app, ana.id, FULL, ana.token);
    await leave(app, FULL, bruno.id, bruno.token);
    const answers = await Promise.all(
      [...racers, ana].map((racer) => join(app, { customerId: racer.id, bookingId: FULL }, racer.token)),
    );
    const winners = answers.flatMap((answer, index) => (answer.body.ok === true ? [index] : []));
    assert.deepEqual(winners, [racers.length]);
    const players = testApp
      .openDb()
      .prepare('SELECT customer_id FROM booking_players WHERE booking_id = ? AND customer_id IS NOT NULL')
      .all(FULL) as Array<{ customer_id: number }>;
    assert.equal(players.length, B.fullMatch.places);
    assert.ok(players.some((player) => player.customer_id === ana.id));
  });

  test('an offer that runs out takes its customer off the list and passes the place to the next one', async (t) => {
    let clock = new Date();
    const testApp = await createTestApp(t, { now: () => clock });
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const [next] = newPlayers(testApp, 1);
    await wait(app, ana.id, FULL, ana.token);
    await wait(app, next!.id, FULL, next!.token);
    await leave(app, FULL, bruno.id, bruno.token);
    clock = new Date(clock.getTime() + (OFFER_MINUTES + 1) * 60_000);

    const nextView = await infoModel(app, FULL, next!.token);
    assert.deepEqual([nextView.allowJoin, nextView.waitingList.position], [true, 1]);
    assert.equal(offersTo(testApp, 'jugador0@race.test').length, 1);
    assert.equal((await infoModel(app, FULL, ana.token)).waitingList.position, null);
    const late = await join(app, { customerId: ana.id, bookingId: FULL }, ana.token);
    assert.equal(late.body.errorMsg, BYPLACE_TEXTS.maxPlayers);
  });

  test('an unpaid hold that runs out offers its place to the waiting list with nobody looking', async (t) => {
    let clock = new Date();
    const testApp = await createTestApp(t, { now: () => clock, settleEveryMs: 20 });
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const [holder] = newPlayers(testApp, 1);
    const bookingId = B.oneFreePlace.id;
    assert.equal((await join(app, { customerId: holder!.id, bookingId }, holder!.token)).body.ok, true);
    await wait(app, ana.id, bookingId, ana.token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(offersTo(testApp, DEMO_CUSTOMERS.ana.email), []);

    clock = new Date(clock.getTime() + (HOLD_MINUTES + 1) * 60_000);
    const deadline = Date.now() + 3000;
    while (offersTo(testApp, DEMO_CUSTOMERS.ana.email).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [offer] = offersTo(testApp, DEMO_CUSTOMERS.ana.email);
    assert.match(offer?.body ?? '', new RegExp(`/booking-join/${bookingId}"`));
  });
});

describe('leaving a booking joined by place', () => {
  test('a paid place answers its refund, and leaving twice changes nothing', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bookingId = B.openMatch.id;
    const joined = await join(app, { customerId: ana.id, bookingId }, ana.token);
    const sale = joined.body.model as { id: number; pending: number };
    testApp
      .openDb()
      .prepare(
        "UPDATE booking_sales SET status = 'Paid', paid_cents = gross_cents, payment_method = 'Tarjeta' WHERE id = ?",
      )
      .run(sale.id);
    testApp
      .openDb()
      .prepare('UPDATE booking_players SET expires_at = NULL WHERE booking_id = ? AND customer_id = ?')
      .run(bookingId, ana.id);

    const left = await leave(app, bookingId, ana.id, ana.token);
    assert.deepEqual(left.body, {
      ok: true,
      infoReturns: [{ paymentMethod: 'Tarjeta', amount: sale.pending }],
    });
    assert.equal(
      (await infoModel(app, bookingId, ana.token)).players.some((p) => p.customerId === ana.id),
      false,
    );
    assert.deepEqual((await leave(app, bookingId, ana.id, ana.token)).body, {
      ok: true,
      alreadyCancelled: true,
    });
    const status = testApp.openDb().prepare('SELECT status FROM booking_sales WHERE id = ?').get(sale.id);
    assert.equal(status?.status, 'Cancelled');
  });

  test('a booking that has started cannot be left, and a customer not in it is told it is not theirs', async (t) => {
    let clock = new Date();
    const testApp = await createTestApp(t, { now: () => clock });
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const stranger = await leave(app, FULL, ana.id, ana.token);
    assert.deepEqual([stranger.status, stranger.body.errorMsg], [404, BOOKING_TEXTS.bookingNotFound]);
    clock = new Date(clock.getTime() + (B.fullMatch.dayOffset + 1) * 24 * 60 * 60_000);
    assert.deepEqual((await leave(app, FULL, bruno.id, bruno.token)).body, {
      ok: false,
      errorMsg: BOOKING_TEXTS.startedBooking,
    });
  });
});
