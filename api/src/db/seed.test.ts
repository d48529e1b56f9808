import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { test, type TestContext } from 'node:test';
import { hashPassword } from '../customers/password.ts';
import { call, createTestApp } from '../test-support.ts';
import { allRows, getRow, openDatabase } from './database.ts';
import { DEMO_BOOKING, DEMO_CUSTOMERS, DEMO_OFFER_TYPES, DEMO_PASSWORD } from './demo-club.ts';
import { runMigrations } from './migrations.ts';
import { DEMO_SEEDS, seedDemoClub } from './seed.ts';

const now = new Date('2026-11-01T10:00:00Z');

/** A migrated database without demo data, closed and deleted when the test ends. */
function migratedDatabase(t: TestContext): DatabaseSync {
  const dir = mkdtempSync(join(tmpdir(), 'club-seed-'));
  const db = openDatabase(join(dir, 'club.sqlite'));
  t.after(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  runMigrations(db);
  return db;
}

const recorded = (db: DatabaseSync): string[] =>
  allRows<{ name: string }>(db, 'SELECT name FROM demo_seeds ORDER BY rowid').map((row) => row.name);
const count = (db: DatabaseSync, table: string): number =>
  getRow<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0;
const customers = (db: DatabaseSync) =>
  allRows<Record<string, unknown>>(db, 'SELECT * FROM customers ORDER BY id').map((row) => ({ ...row }));

test('a new database gets every area of the demo data once; starting again seeds nothing', async (t) => {
  const db = migratedDatabase(t);
  const names = DEMO_SEEDS.map((area) => area.name);
  assert.deepEqual(await seedDemoClub(db, now), names);
  assert.deepEqual(recorded(db), names);
  const products = count(db, 'products');
  assert.deepEqual(await seedDemoClub(db, now), []);
  assert.equal(count(db, 'products'), products);
  assert.equal(count(db, 'club'), 1);
});

test("a database of an earlier version gains the areas added since and keeps the customers' own data", async (t) => {
  const db = migratedDatabase(t);
  // An earlier version: the first three areas, then a customer who changed her city and one who registered.
  const earlier = DEMO_SEEDS.slice(0, 3);
  await seedDemoClub(db, now, earlier);
  db.prepare("UPDATE customers SET city = 'Sevilla', name = 'Ana María' WHERE email = ?").run(
    DEMO_CUSTOMERS.ana.email,
  );
  db.prepare(
    `INSERT INTO customers (name, surname, email, phone, status, ok_rss, accept_conditions, created)
     VALUES ('Nora', 'Vidal', 'nora@example.test', '600000000', 'Active', 0, 1, ?)`,
  ).run(now.toISOString());
  const before = customers(db);

  const added = await seedDemoClub(db, now);

  assert.deepEqual(
    added,
    DEMO_SEEDS.slice(3).map((area) => area.name),
  );
  const after = customers(db);
  for (const row of before) {
    const same = after.find((candidate) => candidate.id === row.id)!;
    for (const [column, value] of Object.entries(row)) {
      // The account area fills Ana's empty fields only; whatever she or another customer set stays.
      if (value !== null && value !== '')
        assert.equal(same[column], value, `customer ${String(row.id)} ${column}`);
    }
  }
  const ana = after.find((row) => row.email === DEMO_CUSTOMERS.ana.email)!;
  assert.equal(ana.city, 'Sevilla');
  assert.equal(ana.name, 'Ana María');
  assert.equal(ana.postal_code, '28001', 'an empty field is filled');
  assert.ok(count(db, 'custom_fields') > 0);
  assert.equal(
    getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM memberships WHERE product_id IS NULL')?.n,
    0,
    'every membership is sold in the shop',
  );
});

test('a database seeded before areas were recorded is recognised by its data and gains only what it lacks', async (t) => {
  const db = migratedDatabase(t);
  const context = { now, passwordHash: await hashPassword(DEMO_PASSWORD) };
  // Earlier versions seeded the first four areas at once and recorded nothing.
  for (const area of DEMO_SEEDS.slice(0, 4)) area.seed(db, context);
  const products = count(db, 'products');

  assert.deepEqual(
    await seedDemoClub(db, now),
    DEMO_SEEDS.slice(4).map((area) => area.name),
  );
  assert.deepEqual(
    recorded(db),
    DEMO_SEEDS.map((area) => area.name),
  );
  assert.equal(count(db, 'club'), 1);
  // The checkout area's sessions and hours voucher offers are not on sale, so the shop does not sell them.
  assert.equal(
    count(db, 'products'),
    products + count(db, 'memberships') + count(db, 'voucher_offers WHERE on_sale = 1'),
  );
});

test('memberships and vouchers are sold in the shop under their own product types', async (t) => {
  const { app } = await createTestApp(t);
  const types = (await call(app, 'GET', '/api/shop/list')).body.productTypes as Array<{
    id: number;
    name: string;
  }>;
  for (const [path, typeName] of [
    ['/api/publicmemberships/list', DEMO_OFFER_TYPES.memberships],
    ['/api/publicvouchers/list-by-customer', DEMO_OFFER_TYPES.vouchers],
  ] as const) {
    const offers = (await call(app, 'GET', path)).body.model as Array<{
      name: string;
      grossPrice: number;
      productTypeId: number | null;
    }>;
    assert.ok(offers.length > 0, path);
    const typeId = types.find((type) => type.name === typeName)?.id;
    assert.ok(typeId, `the shop lists the type ${typeName}`);
    const gridStatus = JSON.stringify({
      filters: [{ field: 'ProductTypeId', op: 'equals', value: typeId }],
      sort: [],
    });
    const shop = (await call(app, 'GET', `/api/shop/list?${new URLSearchParams({ gridStatus }).toString()}`))
      .body.data as Array<{
      name: string;
      grossPrice: number;
    }>;
    for (const offer of offers) {
      assert.equal(offer.productTypeId, typeId, `${offer.name} leads to ${typeName}`);
      assert.deepEqual(
        shop.filter((product) => product.name === offer.name).map((product) => product.grossPrice),
        [offer.grossPrice],
        `${offer.name} is on the shop's list of ${typeName} at its price`,
      );
    }
  }
});

test('the bookings area: courts at the ids DEMO_BOOKING names, every type linked, levels, and paid bookings in the coming days', async (t) => {
  const db = migratedDatabase(t);
  await seedDemoClub(db, now);
  const typeName = (id: number) =>
    getRow<{ name: string }>(db, 'SELECT name FROM booking_types WHERE id = ?', id)?.name;
  assert.equal(typeName(DEMO_BOOKING.padelTypeId), DEMO_BOOKING.typeNames.padel);
  assert.equal(typeName(DEMO_BOOKING.tennisTypeId), DEMO_BOOKING.typeNames.tennis);
  assert.equal(typeName(DEMO_BOOKING.pickleballTypeId), DEMO_BOOKING.typeNames.pickleball);
  assert.equal(typeName(DEMO_BOOKING.squashTypeId), DEMO_BOOKING.typeNames.squash);
  assert.equal(typeName(DEMO_BOOKING.matchTypeId), DEMO_BOOKING.typeNames.match);
  const courts = (typeId: number) =>
    allRows<{ name: string }>(
      db,
      `SELECT r.name FROM resources r JOIN booking_type_resources t ON t.resource_id = r.id
       WHERE t.booking_type_id = ? ORDER BY r.position`,
      typeId,
    ).map((row) => row.name);
  assert.deepEqual(
    courts(DEMO_BOOKING.padelTypeId),
    DEMO_BOOKING.padelCourts.map((court) => court.name),
  );
  assert.deepEqual(
    courts(DEMO_BOOKING.matchTypeId),
    DEMO_BOOKING.padelCourts.map((court) => court.name),
  );
  assert.equal(
    getRow<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM booking_types t
       WHERE NOT EXISTS (SELECT 1 FROM booking_type_resources r WHERE r.booking_type_id = t.id)
          OR NOT EXISTS (SELECT 1 FROM booking_type_durations d WHERE d.booking_type_id = t.id)`,
    )?.n,
    0,
    'every type books resources for some durations',
  );
  const levels = (email: string) =>
    allRows<{ sport: string; level: number }>(
      db,
      // The bookings area's levels are Taykus's; the levels area adds other providers'.
      `SELECT l.sport, l.level FROM customer_levels l JOIN customers c ON c.id = l.customer_id
       WHERE c.email = ? AND l.provider = 'Taykus' ORDER BY l.sport`,
      email,
    ).map((row) => [row.sport, row.level]);
  assert.deepEqual(levels(DEMO_CUSTOMERS.ana.email), [
    ['Padel', 3.45],
    ['Tennis', 2.8],
  ]);
  assert.deepEqual(levels(DEMO_CUSTOMERS.bruno.email), []);
  // 2026-11-01T10:00Z is 11:00 in Madrid on 1 November: the bookings are on 2 and 3 November.
  assert.deepEqual(
    allRows<{ id: number; day: string }>(
      db,
      'SELECT id, day FROM bookings WHERE booking_type_id = ? AND id <= ? ORDER BY id',
      DEMO_BOOKING.padelTypeId,
      DEMO_BOOKING.seededBookings.length,
    ).map((row) => [row.id, row.day]),
    DEMO_BOOKING.seededBookings.map((booking) => [booking.id, `2026-11-0${1 + booking.dayOffset}`]),
  );
  // The court bookings' units; the by-place area adds its own sessions' on courts 7 and 8.
  assert.equal(
    allRows(db, 'SELECT 1 FROM booking_slot_units WHERE booking_id <= ?', DEMO_BOOKING.seededBookings.length)
      .length,
    6 + 4 + 6 + 6 + 4,
  );
});
