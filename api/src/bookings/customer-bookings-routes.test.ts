import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  CalendarFeed,
  CustomerBookings,
  TurnstileAnswer,
} from '@club/shared-contracts/booking-entities';
import {
  DEMO_BYPLACE,
  DEMO_CUSTOMERS,
  DEMO_LEVELS_TRAININGS,
  DEMO_MY_BOOKINGS,
  DEMO_SITE_ORIGINS,
} from '../db/demo-club.ts';
import { ERROR_TEXTS } from '../http/errors.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
import { TURNSTILE_TEXTS } from '../turnstiles/turnstile-routes.ts';
import { OPENS_BEFORE_MINUTES } from '../turnstiles/turnstiles.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import { CLUB_TIME_ZONE, dayAfter } from './booking-test-support.ts';
import { clubInstant } from './club-time.ts';

const MY = DEMO_MY_BOOKINGS;

const myBookings = async (
  app: TestApp['app'],
  customerId: number,
  token: string,
): Promise<CustomerBookings> =>
  (await call(app, 'GET', `/api/publicbookings/customer-bookings/${customerId}`, undefined, token)).body
    .model as CustomerBookings;

const cancel = (app: TestApp['app'], bookingId: number, customerId: number, token: string) =>
  call(app, 'POST', `/api/publicbookings/cancel/${bookingId}/${customerId}`, undefined, token);

const tokenOf = (testApp: TestApp, bookingId: number): string =>
  (testApp.openDb().prepare('SELECT token FROM bookings WHERE id = ?').get(bookingId) as { token: string })
    .token;

/** The start of a demo booking seeded `dayOffset` days from today at `hour`, as an instant. */
const startOf = (dayOffset: number, hour: string): Date =>
  clubInstant(dayAfter(dayOffset), Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5)), CLUB_TIME_ZONE);

/** An iCalendar UTC date-time. */
const icsTime = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One of the demo club's sites, where its pages call the API from. */
const SITE = DEMO_SITE_ORIGINS[0];

/** A calendar text (or anything) fetched raw, by a page of the site (or another) when a token is given. */
async function fetchText(app: TestApp['app'], url: string, token?: string, site: string = SITE) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}`, referer: `${site}/customer-bookings` } : {},
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), text: response.body };
}

describe('my bookings', () => {
  test('lists next bookings soonest first and past ones newest first, with what each may still do', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const model = await myBookings(app, ana.id, ana.token);
    const nextIds = model.next.map((item) => item.id);
    for (const id of [MY.byCard.id, MY.byVoucher.id, MY.tooLate.id])
      assert.ok(nextIds.includes(id), `next ${id}`);
    const starts = model.next.map((item) => item.start);
    assert.deepEqual(starts, [...starts].sort());
    const pastIds = model.past.map((item) => item.id);
    for (const id of [MY.past[0].id, MY.past[1].id, DEMO_BYPLACE.bookings.pastToScore.id]) {
      assert.ok(pastIds.includes(id), `past ${id}`);
    }
    const pastStarts = model.past.map((item) => item.start);
    assert.deepEqual(pastStarts, [...pastStarts].sort().reverse());

    const byCard = model.next.find((item) => item.id === MY.byCard.id);
    assert.deepEqual(byCard, {
      id: MY.byCard.id,
      bookingType: 'Reserva de pista de pádel',
      resourceName: 'Pista 2',
      start: `${dayAfter(MY.byCard.dayOffset)}T${MY.byCard.start}:00`,
      duration: MY.byCard.duration,
      description: '',
      comments: MY.byCard.comments,
      canCancel: true,
      parentName: '',
      guarantee: null,
      awaitingPayment: null,
    });
    assert.equal(model.next.find((item) => item.id === MY.tooLate.id)?.canCancel, false);
    assert.ok(model.past.every((item) => !item.canCancel));
    assert.equal(model.turntilesEnabled, true);
  });

  test("the customer's trainings are items marked 'Team', next and past, never to cancel", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const model = await myBookings(app, ana.id, ana.token);
    const { anaNext, anaPast } = DEMO_LEVELS_TRAININGS.trainings;
    assert.deepEqual(
      model.next.find((item) => item.id === anaNext.id && item.parentName === 'Team'),
      {
        id: anaNext.id,
        bookingType: anaNext.team,
        resourceName: '',
        start: `${dayAfter(anaNext.dayOffset)}T${anaNext.start}:00`,
        duration: anaNext.duration,
        description: anaNext.description,
        comments: '',
        canCancel: false,
        parentName: 'Team',
        guarantee: null,
        awaitingPayment: null,
      },
    );
    assert.ok(model.past.some((item) => item.id === anaPast.id && item.parentName === 'Team'));
    const starts = model.next.map((item) => item.start);
    assert.deepEqual(starts, [...starts].sort());
  });

  test("another customer's bookings answer 403, and a booking's public page shows it without a cancel", async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const foreign = await call(
      app,
      'GET',
      `/api/publicbookings/customer-bookings/${ana.id}`,
      undefined,
      bruno.token,
    );
    assert.deepEqual([foreign.status, foreign.body.errorMsg], [403, ERROR_TEXTS.wrongAccess]);

    const token = tokenOf(testApp, MY.byCard.id);
    const page = await call(app, 'GET', `/api/publicbookings/customer-booking/${token}`);
    const model = page.body.model as CustomerBookings;
    assert.deepEqual(
      [model.next.map((item) => [item.id, item.canCancel]), model.past],
      [[[MY.byCard.id, false]], []],
    );
    const unknown = await call(app, 'GET', `/api/publicbookings/customer-booking/${'0'.repeat(32)}`);
    assert.deepEqual([unknown.status, unknown.body.errorMsg], [404, BOOKING_TEXTS.bookingNotFound]);
  });
});

describe('cancelling from my bookings', () => {
  test('a card payment is answered as its refund, a voucher payment goes back on the voucher', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const byCard = await cancel(app, MY.byCard.id, ana.id, ana.token);
    assert.deepEqual(byCard.body, {
      ok: true,
      infoReturns: [{ paymentMethod: MY.cardMethod, amount: MY.byCard.priceCents / 100 }],
    });
    const voucher = () =>
      testApp
        .openDb()
        .prepare(
          `SELECT v.balance_cents, o.name FROM booking_sales s JOIN customer_vouchers v ON v.id = s.customer_voucher_id
           JOIN voucher_offers o ON o.id = v.offer_id WHERE s.booking_id = ?`,
        )
        .get(MY.byVoucher.id) as { balance_cents: number; name: string };
    const before = voucher();
    const byVoucher = await cancel(app, MY.byVoucher.id, ana.id, ana.token);
    assert.deepEqual(byVoucher.body, {
      ok: true,
      infoReturns: [{ paymentMethod: before.name, amount: MY.byVoucher.priceCents / 100 }],
    });
    assert.equal(voucher().balance_cents, before.balance_cents + MY.byVoucher.priceCents);
    assert.deepEqual((await cancel(app, MY.byVoucher.id, ana.id, ana.token)).body, {
      ok: true,
      alreadyCancelled: true,
    });
    assert.equal(voucher().balance_cents, before.balance_cents + MY.byVoucher.priceCents);
    const ids = (await myBookings(app, ana.id, ana.token)).next.map((item) => item.id);
    assert.ok(!ids.includes(MY.byCard.id) && !ids.includes(MY.byVoucher.id));
  });

  test("a confirmed booking inside its type's cancellation window is refused with the window", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    assert.deepEqual((await cancel(app, MY.tooLate.id, ana.id, ana.token)).body, {
      ok: false,
      errorMsg: BOOKING_TEXTS.cancelWindow(MY.cancelMinutes.court),
    });
  });
});

describe('calendar files and feed', () => {
  test('a booking file imports as an appointment: PUBLISH, UTC times, a stable UID, no organizer', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const url = `/api/publicbookings/calendar-file/${ana.id}/booking/${MY.byCard.id}`;
    const file = await fetchText(app, url, ana.token);
    assert.equal(file.status, 200);
    assert.match(file.type, /^text\/calendar/);
    const start = startOf(MY.byCard.dayOffset, MY.byCard.start);
    const end = new Date(start.getTime() + MY.byCard.duration * 60_000);
    for (const line of [
      'METHOD:PUBLISH',
      `UID:booking-${MY.byCard.id}@bookings.club`,
      `DTSTART:${icsTime(start)}`,
      `DTEND:${icsTime(end)}`,
      'STATUS:CONFIRMED',
      `URL:${SITE}/booking-join/${MY.byCard.id}`,
    ]) {
      assert.ok(file.text.split('\r\n').includes(line), line);
    }
    // A page of a site the club does not list gets the event without a link to it.
    const elsewhere = await fetchText(app, url, ana.token, 'https://phishing.example');
    assert.equal(elsewhere.status, 200);
    assert.doesNotMatch(elsewhere.text, /phishing\.example/);
    assert.doesNotMatch(file.text, /ORGANIZER|ATTENDEE/);
    const again = await fetchText(app, url, ana.token);
    assert.match(again.text, new RegExp(`UID:booking-${MY.byCard.id}@bookings.club`));

    const training = DEMO_LEVELS_TRAININGS.trainings.anaNext;
    const trainingFile = await fetchText(
      app,
      `/api/publicbookings/calendar-file/${ana.id}/training/${training.id}`,
      ana.token,
    );
    assert.ok(trainingFile.text.split('\r\n').includes(`UID:training-${training.id}@bookings.club`));
    assert.ok(
      trainingFile.text
        .split('\r\n')
        .includes(`DTSTART:${icsTime(startOf(training.dayOffset, training.start))}`),
    );

    const notHers = await fetchText(
      app,
      `/api/publicbookings/calendar-file/${ana.id}/booking/${DEMO_BYPLACE.bookings.fullMatch.id}`,
      ana.token,
    );
    assert.equal(notHers.status, 404);
    assert.equal((await fetchText(app, url, bruno.token)).status, 403);
  });

  test('the feed follows new and cancelled bookings, and a new or revoked address stops the old one', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const feedCall = async (method: 'GET' | 'POST' | 'DELETE') =>
      (
        (await call(app, method, `/api/publicbookings/calendar-feed/${ana.id}`, undefined, ana.token)).body
          .model as CalendarFeed
      ).path;
    assert.equal(await feedCall('GET'), null);
    const path = await feedCall('POST');
    assert.match(path ?? '', /^\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/);
    assert.equal(await feedCall('GET'), path);

    const event = (text: string, id: number) =>
      text.split('BEGIN:VEVENT').find((block) => block.includes(`UID:booking-${id}@`)) ?? '';
    const before = await fetchText(app, path ?? '');
    assert.equal(before.status, 200);
    assert.match(event(before.text, MY.byCard.id), /STATUS:CONFIRMED/);
    await cancel(app, MY.byCard.id, ana.id, ana.token);
    const after = await fetchText(app, path ?? '');
    assert.match(event(after.text, MY.byCard.id), /STATUS:CANCELLED\r\n/);
    assert.match(event(after.text, MY.byCard.id), /SEQUENCE:1/);

    const renewed = await feedCall('POST');
    assert.notEqual(renewed, path);
    assert.equal((await fetchText(app, path ?? '')).status, 404);
    assert.equal(await feedCall('DELETE'), null);
    assert.equal((await fetchText(app, renewed ?? '')).status, 404);
  });
});

describe('opening the facility', () => {
  test('the QR opens from 30 minutes before the start to the end, for a player or the public token', async (t) => {
    let clock = new Date();
    const testApp = await createTestApp(t, { now: () => clock });
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.deepEqual((await call(app, 'GET', '/api/publicturnstiles/enabled')).body, {
      ok: true,
      model: true,
    });
    const open = async (path: string, token?: string) =>
      (await call(app, 'GET', `/api/publicturnstiles/open/${path}`, undefined, token))
        .body as TurnstileAnswer;

    const early = await open(`${MY.byCard.id}`, ana.token);
    assert.equal(early.ok, false);
    assert.equal(early.reason, TURNSTILE_TEXTS.tooEarly('09:30'));

    const start = startOf(MY.byCard.dayOffset, MY.byCard.start);
    clock = new Date(start.getTime() - (OPENS_BEFORE_MINUTES - 5) * 60_000);
    const mine = await open(`${MY.byCard.id}`, ana.token);
    assert.equal(mine.ok, true);
    assert.equal(mine.model?.contentType, 'image/png');
    assert.equal(
      Buffer.from(mine.model?.content ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
      'PNG',
    );
    const byToken = await open(`${MY.byCard.id}/${tokenOf(testApp, MY.byCard.id)}`);
    assert.equal(byToken.ok, true);

    const notHis = await call(
      app,
      'GET',
      `/api/publicturnstiles/open/${MY.byCard.id}`,
      undefined,
      bruno.token,
    );
    assert.equal(notHis.status, 404);
    const wrongToken = await call(app, 'GET', `/api/publicturnstiles/open/${MY.byCard.id}/${'a'.repeat(32)}`);
    assert.equal(wrongToken.status, 404);

    clock = new Date(start.getTime() + MY.byCard.duration * 60_000);
    assert.equal((await open(`${MY.byCard.id}`, ana.token)).reason, TURNSTILE_TEXTS.ended);
  });
});
