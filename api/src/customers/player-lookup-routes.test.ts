import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import { DEMO_CUSTOMERS, DEMO_LEVELS, DEMO_PLAYERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { LOOKUP_ROWS } from './player-lookup-routes.ts';

const URL = '/api/publiccustomers/list';

async function lookup(
  app: Parameters<typeof call>[0],
  token: string,
  search: string,
  sport?: string,
): Promise<PlayerLookup[]> {
  const answer = await call(app, 'POST', URL, sport === undefined ? { search } : { search, sport }, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(Object.keys(answer.body).sort(), ['ok', 'rowData']);
  return answer.body.rowData as PlayerLookup[];
}

const fullName = (row: PlayerLookup) => `${row.name} ${row.surname}`;

test('from 3 characters, customers by name or surname ignoring case and accents; shorter texts find nobody', async (t) => {
  const { app } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  for (const search of ['', 'ca', '  Ca  ', 'ñ'])
    assert.deepEqual(await lookup(app, bruno.token, search), [], search);
  const car = (await lookup(app, bruno.token, 'car')).map(fullName);
  for (const player of [DEMO_PLAYERS.carla, DEMO_PLAYERS.carlos]) {
    assert.ok(car.includes(`${player.name} ${player.surname}`), car.join(', '));
  }
  assert.ok(
    car.every((name) => name.toLowerCase().includes('car')),
    car.join(', '),
  );
  assert.deepEqual((await lookup(app, bruno.token, 'GOMEZ')).map(fullName), [
    `${DEMO_PLAYERS.carla.name} ${DEMO_PLAYERS.carla.surname}`,
  ]);
  assert.deepEqual((await lookup(app, bruno.token, 'ana garcía')).map(fullName), [
    `${DEMO_CUSTOMERS.ana.name} ${DEMO_CUSTOMERS.ana.surname}`,
  ]);
  // Names starting with the text come first: Marta before those whose surname holds "mar" (Martín).
  assert.equal((await lookup(app, bruno.token, 'mar'))[0]?.name, DEMO_PLAYERS.marta.name);
});

test('rows carry id, names, logo and level only: never an e-mail or a phone', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const answer = await call(app, 'POST', URL, { search: 'carlos' }, ana.token);
  const [carlos] = answer.body.rowData as PlayerLookup[];
  assert.deepEqual(Object.keys(carlos!).sort(), ['id', 'level', 'logo', 'name', 'surname']);
  const text = JSON.stringify(answer.body);
  assert.ok(!text.includes(DEMO_PLAYERS.carlos.email) && !text.includes('@'), text);
  assert.ok(!text.includes(DEMO_PLAYERS.carlos.phone), text);
});

test('the level is the one in the asked sport (Taykus first), else the best; null without one', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const levelOf = async (search: string, sport?: string) =>
    (await lookup(app, ana.token, search, sport))[0]?.level;
  const [taykus, worldPadelRating] = DEMO_PLAYERS.carlos.levels;
  assert.equal(await levelOf('carlos', 'Padel'), taykus.level);
  assert.equal(await levelOf('carlos'), worldPadelRating.level);
  assert.equal(await levelOf('carlos', 'Tennis'), null);
  assert.equal(await levelOf('bruno'), null);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  assert.equal((await lookup(app, bruno.token, 'ana garcia', 'Tennis'))[0]?.level, DEMO_LEVELS.ana[1].level);
});

test('the caller is left out; temporary and removed accounts are not found', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const found = await lookup(app, ana.token, 'garcía');
  assert.ok(!found.some((row) => row.id === ana.id));
  assert.deepEqual(
    found.map((row) => row.name).sort(),
    [DEMO_CUSTOMERS.lucas.name, DEMO_CUSTOMERS.sofia.name].sort(),
    'her children are players she may add',
  );
  assert.deepEqual(await lookup(app, ana.token, DEMO_CUSTOMERS.temporary.name), []);
  openDb()
    .prepare("UPDATE customers SET deleted = '2026-01-01T00:00:00Z' WHERE email = ?")
    .run(DEMO_PLAYERS.marta.email);
  assert.deepEqual(await lookup(app, ana.token, 'marta'), []);
});

test(`at most ${LOOKUP_ROWS} rows`, async (t) => {
  const { app, openDb } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const insert = openDb().prepare(
    "INSERT INTO customers (name, surname, status, created) VALUES (?, 'Prueba', 'Active', '2026-01-01T00:00:00Z')",
  );
  for (let index = 0; index < LOOKUP_ROWS + 5; index++) insert.run(`Jugador ${index}`);
  assert.equal((await lookup(app, ana.token, 'prueba')).length, LOOKUP_ROWS);
});

test('login is required, and a session looking up too often is told to wait (429)', async (t) => {
  const { app } = await createTestApp(t, { lookupRateLimit: { max: 3, timeWindowMs: 60_000 } });
  const anonymous = await call(app, 'POST', URL, { search: 'carlos' });
  assert.deepEqual([anonymous.status, anonymous.body.errorMsg], [401, 'Unauthorized']);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (let index = 0; index < 3; index++) await lookup(app, ana.token, 'carlos');
  const limited = await call(app, 'POST', URL, { search: 'carlos' }, ana.token);
  assert.equal(limited.status, 429);
  assert.equal(limited.body.ok, false);
  // Another session has its own count.
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  assert.equal((await call(app, 'POST', URL, { search: 'carlos' }, bruno.token)).status, 200);
});

test('an unknown sport or a search over 100 characters answers 400', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const body of [{ search: 'carlos', sport: 'Chess' }, { search: 'x'.repeat(101) }, {}]) {
    assert.equal(
      (await call(app, 'POST', URL, body, ana.token)).status,
      400,
      JSON.stringify(body).slice(0, 40),
    );
  }
});
