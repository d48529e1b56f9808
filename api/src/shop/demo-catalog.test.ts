import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DEMO_CATALOG_PRODUCTS,
  DEMO_CATALOG_TYPES,
  DEMO_POPULAR_IDS,
  DEMO_TRENDING_IDS,
  catalogImageSpec,
  catalogLogo,
  demoCatalog,
} from '../db/seed-catalog.ts';
import { DEMO_PRODUCTS } from '../db/demo-club.ts';
import { UPLOADS_DIR } from '../files/uploads-routes.ts';
import { createTestApp } from '../test-support.ts';
import { productImageSvg } from './product-image.ts';

const catalog = demoCatalog();

test('the demo catalogue: over 60 products in 5 types, varied dates, prices, stock and member prices', () => {
  assert.ok(catalog.length >= 60);
  assert.equal(new Set(catalog.map((product) => product.id)).size, catalog.length, 'ids are unique');
  assert.equal(new Set(catalog.map((product) => product.daysAgo)).size, catalog.length, 'dates are distinct');
  assert.equal(new Set(catalog.map((product) => product.logo)).size, catalog.length, 'pictures are distinct');
  for (const type of DEMO_CATALOG_TYPES) {
    assert.ok(catalog.filter((product) => product.type === type.name).length >= 10, type.name);
  }
  assert.ok(new Set(catalog.map((product) => product.grossCents)).size >= 40, 'varied prices');
  assert.ok(catalog.filter((product) => product.stock !== null && product.stock > 0).length >= 10);
  assert.ok(catalog.filter((product) => product.stock === 0).length >= 2, 'some sold out');
  const members = catalog.filter((product) => product.memberCents !== null);
  assert.ok(members.length >= 10);
  for (const product of members)
    assert.ok((product.memberCents ?? Infinity) < product.grossCents, product.name);
  for (const product of catalog) {
    assert.ok(product.detail.startsWith('<p>'), product.name);
    assert.ok(product.description.length > 10, product.name);
    assert.ok(product.netCents <= product.grossCents);
  }
  assert.ok(catalog.filter((product) => product.detail.includes('<ul>')).length >= 50);
  assert.ok(catalog.filter((product) => product.detail.includes('<strong>')).length >= 3);
  for (const ids of [DEMO_POPULAR_IDS, DEMO_TRENDING_IDS]) {
    assert.ok(ids.length >= 4 && ids.length <= 8);
    for (const id of ids) {
      const product = catalog.find((candidate) => candidate.id === id);
      assert.ok(product?.onSale && product.stock !== 0, `featured product ${id} can be bought`);
    }
  }
});

test('DEMO_PRODUCTS keep their ids, prices and stock; the catalogue continues after them', () => {
  for (const product of Object.values(DEMO_PRODUCTS)) {
    const entry = catalog.find((candidate) => candidate.id === product.id);
    assert.deepEqual(
      [entry?.name, entry?.grossCents, entry?.stock, entry?.memberCents],
      [product.name, product.grossCents, product.stock, null],
    );
  }
  assert.equal(DEMO_CATALOG_PRODUCTS[0]?.id, Object.values(DEMO_PRODUCTS).length + 1);
});

test('every product picture exists, has a viewBox and matches the generator (scripts/make-product-images.ts)', () => {
  for (const product of catalog) {
    const svg = readFileSync(join(UPLOADS_DIR, product.logo), 'utf8');
    assert.match(svg, /viewBox="0 0 400 400"/, product.logo);
  }
  for (const product of DEMO_CATALOG_PRODUCTS) {
    const svg = readFileSync(join(UPLOADS_DIR, catalogLogo(product)), 'utf8');
    assert.equal(svg, productImageSvg(catalogImageSpec(product)), `${catalogLogo(product)} is stale`);
    assert.ok(svg.includes(`>${product.short.toUpperCase()}</text>`), product.short);
  }
});

test('the seeded database holds the catalogue as described', async (t) => {
  const { openDb } = await createTestApp(t);
  const db = openDb();
  const rows = db
    .prepare(
      `SELECT p.id, t.name AS type, p.name, p.logo, p.gross_cents, p.stock, p.on_sale, p.detail
       FROM products p JOIN product_types t ON t.id = p.product_type_id
       WHERE t.name IN (${DEMO_CATALOG_TYPES.map(() => '?').join(', ')}) ORDER BY p.id`,
    )
    .all(...DEMO_CATALOG_TYPES.map((type) => type.name))
    // node:sqlite rows have no prototype; spread them into plain objects to compare.
    .map((row) => ({ ...row }));
  assert.deepEqual(
    rows,
    catalog.map((product) => ({
      id: product.id,
      type: product.type,
      name: product.name,
      logo: product.logo,
      gross_cents: product.grossCents,
      stock: product.stock,
      on_sale: product.onSale ? 1 : 0,
      detail: product.detail,
    })),
  );
  const members = db
    .prepare(
      `SELECT c.name FROM customer_price_lists l JOIN customers c ON c.id = l.customer_id ORDER BY c.id`,
    )
    .all() as Array<{ name: string }>;
  assert.deepEqual(
    members.map((member) => member.name),
    ['Ana', 'Lucas', 'Sofía'],
  );
});
