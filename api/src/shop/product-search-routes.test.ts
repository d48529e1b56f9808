import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CustomerSearchResult } from '@club/shared-contracts/entities';
import { demoCatalog } from '../db/seed-catalog.ts';
import { call, createTestApp } from '../test-support.ts';
import { SEARCH_RESULTS, SHOP_ENTRY_LOGO } from './product-search-routes.ts';

const byId = new Map(demoCatalog().map((product) => [product.id, product]));
const URL = '/api/products/search';

const rows = async (app: Parameters<typeof call>[0], search: string): Promise<CustomerSearchResult[]> => {
  const answer = await call(app, 'POST', URL, { search });
  assert.equal(answer.status, 200, search);
  assert.deepEqual(Object.keys(answer.body).sort(), ['ok', 'rowData']);
  return answer.body.rowData as CustomerSearchResult[];
};

test('fewer than 3 characters answer no results', async (t) => {
  const { app } = await createTestApp(t);
  for (const search of ['', ' ', 'pa', '  pa  ', 'ñ']) assert.deepEqual(await rows(app, search), [], search);
});

test('from 3 characters: matching products with name, logo and description, names first', async (t) => {
  const { app } = await createTestApp(t);
  const three = await rows(app, 'ala');
  assert.ok(three.length > 0);
  // Exactly 3 characters: the shop would not apply that search, so there is no entry without id.
  assert.ok(three.every((row) => row.id !== null));
  const found = await rows(app, 'Lagrima');
  assert.deepEqual(found, [
    { id: 11, name: byId.get(11)!.name, logo: byId.get(11)!.logo, detail: byId.get(11)!.description },
    { id: 10, name: byId.get(10)!.name, logo: byId.get(10)!.logo, detail: byId.get(10)!.description },
    { id: null, name: 'Lagrima', logo: SHOP_ENTRY_LOGO, detail: 'Ver los 2 productos en la tienda' },
  ]);
});

test('the search looks in the detail and the description too, ignoring case and accents', async (t) => {
  const { app } = await createTestApp(t);
  assert.deepEqual(
    (await rows(app, 'KEVLAR')).map((row) => [row.id, row.detail]),
    [
      [14, byId.get(14)!.description],
      [null, 'Ver 1 producto en la tienda'],
    ],
  );
  assert.deepEqual(
    (await rows(app, 'ultrarrápido')).map((row) => row.id),
    [44, null],
  );
});

test('at most 8 products, then the entry that opens the shop search with every match counted', async (t) => {
  const { app } = await createTestApp(t);
  const shoes = await rows(app, '  zapatillas ');
  assert.equal(shoes.length, SEARCH_RESULTS + 1);
  // The eight with the text in the name come before product 61, which has it in its description only.
  assert.deepEqual(
    shoes
      .slice(0, SEARCH_RESULTS)
      .map((row) => row.id)
      .sort((a, b) => (a ?? 0) - (b ?? 0)),
    [51, 52, 53, 54, 55, 56, 57, 58],
  );
  assert.deepEqual(shoes.at(-1), {
    id: null,
    name: 'zapatillas',
    logo: SHOP_ENTRY_LOGO,
    detail: 'Ver los 9 productos en la tienda',
  });
});

test('no match answers an empty list; products off sale are not found', async (t) => {
  const { app } = await createTestApp(t);
  assert.deepEqual(await rows(app, 'xyzzy'), []);
  assert.deepEqual(await rows(app, 'Edición 2023'), []);
});

test('a missing search, an object or a text over 100 characters answers 400', async (t) => {
  const { app } = await createTestApp(t);
  for (const body of [{}, { search: { text: 'pala' } }, { search: 'x'.repeat(101) }]) {
    const answer = await call(app, 'POST', URL, body);
    assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 40));
    assert.equal(answer.body.ok, false);
  }
});

test('the search box has its own address, public as before; its old one is now the player lookup, for customers', async (t) => {
  const { app } = await createTestApp(t);
  assert.ok((await rows(app, 'pala')).length > 0, 'no token needed');
  const old = await call(app, 'POST', '/api/publiccustomers/list', { search: 'pala' });
  assert.deepEqual([old.status, old.body.errorMsg], [401, 'Unauthorized']);
});
