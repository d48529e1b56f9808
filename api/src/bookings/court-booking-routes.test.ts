import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  BookingFilters,
  BookingList,
  BookingResource,
  LevelRange,
  PaymentModeSettings,
  RecalculatedPrice,
} from '@club/shared-contracts/booking-entities';
import { DEMO_BOOKING, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { DEMO_BOOKING_TARIFFS } from '../db/seed-bookings.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import {
  FREE_COURT,
  bookingList,
  clubTime,
  dayAfter,
  dayFrom,
  minuteOf,
  prebook,
  startOf,
  startsOf,
} from './booking-test-support.ts';

const padel = DEMO_BOOKING.padelTypeId;
const court = FREE_COURT.id;

/** `HH:mm` of every half hour from `from` to `to`, both included. */
function halfHours(from: string, to: string): string[] {
  const hours: string[] = [];
  for (let minute = minuteOf(from); minute <= minuteOf(to); minute += 30) {
    hours.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return hours;
}

const loadPrice = (
  app: Parameters<typeof call>[0],
  body: {
    startDate: string;
    duration: number;
    customerId: number;
    resourceId?: number;
    bookingTypeId?: number;
  },
  token?: string,
) =>
  call(
    app,
    'POST',
    '/api/publicbookings/loadprice',
    { bookingTypeId: padel, resourceId: court, ...body },
    token,
  );

describe('filters', () => {
  test('the filters list every active type with the first court type’s anticipation and cancel texts', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(app, 'GET', '/api/publicbookings/filters');
    assert.equal(answer.status, 200);
    const model = answer.body.model as BookingFilters;
    assert.equal(model.bookingTypes.length, Object.keys(DEMO_BOOKING.typeNames).length);
    assert.ok(!model.bookingTypes.some((type) => type.name === DEMO_BOOKING.ballMachine.typeName));
    assert.equal(model.anticipationMins, DEMO_BOOKING.anticipationMinutes.padel);
    assert.equal(model.anticipationText, 'Puedes reservar con hasta 14 días de antelación.');
    assert.match(model.cancelText, /24 horas/);
  });

  test('the filters of a type carry its own anticipation (none for squash); an unknown type answers 404', async (t) => {
    const { app } = await createTestApp(t);
    const squash = (await call(app, 'GET', `/api/publicbookings/filters/${DEMO_BOOKING.squashTypeId}`)).body
      .model as BookingFilters;
    assert.equal(squash.anticipationMins, null);
    assert.equal(squash.anticipationText, BOOKING_TEXTS.anticipation(null));
    const tennis = (await call(app, 'GET', `/api/publicbookings/filters/${DEMO_BOOKING.tennisTypeId}`)).body
      .model as BookingFilters;
    assert.equal(tennis.anticipationText, 'Puedes reservar con hasta 7 días de antelación.');
    const unknown = await call(app, 'GET', '/api/publicbookings/filters/9999');
    assert.deepEqual([unknown.status, unknown.body.errorMsg], [404, BOOKING_TEXTS.unknownType]);
  });
});

describe('availability', () => {
  test('a free day lists every padel court with a start every 30 minutes from 08:00, each with the durations that fit before 23:00', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await bookingList(app, { date: dayAfter(4), bookingTypeId: padel, customerId: null });
    assert.equal(answer.status, 200);
    const model = answer.body.model as BookingList;
    assert.equal(model.errorMsg, '');
    assert.deepEqual(model.multipleResources, []);
    assert.deepEqual(
      model.list.map((resource) => resource.name),
      DEMO_BOOKING.padelCourts.map((candidate) => candidate.name),
    );
    const starts = startsOf(answer, court);
    assert.deepEqual([...starts.keys()], halfHours('08:00', '22:00'));
    assert.deepEqual(starts.get('08:00'), [60, 90, 120]);
    assert.deepEqual(starts.get('21:00'), [60, 90, 120]);
    assert.deepEqual(starts.get('21:30'), [60, 90]);
    assert.deepEqual(starts.get('22:00'), [60]);
    const slot = (model.list.find((resource) => resource.id === court) as BookingResource).timeTable[0]!;
    assert.equal(slot.start, startOf(dayAfter(4), '08:00'));
    assert.deepEqual(slot.noOnlineBlocks, []);
  });

  test('the seeded bookings’ slots are left out, and a start keeps only the durations that end before them', async (t) => {
    const { app } = await createTestApp(t);
    const seeded = DEMO_BOOKING.seededBookings.find((booking) => booking.customer === 'carlos')!;
    const answer = await bookingList(app, {
      date: dayAfter(seeded.dayOffset),
      bookingTypeId: padel,
      customerId: null,
    });
    const starts = startsOf(answer, seeded.courtId);
    // Carlos plays 10:00-11:30.
    for (const taken of ['10:00', '10:30', '11:00']) assert.ok(!starts.has(taken), taken);
    assert.deepEqual(starts.get('09:00'), [60]);
    assert.deepEqual(starts.get('08:30'), [60, 90]);
    assert.deepEqual(starts.get('11:30'), [60, 90, 120]);
  });

  test('a prebooked slot is left out for everyone at once', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const day = dayAfter(5);
    const taken = await prebook(app, { customerId: ana.id, day, hour: '12:00', duration: 60 }, ana.token);
    assert.equal(taken.body.ok, true, JSON.stringify(taken.body));
    const starts = startsOf(
      await bookingList(app, { date: day, bookingTypeId: padel, customerId: null }),
      court,
    );
    for (const hour of ['12:00', '12:30']) assert.ok(!starts.has(hour), hour);
    assert.deepEqual(starts.get('11:00'), [60]);
    assert.deepEqual(starts.get('13:00'), [60, 90, 120]);
  });

  test('starts already past are left out of today; a past day answers an empty list and says why', async (t) => {
    const day = dayAfter(3);
    const { app } = await createTestApp(t, { now: () => clubTime(day, '12:10') });
    const starts = startsOf(
      await bookingList(app, { date: day, bookingTypeId: padel, customerId: null }),
      court,
    );
    assert.equal([...starts.keys()][0], '12:30');
    const yesterday = await bookingList(app, { date: dayAfter(2), bookingTypeId: padel, customerId: null });
    assert.deepEqual(yesterday.body.model, {
      list: [],
      errorMsg: BOOKING_TEXTS.pastDay,
      multipleResources: [],
    });
  });

  test('the anticipation ends the list: up to now’s hour on its last day, nothing after (14 days for padel)', async (t) => {
    const today = dayAfter(3);
    const { app } = await createTestApp(t, { now: () => clubTime(today, '12:10') });
    const lastDay = dayAfter(14, clubTime(today, '12:10'));
    const starts = startsOf(
      await bookingList(app, { date: lastDay, bookingTypeId: padel, customerId: null }),
      court,
    );
    assert.equal([...starts.keys()].at(-1), '12:00');
    const beyond = await bookingList(app, {
      date: dayAfter(15, clubTime(today, '12:10')),
      bookingTypeId: padel,
      customerId: null,
    });
    const model = beyond.body.model as BookingList;
    assert.deepEqual([model.list, model.errorMsg], [[], BOOKING_TEXTS.beyondAnticipation(20160)]);
    assert.equal(model.errorMsg, 'Solo se puede reservar con 14 días de antelación.');
    // Squash has no limit.
    const squash = await bookingList(app, {
      date: dayAfter(200),
      bookingTypeId: DEMO_BOOKING.squashTypeId,
      customerId: null,
    });
    assert.equal((squash.body.model as BookingList).list.length, DEMO_BOOKING.squashCourts.length);
  });

  test('an unknown type, an option type or a date that is no day answers 4xx with a message', async (t) => {
    const { app } = await createTestApp(t);
    const unknown = await bookingList(app, { date: dayAfter(1), bookingTypeId: 9999, customerId: null });
    assert.deepEqual([unknown.status, unknown.body.errorMsg], [404, BOOKING_TEXTS.unknownType]);
    const options = (
      (
        await bookingList(app, {
          date: dayAfter(1),
          bookingTypeId: DEMO_BOOKING.tennisTypeId,
          customerId: null,
        })
      ).body.model as BookingList
    ).multipleResources;
    const option = await bookingList(app, {
      date: dayAfter(1),
      bookingTypeId: options[0]!.id,
      customerId: null,
    });
    assert.equal(option.status, 404);
    const notADay = await bookingList(app, { date: '2026-02-30', bookingTypeId: padel, customerId: null });
    assert.deepEqual([notADay.status, notADay.body.errorMsg], [400, 'date is not a valid day']);
  });

  test('a list for a customer needs that customer’s (or its parent’s) token', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const body = { date: dayAfter(4), bookingTypeId: padel, customerId: ana.id };
    assert.equal((await bookingList(app, body)).status, 401);
    assert.equal((await bookingList(app, body, bruno.token)).status, 403);
    assert.equal((await bookingList(app, body, ana.token)).status, 200);
    const child = ana.children[0]!.id;
    assert.equal((await bookingList(app, { ...body, customerId: child }, ana.token)).status, 200);
  });
});

describe('prices', () => {
  const priceAt = (answer: Awaited<ReturnType<typeof bookingList>>, hour: string, duration: number) => {
    const model = answer.body.model as BookingList;
    const slot = model.list
      .find((resource) => resource.id === court)
      ?.timeTable.find((candidate) => candidate.sstart === hour);
    return slot?.priceByDuration[String(duration)];
  };

  test('a weekday is cheaper before 17:00; a weekend has the evening price all day; each duration has its price', async (t) => {
    const { app } = await createTestApp(t);
    const tariff = DEMO_BOOKING_TARIFFS.padel.everyone;
    const weekday = await bookingList(app, {
      date: dayFrom(3, 'weekday'),
      bookingTypeId: padel,
      customerId: null,
    });
    assert.deepEqual(priceAt(weekday, '16:30', 60), {
      amount: tariff[60]!.offPeak / 100,
      isSpecialPrice: false,
    });
    assert.deepEqual(priceAt(weekday, '17:00', 60), {
      amount: tariff[60]!.peak / 100,
      isSpecialPrice: false,
    });
    assert.deepEqual(priceAt(weekday, '10:00', 90), {
      amount: tariff[90]!.offPeak / 100,
      isSpecialPrice: false,
    });
    assert.deepEqual(priceAt(weekday, '10:00', 120), {
      amount: tariff[120]!.offPeak / 100,
      isSpecialPrice: false,
    });
    const weekend = await bookingList(app, {
      date: dayFrom(3, 'weekend'),
      bookingTypeId: padel,
      customerId: null,
    });
    assert.deepEqual(priceAt(weekend, '10:00', 60), {
      amount: tariff[60]!.peak / 100,
      isSpecialPrice: false,
    });
  });

  test('Ana, a member, sees her special prices marked; Bruno sees everyone’s', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const date = dayFrom(3, 'weekday');
    const members = DEMO_BOOKING_TARIFFS.padel.members!;
    const anas = await bookingList(app, { date, bookingTypeId: padel, customerId: ana.id }, ana.token);
    assert.deepEqual(priceAt(anas, '10:00', 60), {
      amount: members[60]!.offPeak / 100,
      isSpecialPrice: true,
    });
    assert.deepEqual(priceAt(anas, '18:00', 90), { amount: members[90]!.peak / 100, isSpecialPrice: true });
    const brunos = await bookingList(app, { date, bookingTypeId: padel, customerId: bruno.id }, bruno.token);
    assert.deepEqual(priceAt(brunos, '10:00', 60), {
      amount: DEMO_BOOKING_TARIFFS.padel.everyone[60]!.offPeak / 100,
      isSpecialPrice: false,
    });
  });

  test('loadprice answers the customer’s price, and everyone’s for customer -1 without a token', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const day = dayFrom(3, 'weekday');
    const startDate = startOf(day, '18:00');
    const special = await loadPrice(app, { startDate, duration: 90, customerId: ana.id }, ana.token);
    const members = DEMO_BOOKING_TARIFFS.padel.members![90]!.peak;
    assert.deepEqual(special.body, {
      ok: true,
      price: { price: members / 100, netPrice: Math.round(members / 1.21) / 100, isSpecialPrice: true },
    });
    const generic = await loadPrice(app, { startDate, duration: 90, customerId: -1 });
    assert.equal(
      (generic.body.price as RecalculatedPrice).price,
      DEMO_BOOKING_TARIFFS.padel.everyone[90]!.peak / 100,
    );
    assert.equal((generic.body.price as RecalculatedPrice).isSpecialPrice, false);
  });

  test('loadprice refuses what is not on the time table, with a message', async (t) => {
    const { app } = await createTestApp(t);
    const day = dayAfter(4);
    const cases: Array<[object, number, string]> = [
      [{ duration: 45 }, 400, BOOKING_TEXTS.durationNotOffered(45, [60, 90, 120])],
      [{ startDate: startOf(day, '10:15') }, 400, BOOKING_TEXTS.notOnTimeTable],
      [{ startDate: startOf(day, '07:30') }, 400, BOOKING_TEXTS.notOnTimeTable],
      [{ startDate: startOf(day, '22:00'), duration: 90 }, 400, BOOKING_TEXTS.notOnTimeTable],
      [{ resourceId: 9999 }, 404, BOOKING_TEXTS.unknownResource],
      [{ resourceId: DEMO_BOOKING.tennisCourts[0].id }, 400, BOOKING_TEXTS.resourceNotOfType],
      [{ bookingTypeId: 9999 }, 404, BOOKING_TEXTS.unknownType],
      [{ startDate: `${day}T25:00:00` }, 400, 'startDate is not a valid date and time'],
      [{ customerId: 0 }, 400, 'customerId must be -1 or a customer id'],
    ];
    for (const [change, status, message] of cases) {
      const answer = await loadPrice(app, {
        startDate: startOf(day, '10:00'),
        duration: 60,
        customerId: -1,
        ...change,
      });
      assert.deepEqual([answer.status, answer.body.errorMsg], [status, message], JSON.stringify(change));
    }
  });

  test('loadprice of a slot taken meanwhile is a refusal the page shows', async (t) => {
    const { app } = await createTestApp(t);
    const seeded = DEMO_BOOKING.seededBookings[0];
    const answer = await loadPrice(app, {
      startDate: startOf(dayAfter(seeded.dayOffset), seeded.start),
      duration: 60,
      customerId: -1,
      resourceId: seeded.courtId,
    });
    assert.deepEqual([answer.status, answer.body], [200, { ok: false, errorMsg: BOOKING_TEXTS.slotTaken }]);
  });
});

describe('other resource types', () => {
  test('the tennis type offers the ball machines, whose free starts and prices date-availability answers', async (t) => {
    const { app } = await createTestApp(t);
    const list = await bookingList(app, {
      date: dayAfter(3),
      bookingTypeId: DEMO_BOOKING.tennisTypeId,
      customerId: null,
    });
    const [option] = (list.body.model as BookingList).multipleResources;
    assert.equal(option?.name, DEMO_BOOKING.ballMachine.typeName);
    const answer = await call(app, 'POST', '/api/publicbookings/date-availability', {
      date: dayAfter(3),
      customerId: null,
      bookingTypeResourceId: option.id,
    });
    const machines = answer.body.model as BookingResource[];
    assert.deepEqual(
      machines.map((machine) => [machine.name, machine.type]),
      DEMO_BOOKING.ballMachines.map((machine) => [machine.name, DEMO_BOOKING.ballMachine.resourceType]),
    );
    const first = machines[0]!.timeTable[0]!;
    assert.deepEqual(first.durations, [60, 90]);
    assert.deepEqual(first.priceByDuration['60'], { amount: 6, isSpecialPrice: false });
    const unknown = await call(app, 'POST', '/api/publicbookings/date-availability', {
      date: dayAfter(3),
      customerId: null,
      bookingTypeResourceId: DEMO_BOOKING.tennisTypeId,
    });
    assert.deepEqual([unknown.status, unknown.body.errorMsg], [404, BOOKING_TEXTS.unknownOption]);
  });
});

describe('level range and payment modes', () => {
  const levelRange = async (app: Parameters<typeof call>[0], token?: string) =>
    (await call(app, 'GET', `/api/publicbookings/byplace/${court}/level-range`, undefined, token)).body
      .model as LevelRange;

  test('Ana’s padel level centres the match range; a visitor and Bruno, without a level, get 0 to 7', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.deepEqual(await levelRange(app, ana.token), {
      referenceCustomerLevel: 3.45,
      levelProviderRange: { item1: 0, item2: 7 },
      matchRange: { item1: 2.95, item2: 3.95 },
    });
    const none = {
      referenceCustomerLevel: null,
      levelProviderRange: { item1: 0, item2: 7 },
      matchRange: { item1: 0, item2: 7 },
    };
    assert.deepEqual(await levelRange(app), none);
    assert.deepEqual(await levelRange(app, bruno.token), none);
    const tennis = await call(
      app,
      'GET',
      `/api/publicbookings/byplace/${DEMO_BOOKING.tennisCourts[0].id}/level-range`,
      undefined,
      ana.token,
    );
    assert.equal((tennis.body.model as LevelRange).referenceCustomerLevel, 2.8);
    assert.equal((await call(app, 'GET', '/api/publicbookings/byplace/9999/level-range')).status, 404);
    const wrongToken = await call(
      app,
      'GET',
      `/api/publicbookings/byplace/${court}/level-range`,
      undefined,
      'x',
    );
    assert.equal(wrongToken.status, 401, 'a caller that sends a token must send a valid one');
  });

  test('the demo club allows pending and shared payment with retention, and full payment with special prices', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(app, 'GET', '/api/shop/payment-mode-allowed');
    const modes: PaymentModeSettings & { ok: boolean } = {
      ok: true,
      pendingPaymentAllowed: true,
      sharedPaymentAllowed: true,
      sharedPaymentWithRetention: true,
      fullPaymentAllowedWithSpecialPrices: true,
    };
    assert.deepEqual(answer.body, modes);
  });
});

test('the list answers well within the benchmark’s budget for eight courts', async (t) => {
  const { app } = await createTestApp(t);
  const body = { date: dayAfter(1), bookingTypeId: padel, customerId: null };
  for (let warm = 0; warm < 5; warm++) await bookingList(app, body);
  const times: number[] = [];
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    await bookingList(app, body);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  assert.ok(times[10]! < 50, `median ${times[10]!.toFixed(1)} ms`);
});
