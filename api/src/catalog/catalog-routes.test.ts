import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { UPLOADS_DIR } from '../files/uploads-routes.ts';
import { call, createTestApp, login } from '../test-support.ts';

interface Offer {
  id: number;
  name: string;
  description: string;
  logo: string;
  grossPrice: number;
  netPrice: number;
  productTypeId: number | null;
}

const assertOffer = (offer: Offer): void => {
  assert.deepEqual(Object.keys(offer).sort(), [
    'description',
    'grossPrice',
    'id',
    'logo',
    'name',
    'netPrice',
    'productTypeId',
  ]);
  assert.ok(Number.isInteger(offer.id) && offer.id > 0);
  assert.ok(offer.name.length > 0 && offer.logo.length > 0);
  assert.ok(offer.grossPrice >= offer.netPrice && offer.netPrice > 0);
};

test('booking types cover the four concepts, with decimal prices from the stored cents', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const answer = await call(app, 'GET', '/api/publicbookings/booking-types-list');
  assert.equal(answer.status, 200);
  const model = answer.body.model as Array<Record<string, unknown>>;
  assert.deepEqual(
    new Set(model.map((type) => type.concept)),
    new Set(['Booking', 'School', 'Match', 'Event']),
  );
  assert.ok(new Set(model.map((type) => type.category)).size >= 3, 'several sports');
  const stored = openDb().prepare('SELECT id, gross_cents, net_cents FROM booking_types').all() as Array<{
    id: number;
    gross_cents: number;
    net_cents: number;
  }>;
  for (const type of model) {
    assert.deepEqual(Object.keys(type).sort(), [
      'allowCreateBookByPlace',
      'bookingByPlace',
      'byPlace',
      'category',
      'concept',
      'description',
      'extendedDescription',
      'grossPrice',
      'id',
      'image',
      'maxParticipants',
      'name',
      'netPrice',
    ]);
    const row = stored.find((candidate) => candidate.id === type.id);
    assert.equal(type.grossPrice, (row?.gross_cents ?? NaN) / 100);
    assert.equal(type.netPrice, (row?.net_cents ?? NaN) / 100);
  }
});

test('memberships and vouchers on sale are listed for everyone', async (t) => {
  const { app } = await createTestApp(t);
  for (const url of ['/api/publicmemberships/list', '/api/publicvouchers/list-by-customer']) {
    const answer = await call(app, 'GET', url);
    assert.equal(answer.status, 200, url);
    const model = answer.body.model as Offer[];
    assert.ok(model.length >= 2, url);
    model.forEach(assertOffer);
  }
});

test("the home page's memberships and vouchers: name, price and a picture that exists in uploads", async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const [url, token] of [
    ['/api/publicmemberships/list', undefined],
    ['/api/publicvouchers/list-by-customer', undefined],
    [`/api/publicvouchers/list-by-customer/${ana.id}`, ana.token],
  ] as const) {
    const model = (await call(app, 'GET', url, undefined, token)).body.model as Offer[];
    assert.ok(model.length >= 1, url);
    for (const offer of model) {
      assert.ok(existsSync(join(UPLOADS_DIR, offer.logo)), `${url}: ${offer.logo}`);
      assert.ok(Number.isFinite(offer.grossPrice) && offer.name.trim() !== '', url);
    }
  }
});

test('a customer sees the vouchers it holds; others and anonymous callers do not', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const held = await call(app, 'GET', `/api/publicvouchers/list-by-customer/${ana.id}`, undefined, ana.token);
  assert.equal(held.status, 200);
  const model = held.body.model as Offer[];
  assert.ok(model.length >= 1);
  model.forEach(assertOffer);
  const none = await call(
    app,
    'GET',
    `/api/publicvouchers/list-by-customer/${bruno.id}`,
    undefined,
    bruno.token,
  );
  assert.deepEqual(none.body, { ok: true, model: [] });
  assert.equal((await call(app, 'GET', `/api/publicvouchers/list-by-customer/${ana.id}`)).status, 401);
  assert.equal(
    (await call(app, 'GET', `/api/publicvouchers/list-by-customer/${ana.id}`, undefined, bruno.token)).status,
    403,
  );
});

test('a malformed customer id answers 400 and an unknown one 403', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
    const answer = await call(app, 'GET', `/api/publicvouchers/list-by-customer/${id}`, undefined, ana.token);
    assert.equal(answer.status, 400, id);
    assert.equal(answer.body.ok, false);
  }
  const unknown = await call(app, 'GET', '/api/publicvouchers/list-by-customer/424242', undefined, ana.token);
  assert.equal(unknown.status, 403);
});
