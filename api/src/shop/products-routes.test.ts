import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Product } from '@club/shared-contracts/entities';
import { DEMO_POPULAR_IDS, DEMO_TRENDING_IDS, demoCatalog } from '../db/seed-catalog.ts';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';

const byId = new Map(demoCatalog().map((product) => [product.id, product]));

test('popular and trending products: the club picks, in its order, 4 to 8 each, at the shop price', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const [url, expected] of [
    ['/api/products/popular-products', DEMO_POPULAR_IDS],
    ['/api/products/trending-products', DEMO_TRENDING_IDS],
  ] as const) {
    // A member's token changes nothing: the calls carry no customer id.
    const answer = await call(app, 'GET', url, undefined, ana.token);
    assert.equal(answer.status, 200, url);
    assert.deepEqual(Object.keys(answer.body).sort(), ['data', 'ok']);
    const data = answer.body.data as Product[];
    assert.deepEqual(
      data.map((product) => product.id),
      [...expected],
      url,
    );
    assert.ok(data.length >= 4 && data.length <= 8, url);
    for (const product of data) {
      const demo = byId.get(product.id)!;
      assert.equal(product.grossPrice, demo.grossCents / 100, `${url} ${demo.name}`);
      assert.equal(product.netPrice, demo.netCents / 100);
      assert.equal(product.logo, demo.logo);
    }
  }
});

test('a featured product out of stock or off sale leaves the lists', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const db = openDb();
  db.prepare('UPDATE products SET stock = 0 WHERE id = ?').run(DEMO_POPULAR_IDS[1]);
  db.prepare('UPDATE products SET on_sale = 0 WHERE id = ?').run(DEMO_TRENDING_IDS[0]);
  const popular = (await call(app, 'GET', '/api/products/popular-products')).body.data as Product[];
  assert.deepEqual(
    popular.map((product) => product.id),
    DEMO_POPULAR_IDS.filter((id) => id !== DEMO_POPULAR_IDS[1]),
  );
  const trending = (await call(app, 'GET', '/api/products/trending-products')).body.data as Product[];
  assert.deepEqual(
    trending.map((product) => product.id),
    DEMO_TRENDING_IDS.slice(1),
  );
});
