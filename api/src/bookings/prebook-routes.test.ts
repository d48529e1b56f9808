import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BookingSale, MatchOptions } from '@club/shared-contracts/booking-entities';
import { PaymentType, Team } from '@club/shared-contracts/entities';
import { DEMO_BOOKING, DEMO_CUSTOMERS, DEMO_PLAYERS } from '../db/demo-club.ts';
import { DEMO_BOOKING_TARIFFS } from '../db/seed-bookings.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { HOLD_MINUTES } from './booking-rules.ts';
import { createBookingStore } from './booking-store.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import {
  FREE_COURT,
  bookingList,
  clubTime,
  dayAfter,
  dayFrom,
  prebook,
  startOf,
  startsOf,
  type PrebookRequest,
} from './booking-test-support.ts';

const court = FREE_COURT.id;
const padel = DEMO_BOOKING_TARIFFS.padel;

/** The id of a demo player the lookup finds, read from the database. */
function playerId(
  db: ReturnType<Awaited<ReturnType<typeof createTestApp>>['openDb']>,
  email: string,
): number {
  return (db.prepare('SELECT id FROM customers WHERE email = ?').get(email) as { id: number }).id;
}

describe('prebook: validation', () => {
  test('past, beyond the anticipation, unknown, not offered or off the time table answers 4xx with a message', async (t) => {
    const today = dayAfter(3);
    const { app } = await createTestApp(t, { now: () => clubTime(today, '12:10') });
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const base: PrebookRequest = {
      customerId: ana.id,
      day: dayAfter(1, clubTime(today, '12:10')),
      hour: '10:00',
    };
    const cases: Array<[Partial<PrebookRequest>, number, string]> = [
      [{ day: today, hour: '12:00' }, 400, BOOKING_TEXTS.pastSlot],
      [{ day: dayAfter(-1, clubTime(today, '12:10')) }, 400, BOOKING_TEXTS.pastSlot],
      [
        { day: dayAfter(14, clubTime(today, '12:10')), hour: '12:30' },
        400,
        BOOKING_TEXTS.beyondAnticipation(20160),
      ],
      [{ day: dayAfter(20, clubTime(today, '12:10')) }, 400, BOOKING_TEXTS.beyondAnticipation(20160)],
      [{ resourceId: 9999 }, 404, BOOKING_TEXTS.unknownResource],
      [{ resourceId: DEMO_BOOKING.squashCourts[0].id }, 400, BOOKING_TEXTS.resourceNotOfType],
      [{ bookingTypeId: 9999 }, 404, BOOKING_TEXTS.unknownType],
      [{ duration: 45 }, 400, BOOKING_TEXTS.durationNotOffered(45, [60, 90, 120])],
      [{ hour: '10:15' }, 400, BOOKING_TEXTS.notOnTimeTable],
      [{ hour: '22:00', duration: 90 }, 400, BOOKING_TEXTS.notOnTimeTable],
      [{ bookingTypeId: DEMO_BOOKING.matchTypeId }, 400, BOOKING_TEXTS.notBookable],
      [{ paymentType: PaymentType.NotSet }, 400, BOOKING_TEXTS.paymentType],
      [{ customerIds: [ana.id] }, 400, BOOKING_TEXTS.repeatedPlayer],
      [{ customerIds: [987654] }, 404, BOOKING_TEXTS.unknownPlayer],
      [{ customerIds: [987651, 987652, 987653, 987654] }, 400, BOOKING_TEXTS.maxPlayers(4)],
    ];
    for (const [change, status, message] of cases) {
      const answer = await prebook(app, { ...base, ...change }, ana.token);
      assert.deepEqual([answer.status, answer.body.errorMsg], [status, message], JSON.stringify(change));
    }
  });

  test('login is required, and the token’s customer must be the owner or its parent', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const request = { customerId: ana.id, day: dayAfter(4), hour: '10:00' };
    assert.equal((await prebook(app, request, undefined)).status, 401);
    const other = await prebook(app, request, bruno.token);
    assert.deepEqual([other.status, other.body.errorMsg], [403, 'Wrong access']);
    const child = ana.children[0]!.id;
    const forChild = await prebook(app, { ...request, customerId: child }, ana.token);
    assert.equal(forChild.body.ok, true, JSON.stringify(forChild.body));
  });
});

describe('prebook: sales', () => {
  test('full payment: one sale for the owner with the price computed on the server, held for 15 minutes', async (t) => {
    const day = dayFrom(3, 'weekday');
    const now = clubTime(dayAfter(0), '09:00');
    const { app } = await createTestApp(t, { now: () => now });
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const answer = await prebook(
      app,
      { customerId: bruno.id, day, hour: '18:00', duration: 90 },
      bruno.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    assert.equal(answer.body.serviceFree, false);
    const [sale, ...rest] = answer.body.model as BookingSale[];
    assert.deepEqual(rest, []);
    const price = padel.everyone[90]!.peak / 100;
    assert.deepEqual(
      { ...sale, id: 0, bookingId: 0, groupId: 0, saleNumber: '' },
      {
        id: 0,
        groupId: 0,
        saleNumber: '',
        description: `${DEMO_BOOKING.typeNames.padel} · ${FREE_COURT.name} · ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} 18:00 (90 min)`,
        pending: price,
        netPending: Math.round((price * 100) / 1.21) / 100,
        paid: 0,
        total: price,
        netTotal: Math.round((price * 100) / 1.21) / 100,
        grossTotalWithDiscount: price,
        netTotalWithDiscount: Math.round((price * 100) / 1.21) / 100,
        paymentType: PaymentType.Full,
        withRetention: false,
        bookingId: 0,
        customerId: bruno.id,
        paymentDeadline: startOf(dayAfter(0), '09:15'),
      },
    );
    assert.equal(sale!.groupId, sale!.bookingId);
    assert.equal(sale!.saleNumber, `RES-${sale!.bookingId}-1`);
  });

  test('shared payment: the owner’s share of a member price, the other places’ shares of the generic price, one group', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const carlos = playerId(openDb(), DEMO_PLAYERS.carlos.email);
    const day = dayFrom(3, 'weekday');
    const answer = await prebook(
      app,
      {
        customerId: ana.id,
        day,
        hour: '10:00',
        duration: 90,
        paymentType: PaymentType.Shared,
        customerIds: [carlos],
        teams: { [carlos]: Team.Team2 },
      },
      ana.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const sales = answer.body.model as BookingSale[];
    const bookingId = sales[0]!.bookingId;
    assert.deepEqual(
      sales.map((sale) => [sale.customerId, sale.total, sale.paymentType, sale.withRetention, sale.groupId]),
      [
        [ana.id, padel.members![90]!.offPeak / 400, PaymentType.Shared, true, bookingId],
        [carlos, padel.everyone[90]!.offPeak / 400, PaymentType.Shared, true, bookingId],
        [-1, padel.everyone[90]!.offPeak / 400, PaymentType.Shared, true, bookingId],
        [-1, padel.everyone[90]!.offPeak / 400, PaymentType.Shared, true, bookingId],
      ],
    );
    assert.deepEqual(
      sales.map((sale) => sale.description?.split(' · ').at(-1)),
      [
        'tu parte',
        `parte de ${DEMO_PLAYERS.carlos.name} ${DEMO_PLAYERS.carlos.surname}`,
        'plaza libre',
        'plaza libre',
      ],
    );
    assert.equal(new Set(sales.map((sale) => sale.id)).size, 4);
    const players = openDb()
      .prepare('SELECT customer_id, team FROM booking_players WHERE booking_id = ? ORDER BY position')
      .all(bookingId);
    assert.deepEqual(
      players.map((row) => [row.customer_id, row.team]),
      [
        [ana.id, Team.NotSet],
        [carlos, Team.Team2],
        [null, Team.NotSet],
        [null, Team.NotSet],
      ],
    );
  });

  test('a booking with its ball machine: two blocks, the machine priced by its own tariff', async (t) => {
    const { app } = await createTestApp(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const day = dayFrom(2, 'weekday');
    const machine = DEMO_BOOKING.ballMachines[0];
    const answer = await prebook(
      app,
      {
        customerId: bruno.id,
        bookingTypeId: DEMO_BOOKING.tennisTypeId,
        resourceId: DEMO_BOOKING.tennisCourts[0].id,
        day,
        hour: '10:00',
        duration: 60,
        extraBlocks: [
          {
            duration: 60,
            resourceId: machine.id,
            resourceName: machine.name,
            startDate: startOf(day, '10:00'),
            sstart: '10:00',
            noOnline: false,
            customerId: bruno.id,
          },
        ],
      },
      bruno.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const [sale] = answer.body.model as BookingSale[];
    const tennis = DEMO_BOOKING_TARIFFS.tennis.everyone[60]!.offPeak;
    const ballMachine = DEMO_BOOKING_TARIFFS.ballMachine.everyone[60]!.offPeak;
    assert.equal(sale!.total, (tennis + ballMachine) / 100);
    assert.match(
      sale!.description ?? '',
      new RegExp(`${DEMO_BOOKING.tennisCourts[0].name} \\+ ${machine.name}`),
    );
  });
});

describe('prebook: one winner per slot', () => {
  test('20 prebooks of one slot at once: exactly one is taken, 19 are told the court is booked, one booking holds the units', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const day = dayAfter(6);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const who = index % 2 === 0 ? ana : bruno;
        return prebook(app, { customerId: who.id, day, hour: '19:00', duration: 90 }, who.token);
      }),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array.from({ length: 20 }, () => 200),
    );
    assert.equal(answers.filter((answer) => answer.body.ok === true).length, 1);
    const refused = answers.filter((answer) => answer.body.ok === false);
    assert.equal(refused.length, 19);
    for (const answer of refused)
      assert.deepEqual(answer.body, { ok: false, errorMsg: BOOKING_TEXTS.slotTaken });
    const db = openDb();
    const units = db
      .prepare('SELECT DISTINCT booking_id FROM booking_slot_units WHERE resource_id = ? AND day = ?')
      .all(court, day);
    assert.equal(units.length, 1);
    const count = db.prepare(
      'SELECT COUNT(*) AS n FROM booking_slot_units WHERE resource_id = ? AND day = ?',
    );
    assert.equal(
      (count.get(court, day) as { n: number }).n,
      6,
      'a 90-minute block writes six 15-minute units',
    );
    assert.equal(
      (
        db
          .prepare('SELECT COUNT(*) AS n FROM booking_blocks WHERE day = ? AND resource_id = ?')
          .get(day, court) as { n: number }
      ).n,
      1,
    );
  });

  test('overlapping slots are refused too: 90 minutes at 19:30 after 60 at 19:00 on the same court', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const day = dayAfter(6);
    assert.equal(
      (await prebook(app, { customerId: ana.id, day, hour: '19:00', duration: 60 }, ana.token)).body.ok,
      true,
    );
    const overlapping = await prebook(
      app,
      { customerId: bruno.id, day, hour: '19:30', duration: 90 },
      bruno.token,
    );
    assert.deepEqual(overlapping.body, { ok: false, errorMsg: BOOKING_TEXTS.slotTaken });
    const after = await prebook(app, { customerId: bruno.id, day, hour: '20:00', duration: 90 }, bruno.token);
    assert.equal(after.body.ok, true, 'back to back is no overlap');
  });
});

describe('prebook: holds expire', () => {
  test(`an unpaid prebook holds its slot ${HOLD_MINUTES} minutes; 16 minutes later the slot is free and another customer takes it`, async (t) => {
    let clock = clubTime(dayAfter(0), '09:00');
    const { app, openDb } = await createTestApp(t, { now: () => clock });
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const day = dayAfter(5);
    const held = await prebook(app, { customerId: ana.id, day, hour: '11:00', duration: 60 }, ana.token);
    const bookingId = (held.body.model as BookingSale[])[0]!.bookingId;
    const store = createBookingStore(openDb());
    assert.equal(store.isHoldActive(bookingId, clock), true);
    const list = () =>
      bookingList(app, { date: day, bookingTypeId: DEMO_BOOKING.padelTypeId, customerId: null });
    assert.ok(!startsOf(await list(), court).has('11:00'));
    clock = new Date(clock.getTime() + 14 * 60_000);
    assert.deepEqual(
      (await prebook(app, { customerId: bruno.id, day, hour: '11:00', duration: 60 }, bruno.token)).body,
      { ok: false, errorMsg: BOOKING_TEXTS.slotTaken },
    );

    clock = new Date(clock.getTime() + 2 * 60_000);
    assert.equal(store.isHoldActive(bookingId, clock), false, 'its sales can no longer be paid');
    assert.deepEqual(startsOf(await list(), court).get('11:00'), [60, 90, 120]);
    const price = await call(app, 'POST', '/api/publicbookings/loadprice', {
      startDate: startOf(day, '11:00'),
      bookingTypeId: DEMO_BOOKING.padelTypeId,
      duration: 60,
      customerId: -1,
      resourceId: court,
    });
    assert.equal(price.body.ok, true);
    const taken = await prebook(app, { customerId: bruno.id, day, hour: '11:00', duration: 60 }, bruno.token);
    assert.equal(taken.body.ok, true, JSON.stringify(taken.body));
    const owners = openDb()
      .prepare(
        'SELECT DISTINCT b.customer_id FROM booking_slot_units u JOIN bookings b ON b.id = u.booking_id WHERE u.resource_id = ? AND u.day = ?',
      )
      .all(court, day);
    assert.deepEqual(
      owners.map((row) => row.customer_id),
      [bruno.id],
    );
  });
});

describe('cancel', () => {
  test('the owner cancels a hold: the slot is free again, no refunds; a second cancel says so and changes nothing', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const day = dayAfter(5);
    const held = await prebook(app, { customerId: ana.id, day, hour: '16:00', duration: 60 }, ana.token);
    const bookingId = (held.body.model as BookingSale[])[0]!.bookingId;
    const cancel = () =>
      call(app, 'POST', `/api/publicbookings/cancel/${bookingId}/${ana.id}`, undefined, ana.token);
    assert.deepEqual((await cancel()).body, { ok: true });
    const row = () =>
      openDb().prepare('SELECT status, cancelled FROM bookings WHERE id = ?').get(bookingId) as {
        status: string;
        cancelled: string;
      };
    const first = row();
    assert.equal(first.status, 'Cancelled');
    assert.deepEqual((await cancel()).body, { ok: true, alreadyCancelled: true });
    assert.deepEqual(row(), first);
    const starts = startsOf(
      await bookingList(app, { date: day, bookingTypeId: DEMO_BOOKING.padelTypeId, customerId: null }),
      court,
    );
    assert.deepEqual(starts.get('16:00'), [60, 90, 120]);
  });

  test('someone else’s booking cannot be cancelled: another customer’s id is 403, another’s booking 404', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const held = await prebook(app, { customerId: ana.id, day: dayAfter(5), hour: '17:00' }, ana.token);
    const bookingId = (held.body.model as BookingSale[])[0]!.bookingId;
    const asBruno = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${bookingId}/${ana.id}`,
      undefined,
      bruno.token,
    );
    assert.deepEqual([asBruno.status, asBruno.body.errorMsg], [403, 'Wrong access']);
    const brunos = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${bookingId}/${bruno.id}`,
      undefined,
      bruno.token,
    );
    assert.deepEqual([brunos.status, brunos.body.errorMsg], [404, BOOKING_TEXTS.bookingNotFound]);
    assert.equal((await call(app, 'POST', `/api/publicbookings/cancel/${bookingId}/${ana.id}`)).status, 401);
  });

  test('each line of a shared payment cancels the booking for its owner: the owner’s, a teammate’s and a free place’s', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const carlos = playerId(openDb(), DEMO_PLAYERS.carlos.email);
    const held = await prebook(
      app,
      {
        customerId: ana.id,
        day: dayAfter(5),
        hour: '18:00',
        paymentType: PaymentType.Shared,
        customerIds: [carlos, bruno.id],
      },
      ana.token,
    );
    const sales = held.body.model as BookingSale[];
    // The cart posts one cancel URL per line, as the checkout sets them.
    const urls = [
      ...new Set(sales.map((sale) => `/api/publicbookings/cancel/${sale.bookingId}/${sale.customerId}`)),
    ];
    assert.equal(urls.length, 4);
    // A teammate cannot cancel the owner's booking through the line that names him.
    const teammate = await call(app, 'POST', urls[2]!, undefined, bruno.token);
    assert.deepEqual([teammate.status, teammate.body.errorMsg], [404, BOOKING_TEXTS.bookingNotFound]);
    // The first line cancels the whole booking; the others find it cancelled already.
    const answers = [];
    for (const url of urls) answers.push((await call(app, 'POST', url, undefined, ana.token)).body);
    assert.deepEqual(answers, [
      { ok: true },
      ...urls.slice(1).map(() => ({ ok: true, alreadyCancelled: true })),
    ]);
    const status = openDb().prepare('SELECT status FROM bookings WHERE id = ?').get(sales[0]!.bookingId);
    assert.equal(status?.status, 'Cancelled');
  });

  test('cancelling a paid booking answers what is given back', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const seeded = DEMO_BOOKING.seededBookings.find((booking) => booking.customer === 'ana')!;
    const answer = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${seeded.id}/${ana.id}`,
      undefined,
      ana.token,
    );
    const infoReturns = answer.body.infoReturns as Array<{ paymentMethod: string; amount: number }>;
    assert.equal(answer.body.ok, true);
    assert.equal(infoReturns.length, 1);
    assert.equal(infoReturns[0]!.paymentMethod, 'Tarjeta');
    assert.ok(infoReturns[0]!.amount > 0);
  });
});

describe('byplace-prebook: a created match', () => {
  const matchOptions: MatchOptions = { gender: 'Mixed', competitive: true, matchRange: [3, 4] };

  test('a customer without a level is told to get one first', async (t) => {
    const { app } = await createTestApp(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const answer = await prebook(
      app,
      {
        customerId: bruno.id,
        bookingTypeId: DEMO_BOOKING.matchTypeId,
        day: dayAfter(5),
        hour: '18:00',
        matchOptions,
      },
      bruno.token,
      true,
    );
    assert.deepEqual([answer.status, answer.body], [200, { ok: false, errorMsg: BOOKING_TEXTS.noLevel }]);
  });

  test('Ana creates a match: her place’s sale, the match’s options stored, she in team 1', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const day = dayFrom(4, 'weekday');
    const answer = await prebook(
      app,
      { customerId: ana.id, bookingTypeId: DEMO_BOOKING.matchTypeId, day, hour: '18:00', matchOptions },
      ana.token,
      true,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const [sale, ...rest] = answer.body.model as BookingSale[];
    assert.deepEqual(rest, []);
    assert.equal(sale!.paymentType, PaymentType.ByPlace);
    assert.equal(sale!.total, DEMO_BOOKING_TARIFFS.match.members![90]!.peak / 400);
    const stored = openDb()
      .prepare('SELECT by_place, gender, modify_level, min_level, max_level FROM bookings WHERE id = ?')
      .get(sale!.bookingId);
    assert.deepEqual(
      { ...stored },
      { by_place: 1, gender: 'Mixed', modify_level: 1, min_level: 3, max_level: 4 },
    );
    const owner = openDb()
      .prepare('SELECT customer_id, team FROM booking_players WHERE booking_id = ? AND position = 0')
      .get(sale!.bookingId);
    assert.deepEqual({ ...owner }, { customer_id: ana.id, team: Team.Team1 });
  });

  test('a match needs its options and a range whose minimum is not above its maximum; a court type is no match', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const base = {
      customerId: ana.id,
      bookingTypeId: DEMO_BOOKING.matchTypeId,
      day: dayAfter(5),
      hour: '18:00',
    };
    const missing = await prebook(app, base, ana.token, true);
    assert.deepEqual([missing.status, missing.body.errorMsg], [400, BOOKING_TEXTS.matchOptionsMissing]);
    const reversed = await prebook(
      app,
      { ...base, matchOptions: { ...matchOptions, matchRange: [5, 2] } },
      ana.token,
      true,
    );
    assert.deepEqual([reversed.status, reversed.body.errorMsg], [400, BOOKING_TEXTS.badMatchRange]);
    const court = await prebook(
      app,
      { ...base, bookingTypeId: DEMO_BOOKING.padelTypeId, matchOptions },
      ana.token,
      true,
    );
    assert.deepEqual([court.status, court.body.errorMsg], [400, BOOKING_TEXTS.notAMatch]);
  });
});
