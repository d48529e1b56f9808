import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  BookingInfo,
  BookingSale,
  BookingTemplateInfo,
  ByPlaceBooking,
  TemplateMapConfig,
} from '@club/shared-contracts/booking-entities';
import { PaymentType, Team } from '@club/shared-contracts/entities';
import { DEMO_BOOKING, DEMO_BYPLACE, DEMO_CUSTOMERS, DEMO_PLAYERS } from '../db/demo-club.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
import { HOLD_MINUTES } from './booking-rules.ts';
import { BYPLACE_TEXTS } from './booking-texts.ts';
import { dayAfter, giveLevel, idByEmail, info, join, newCustomers } from './booking-test-support.ts';

const B = DEMO_BYPLACE.bookings;

const list = (app: TestApp['app'], body: object, token?: string) =>
  call(app, 'POST', '/api/publicbookings/byplace-list', body, token);

describe('by-place list', () => {
  test('lists the by-place bookings of 7 days from the date, soonest first, with placeholders up to the places', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await list(app, { bookingTypeId: null, customerId: null, date: dayAfter(0) });
    assert.equal(answer.status, 200);
    const data = answer.body.data as ByPlaceBooking[];
    const ids = data.map((booking) => booking.id);
    for (const key of ['openMatch', 'oneFreePlace', 'fullMatch', 'americano', 'freeEvent'] as const) {
      assert.ok(ids.includes(B[key].id), key);
    }
    assert.ok(!ids.includes(B.pastToScore.id), 'no past booking');
    assert.ok(!ids.includes(DEMO_BOOKING.seededBookings[0].id), 'no court booking');
    const starts = data.map((booking) => booking.start);
    assert.deepEqual(starts, [...starts].sort());
    const six = data.find((booking) => booking.id === B.sixPlayers.id)!;
    assert.equal(six.players.length, 6);
    assert.equal(six.participantsIn, 2);
    assert.equal(six.players.filter((player) => player.customerId === -1).length, 4);
    const open = data.find((booking) => booking.id === B.openMatch.id)!;
    const carlos = open.players.find((player) => player.name.startsWith(DEMO_PLAYERS.carlos.name))!;
    assert.equal(carlos.level, 3.6);
    assert.equal(carlos.team, Team.Team1);
    assert.equal(data.find((booking) => booking.id === B.freeEvent.id)!.serviceFree, true);
    assert.equal(
      data.find((booking) => booking.id === B.americano.id)!.bookingTemplateId,
      DEMO_BYPLACE.template.id,
    );

    const later = await list(app, { bookingTypeId: null, customerId: null, date: dayAfter(2) });
    assert.ok(!(later.body.data as ByPlaceBooking[]).some((booking) => booking.id === B.openMatch.id));
    const beyond = await list(app, { bookingTypeId: null, customerId: null, date: dayAfter(7) });
    assert.deepEqual(beyond.body.data, []);
  });

  test('one type lists only its bookings', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await list(app, {
      bookingTypeId: DEMO_BOOKING.matchTypeId,
      customerId: null,
      date: dayAfter(0),
    });
    const data = answer.body.data as ByPlaceBooking[];
    assert.ok(data.length >= 6);
    assert.ok(data.every((booking) => booking.bookingTypeId === DEMO_BOOKING.matchTypeId));
  });

  test("a visitor gets generic prices, a member the member's, and a customer id needs its token", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const date = dayAfter(0);
    const priceOf = async (customerId: number | null, token?: string) =>
      (
        (await list(app, { bookingTypeId: null, customerId, date }, token)).body.data as ByPlaceBooking[]
      ).find((booking) => booking.id === B.openMatch.id)!.price;
    const generic = await priceOf(null);
    assert.ok(generic > 0);
    assert.equal(await priceOf(bruno.id, bruno.token), generic);
    assert.ok((await priceOf(ana.id, ana.token)) < generic, 'Ana is on the members price list');
    assert.equal((await list(app, { bookingTypeId: null, customerId: ana.id, date })).status, 401);
    const other = await list(app, { bookingTypeId: null, customerId: ana.id, date }, bruno.token);
    assert.deepEqual([other.status, other.body.errorMsg], [403, 'Wrong access']);
    const badDay = await list(app, { bookingTypeId: null, customerId: null, date: '2025-02-30' });
    assert.equal(badDay.status, 400);
  });
});

describe('joining a place', () => {
  test('a join picks the team with room and answers the place sale held for the hold minutes', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    // The open match is competitive: a player needs a padel level in its range.
    giveLevel(testApp, bruno.id, 'Padel', 3);
    const answer = await join(app, { customerId: bruno.id, bookingId: B.openMatch.id }, bruno.token);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.ok, true);
    assert.equal(answer.body.serviceFree, false);
    const sale = answer.body.model as BookingSale;
    assert.equal(sale.paymentType, PaymentType.ByPlace);
    assert.equal(sale.bookingId, B.openMatch.id);
    assert.equal(sale.groupId, B.openMatch.id);
    assert.equal(sale.customerId, bruno.id);
    assert.equal(sale.withRetention, false);
    assert.ok(sale.pending > 0 && sale.saleNumber.startsWith(`RES-${B.openMatch.id}-`));
    assert.match(sale.paymentDeadline ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);

    const again = await join(app, { customerId: bruno.id, bookingId: B.openMatch.id }, bruno.token);
    assert.deepEqual(again.body, { ok: false, errorMsg: BYPLACE_TEXTS.alreadyIn });
    const model = (await info(app, B.openMatch.id, bruno.token)).body.model as BookingInfo;
    const brunoPlayer = model.players.find((player) => player.customerId === bruno.id)!;
    assert.equal(brunoPlayer.team, Team.Team1);
    assert.equal(brunoPlayer.totalDebts, sale.pending);
    assert.equal(model.allowPay, true);
  });

  test('a chosen team must have room, and a full booking answers the max players message', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const full = await join(app, { customerId: bruno.id, bookingId: B.oneFreePlace.id }, bruno.token, {
      team: Team.Team1,
    });
    assert.deepEqual(full.body, { ok: false, errorMsg: BYPLACE_TEXTS.teamFull });
    const taken = await join(app, { customerId: bruno.id, bookingId: B.oneFreePlace.id }, bruno.token, {
      team: Team.Team2,
    });
    assert.equal(taken.body.ok, true);
    const last = await join(app, { customerId: ana.id, bookingId: B.oneFreePlace.id }, ana.token);
    assert.deepEqual(last.body, { ok: false, errorMsg: BYPLACE_TEXTS.maxPlayers });
  });

  test('a map place is taken once, must be of the map, and a free event is confirmed without a sale', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const db = testApp.openDb();
    const [first, second] = db
      .prepare('SELECT id FROM booking_template_places WHERE template_id = ? ORDER BY position')
      .all(DEMO_BYPLACE.template.id) as Array<{ id: number }>;
    const target = { customerId: ana.id, bookingId: B.freeEvent.id, placeId: first!.id };
    const answer = await join(app, target, ana.token);
    assert.deepEqual(answer.body, { ok: true, model: null, serviceFree: true });
    const same = await join(app, { ...target, customerId: bruno.id }, bruno.token);
    assert.deepEqual(same.body, { ok: false, errorMsg: BYPLACE_TEXTS.placeTaken });
    const unknown = await join(app, { ...target, customerId: bruno.id, placeId: 99999 }, bruno.token);
    assert.equal(unknown.status, 404);
    const noMap = await join(
      app,
      { customerId: bruno.id, bookingId: B.openMatch.id, placeId: second!.id },
      bruno.token,
    );
    assert.equal(noMap.status, 404);
    assert.equal(
      (await join(app, { ...target, customerId: bruno.id, placeId: second!.id }, bruno.token)).body.ok,
      true,
    );
  });

  test('login, the right customer, a known origin and a bookable booking are required', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const target = { customerId: ana.id, bookingId: B.openMatch.id };
    assert.equal((await join(app, target, undefined)).status, 401);
    const other = await join(app, target, bruno.token);
    assert.deepEqual([other.status, other.body.errorMsg], [403, 'Wrong access']);
    assert.equal((await join(app, { ...target, origin: 'Fax' }, ana.token)).status, 400);
    assert.equal((await join(app, { ...target, bookingId: 99999 }, ana.token)).status, 404);
    const past = await join(app, { ...target, bookingId: B.pastToScore.id }, ana.token);
    assert.deepEqual([past.status, past.body.errorMsg], [400, BYPLACE_TEXTS.pastBooking]);
  });

  test('20 customers racing for the last free place: exactly one gets it', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const racers = newCustomers(testApp, 20);
    const db = testApp.openDb();
    const answers = await Promise.all(
      racers.map((racer) => join(app, { customerId: racer.id, bookingId: B.oneFreePlace.id }, racer.token)),
    );
    assert.equal(answers.filter((answer) => answer.body.ok === true).length, 1);
    const refused = answers.filter((answer) => answer.body.ok === false);
    assert.equal(refused.length, 19);
    assert.ok(refused.every((answer) => answer.body.errorMsg === BYPLACE_TEXTS.maxPlayers));
    const players = db
      .prepare('SELECT COUNT(*) AS n FROM booking_players WHERE booking_id = ? AND customer_id IS NOT NULL')
      .get(B.oneFreePlace.id) as { n: number };
    assert.equal(players.n, B.oneFreePlace.places);
  });

  test('an unpaid place is freed for others once its hold runs out', async (t) => {
    let clock = new Date();
    const testApp = await createTestApp(t, { now: () => clock });
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.equal(
      (await join(app, { customerId: bruno.id, bookingId: B.oneFreePlace.id }, bruno.token)).body.ok,
      true,
    );
    const full = await join(app, { customerId: ana.id, bookingId: B.oneFreePlace.id }, ana.token);
    assert.equal(full.body.errorMsg, BYPLACE_TEXTS.maxPlayers);
    clock = new Date(clock.getTime() + (HOLD_MINUTES + 1) * 60_000);
    const model = (await info(app, B.oneFreePlace.id)).body.model as BookingInfo;
    assert.equal(model.participantsIn, B.oneFreePlace.players.length);
    assert.equal(model.allowJoin, true);
    assert.equal(
      (await join(app, { customerId: ana.id, bookingId: B.oneFreePlace.id }, ana.token)).body.ok,
      true,
    );
    const sale = testApp
      .openDb()
      .prepare('SELECT status FROM booking_sales WHERE booking_id = ? AND customer_id = ?')
      .get(B.oneFreePlace.id, bruno.id) as { status: string };
    assert.equal(sale.status, 'Cancelled');
  });
});

describe('place map', () => {
  test('answers the map and places, hiding phone and e-mail unless the type allows them', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const url = `/api/publicbookings/booking-template-info/${DEMO_BYPLACE.template.id}/${B.americano.id}`;
    assert.equal((await call(app, 'GET', url)).status, 401);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const db = testApp.openDb();
    const placeId = (
      db
        .prepare('SELECT id FROM booking_template_places WHERE template_id = ? ORDER BY position')
        .get(DEMO_BYPLACE.template.id) as { id: number }
    ).id;
    assert.equal(
      (await join(app, { customerId: ana.id, bookingId: B.americano.id, placeId }, ana.token)).body.ok,
      true,
    );
    const hidden = (await call(app, 'GET', url, undefined, ana.token)).body.model as BookingTemplateInfo;
    assert.equal(hidden.imageMap, DEMO_BYPLACE.template.image);
    assert.equal(hidden.places.length, DEMO_BYPLACE.template.places);
    const config = JSON.parse(hidden.templateMap.configJson) as TemplateMapConfig;
    assert.equal(config.shapes.length, DEMO_BYPLACE.template.places);
    assert.deepEqual(new Set(config.shapes.map((shape) => shape.kind)), new Set(['rect', 'path']));
    assert.equal(hidden.allowSeeParticipants, false);
    assert.deepEqual(hidden.participants, [
      {
        bookingTemplatePlaceId: placeId,
        name: `${DEMO_CUSTOMERS.ana.name} ${DEMO_CUSTOMERS.ana.surname}`,
        logo: hidden.participants[0]!.logo,
        phone: '',
        email: '',
      },
    ]);
    db.prepare('UPDATE booking_types SET allow_see_participants = 1 WHERE name = ?').run(
      DEMO_BOOKING.typeNames.americano,
    );
    const shown = (await call(app, 'GET', url, undefined, ana.token)).body.model as BookingTemplateInfo;
    assert.equal(shown.allowSeeParticipants, true);
    assert.equal(shown.participants[0]!.email, DEMO_CUSTOMERS.ana.email);
    const wrong = `/api/publicbookings/booking-template-info/${DEMO_BYPLACE.template.id}/${B.openMatch.id}`;
    assert.equal((await call(app, 'GET', wrong, undefined, ana.token)).status, 404);
    assert.equal(
      (
        await call(
          app,
          'GET',
          `/api/publicbookings/booking-template-info/999/${B.americano.id}`,
          undefined,
          ana.token,
        )
      ).status,
      404,
    );
  });
});

describe('booking info', () => {
  test('a visitor sees the card with results, no pay, and an unknown id is 404', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await info(app, B.pastWithResults.id);
    assert.equal(answer.status, 200);
    const model = answer.body.model as BookingInfo;
    assert.equal(model.isPast, true);
    assert.equal(model.allowJoin, false);
    assert.equal(model.allowPay, false);
    assert.deepEqual(model.results, { nSets: 3, team1: [6, 6], team2: [4, 3] });
    assert.deepEqual(model.resourceIds, [B.pastWithResults.courtId]);
    assert.equal(model.bookingTypeId, DEMO_BOOKING.matchTypeId);
    const full = (await info(app, B.fullMatch.id)).body.model as BookingInfo;
    assert.equal(full.allowJoin, false);
    const open = (await info(app, B.openMatch.id)).body.model as BookingInfo;
    assert.equal(open.allowJoin, true);
    assert.equal(open.players.length, 4);
    assert.ok(open.players.every((player) => player.totalDebts === 0));
    const unknown = await info(app, 99999);
    assert.equal(unknown.status, 404);
    assert.equal(typeof unknown.body.errorMsg, 'string');
    assert.equal((await info(app, B.openMatch.id, 'not-a-token')).status, 401);
  });
});

describe('teams', () => {
  test('a player moves themself to a team with room; others may not move them', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    giveLevel(testApp, bruno.id, 'Padel', 3);
    await join(app, { customerId: bruno.id, bookingId: B.openMatch.id }, bruno.token, { team: Team.Team1 });
    const playerId = ((await info(app, B.openMatch.id)).body.model as BookingInfo).players.find(
      (player) => player.customerId === bruno.id,
    )!.id;
    const move = (team: number, token?: string) =>
      call(app, 'PUT', '/api/publicbookings/update-team', { id: playerId, team }, token);
    assert.equal((await move(Team.Team2)).status, 401);
    assert.deepEqual([(await move(Team.Team2, ana.token)).status], [403]);
    assert.deepEqual((await move(Team.Team2, bruno.token)).body, { ok: true });
    // Team 2 now holds Marta and Bruno: full for a third.
    const carlosId = ((await info(app, B.openMatch.id)).body.model as BookingInfo).players.find((player) =>
      player.name.startsWith(DEMO_PLAYERS.carlos.name),
    )!.id;
    const db = testApp.openDb();
    const owner = idByEmail(db, DEMO_PLAYERS.carlos.email);
    assert.ok(owner > 0);
    const refused = await call(
      app,
      'PUT',
      '/api/publicbookings/update-team',
      { id: carlosId, team: Team.Team2 },
      ana.token,
    );
    assert.equal(refused.status, 403);
    db.prepare('UPDATE bookings SET customer_id = ? WHERE id = ?').run(bruno.id, B.openMatch.id);
    const full = await call(
      app,
      'PUT',
      '/api/publicbookings/update-team',
      { id: carlosId, team: Team.Team2 },
      bruno.token,
    );
    assert.deepEqual(full.body, { ok: false, errorMsg: BYPLACE_TEXTS.teamFull });
    assert.equal(
      (await call(app, 'PUT', '/api/publicbookings/update-team', { id: 999999, team: 0 }, bruno.token))
        .status,
      404,
    );
  });

  test('the teams of a played match do not change', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const mine = ((await info(app, B.pastToScore.id)).body.model as BookingInfo).players.find((player) =>
      player.name.startsWith(DEMO_CUSTOMERS.ana.name),
    )!;
    const answer = await call(
      app,
      'PUT',
      '/api/publicbookings/update-team',
      { id: mine.id, team: 1 },
      ana.token,
    );
    assert.deepEqual([answer.status, answer.body.errorMsg], [400, BYPLACE_TEXTS.pastTeamChange]);
  });
});

describe('results', () => {
  const save = (app: TestApp['app'], body: object, token?: string) =>
    call(app, 'POST', '/api/publicbookings/save-results', body, token);

  test('only a player of a played match saves its results, once', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const body = { bookingId: B.pastToScore.id, team1: [6, 3, 6], team2: [4, 6, 2] };
    assert.equal((await save(app, body)).status, 401);
    const stranger = await save(app, body, bruno.token);
    assert.deepEqual([stranger.status, stranger.body.errorMsg], [403, 'Wrong access']);
    const notPlayed = await save(app, { ...body, bookingId: B.openMatch.id }, ana.token);
    assert.equal(notPlayed.status, 403, 'Ana is not a player of it');
    const saved = await save(app, body, ana.token);
    assert.deepEqual(saved.body, { ok: true, data: { team1: [6, 3, 6], team2: [4, 6, 2] } });
    const again = await save(app, body, ana.token);
    assert.deepEqual(again.body, { ok: false, errorMsg: BYPLACE_TEXTS.resultsSaved });
    const model = (await info(app, B.pastToScore.id)).body.model as BookingInfo;
    assert.deepEqual(model.results, { nSets: 3, team1: [6, 3, 6], team2: [4, 6, 2] });
  });

  test('a match not yet played answers 400', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    giveLevel(testApp, bruno.id, 'Padel', 3);
    await join(app, { customerId: bruno.id, bookingId: B.openMatch.id }, bruno.token);
    const answer = await save(app, { bookingId: B.openMatch.id, team1: [6], team2: [4] }, bruno.token);
    assert.deepEqual([answer.status, answer.body.errorMsg], [400, BYPLACE_TEXTS.notPlayed]);
  });

  test('sets: the same number per team, at most nSets, at least one (three of five), whole games 0-99', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const id = B.pastToScore.id;
    const cases: Array<[object, number, string | undefined]> = [
      [{ team1: [6, 4], team2: [3] }, 400, BYPLACE_TEXTS.sameSets],
      [{ team1: [6, 4, 6, 1], team2: [3, 6, 2, 6] }, 400, BYPLACE_TEXTS.tooManySets(3)],
      [{ team1: [], team2: [] }, 400, BYPLACE_TEXTS.atLeastOne],
      [{ team1: ['6'], team2: [4] }, 400, undefined],
      [{ team1: [6.5], team2: [4] }, 400, undefined],
      [{ team1: [100], team2: [4] }, 400, undefined],
      [{ team1: [-1], team2: [4] }, 400, undefined],
    ];
    for (const [sets, status, message] of cases) {
      const answer = await save(app, { bookingId: id, ...sets }, ana.token);
      assert.equal(answer.status, status, JSON.stringify(sets));
      if (message) assert.equal(answer.body.errorMsg, message);
    }
    testApp.openDb().prepare('UPDATE bookings SET n_sets = 5 WHERE id = ?').run(id);
    const two = await save(app, { bookingId: id, team1: [6, 6], team2: [4, 4] }, ana.token);
    assert.deepEqual([two.status, two.body.errorMsg], [400, BYPLACE_TEXTS.atLeastThree]);
    assert.equal(
      (await save(app, { bookingId: id, team1: [6, 6, 6], team2: [4, 4, 4] }, ana.token)).body.ok,
      true,
    );
  });
});

describe("the match's rules", () => {
  const refusalsIn = async (app: TestApp['app'], customer: { id: number; token: string }) =>
    new Map(
      (
        (await list(app, { bookingTypeId: null, customerId: customer.id, date: dayAfter(0) }, customer.token))
          .body.data as ByPlaceBooking[]
      ).map((booking) => [booking.id, booking.joinRefusal]),
    );
  const salesOf = (testApp: TestApp, customerId: number) =>
    (
      testApp
        .openDb()
        .prepare('SELECT COUNT(*) AS n FROM booking_sales WHERE customer_id = ?')
        .get(customerId) as {
        n: number;
      }
    ).n;

  test('a competitive match refuses a customer with no level in its sport before any sale; a friendly one takes them', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const sales = salesOf(testApp, bruno.id);
    const refused = await join(app, { customerId: bruno.id, bookingId: B.openMatch.id }, bruno.token);
    assert.deepEqual(
      [refused.status, refused.body],
      [200, { ok: false, errorMsg: BYPLACE_TEXTS.noLevelToJoin }],
    );
    assert.equal(salesOf(testApp, bruno.id), sales);
    const [stranger] = newCustomers(testApp, 1);
    const wait = await call(
      app,
      'POST',
      `/api/publicbookings/waiting-list/${stranger!.id}/${B.fullMatch.id}`,
      undefined,
      stranger!.token,
    );
    assert.deepEqual(wait.body, { ok: false, errorMsg: BYPLACE_TEXTS.noLevelToJoin });

    const refusals = await refusalsIn(app, bruno);
    assert.equal(refusals.get(B.openMatch.id), 'noLevel');
    assert.equal(refusals.get(B.sixPlayers.id), null);
    assert.equal(
      ((await info(app, B.openMatch.id, bruno.token)).body.model as BookingInfo).joinRefusal,
      'noLevel',
    );
    assert.equal(
      (await join(app, { customerId: bruno.id, bookingId: B.sixPlayers.id }, bruno.token)).body.ok,
      true,
    );
  });

  test('a customer whose level is outside the range is refused with the range, in the club’s format', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    giveLevel(testApp, ana.id, 'Padel', 4.6);
    const refused = await join(app, { customerId: ana.id, bookingId: B.openMatch.id }, ana.token);
    assert.deepEqual(refused.body, { ok: false, errorMsg: BYPLACE_TEXTS.outsideLevel('2,50', '4,00') });
    assert.equal((await refusalsIn(app, ana)).get(B.openMatch.id), 'outsideLevel');
    giveLevel(testApp, ana.id, 'Padel', 4);
    assert.equal(
      (await join(app, { customerId: ana.id, bookingId: B.openMatch.id }, ana.token)).body.ok,
      true,
    );
  });

  test('a men’s match takes men only and a women’s match women only; an unknown gender is taken by neither', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const women = await join(app, { customerId: ana.id, bookingId: B.singles.id }, ana.token);
    assert.deepEqual(women.body, { ok: false, errorMsg: BYPLACE_TEXTS.menOnly });
    const unknown = await join(app, { customerId: bruno.id, bookingId: B.femaleMatch.id }, bruno.token);
    assert.deepEqual(unknown.body, { ok: false, errorMsg: BYPLACE_TEXTS.womenOnly });
    assert.equal((await refusalsIn(app, ana)).get(B.singles.id), 'menOnly');

    testApp.openDb().prepare('UPDATE customers SET gender = 0 WHERE id = ?').run(bruno.id);
    const men = await join(app, { customerId: bruno.id, bookingId: B.femaleMatch.id }, bruno.token);
    assert.deepEqual(men.body, { ok: false, errorMsg: BYPLACE_TEXTS.womenOnly });
    giveLevel(testApp, bruno.id, 'Padel', 3.5);
    assert.equal(
      (await join(app, { customerId: bruno.id, bookingId: B.singles.id }, bruno.token)).body.ok,
      true,
    );
    assert.equal(
      (await join(app, { customerId: ana.id, bookingId: B.femaleMatch.id }, ana.token)).body.ok,
      true,
    );
  });

  test('a child profile joins by its own level and gender, not its parent’s', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const child = ana.children[0]!.id;
    // Ana has a padel level in the open match's range; her child has none.
    const competitive = await join(app, { customerId: child, bookingId: B.openMatch.id }, ana.token);
    assert.deepEqual(competitive.body, { ok: false, errorMsg: BYPLACE_TEXTS.noLevelToJoin });
    assert.equal(
      (await join(app, { customerId: child, bookingId: B.sixPlayers.id }, ana.token)).body.ok,
      true,
    );
  });

  test('school sessions and events have no rules to refuse anyone', async (t) => {
    const { app } = await createTestApp(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const refusals = await refusalsIn(app, bruno);
    assert.equal(refusals.get(B.schoolSession.id), null);
    assert.equal(refusals.get(B.americano.id), null);
    assert.equal(
      (await join(app, { customerId: bruno.id, bookingId: B.schoolSession.id }, bruno.token)).body.ok,
      true,
    );
  });
});
