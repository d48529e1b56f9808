import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Order, OrderSummary } from '@club/shared-contracts/entities';
import { DEMO_ORDERS, demoOrderTotalCents } from '../db/seed-orders.ts';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { ORDER_NOT_FOUND } from './shop-orders-routes.ts';

const anaOrders = [
  DEMO_ORDERS.anaRecharge,
  DEMO_ORDERS.anaClothes,
  DEMO_ORDERS.anaMembership,
  DEMO_ORDERS.anaCourt,
  DEMO_ORDERS.anaRacket,
];

test('a customer lists its own orders, newest first, in the wire shape of the order list', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const answer = await call(app, 'GET', `/api/shop/customer-orders/${ana.id}`, undefined, ana.token);
  assert.equal(answer.status, 200);
  const model = answer.body.model as OrderSummary[];
  assert.deepEqual(
    model.map((order) => order.number),
    anaOrders.map((order) => order.number),
  );
  for (const order of model) {
    assert.deepEqual(Object.keys(order).sort(), ['date', 'id', 'items', 'number', 'online', 'total']);
    const demo = anaOrders.find((candidate) => candidate.id === order.id);
    assert.ok(demo, `order ${order.id} is one of Ana's`);
    assert.equal(order.total, demoOrderTotalCents(demo) / 100);
    assert.equal(order.online, demo.online);
    assert.ok(!Number.isNaN(Date.parse(order.date)), 'an ISO date-time');
    assert.equal(order.items.length, demo.items.length);
    for (const item of order.items) assert.deepEqual(Object.keys(item).sort(), ['logo', 'name']);
  }
  const racket = model.find((order) => order.id === DEMO_ORDERS.anaRacket.id);
  assert.deepEqual(racket?.items, [
    { name: DEMO_PRODUCTS.racket.name, logo: DEMO_PRODUCTS.racket.logo },
    { name: DEMO_PRODUCTS.balls.name, logo: DEMO_PRODUCTS.balls.logo },
  ]);
});

test('an order in detail has its items, payment method, date and amounts', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const answer = await call(
    app,
    'GET',
    `/api/shop/customer-orders/${ana.id}/${DEMO_ORDERS.anaClothes.id}`,
    undefined,
    ana.token,
  );
  assert.equal(answer.status, 200);
  const order = answer.body.model as Order;
  assert.deepEqual(Object.keys(order).sort(), [
    'date',
    'discount',
    'items',
    'number',
    'paymentMethod',
    'shipping',
    'subTotal',
    'total',
  ]);
  assert.equal(order.number, DEMO_ORDERS.anaClothes.number);
  assert.equal(order.paymentMethod, 'Tarjeta de crédito');
  assert.deepEqual(order.items, [
    {
      productId: DEMO_PRODUCTS.shirt.id,
      category: 'Article',
      name: DEMO_PRODUCTS.shirt.name,
      logo: DEMO_PRODUCTS.shirt.logo,
      price: 24.9,
      units: 1,
      total: 24.9,
    },
    {
      productId: DEMO_PRODUCTS.cap.id,
      category: 'Article',
      name: DEMO_PRODUCTS.cap.name,
      logo: DEMO_PRODUCTS.cap.logo,
      price: 14,
      units: 2,
      total: 28,
    },
    {
      productId: DEMO_PRODUCTS.overgrip.id,
      category: 'Article',
      name: DEMO_PRODUCTS.overgrip.name,
      logo: DEMO_PRODUCTS.overgrip.logo,
      price: 4.5,
      units: 1,
      total: 4.5,
    },
  ]);
  assert.equal(order.subTotal, 57.4);
  assert.equal(order.shipping, 3.95);
  assert.equal(order.discount, 5.74);
  assert.equal(order.total, 55.61);
});

test('an item that is not an article carries its category and no product id', async (t) => {
  const { app } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const answer = await call(
    app,
    'GET',
    `/api/shop/customer-orders/${bruno.id}/${DEMO_ORDERS.brunoMatch.id}`,
    undefined,
    bruno.token,
  );
  const order = answer.body.model as Order;
  assert.deepEqual(
    order.items.map((item) => [item.category, item.productId]),
    [
      ['Service', 0],
      ['Article', DEMO_PRODUCTS.balls.id],
    ],
  );
  assert.equal(order.shipping, 0);
  assert.equal(order.discount, 0);
  assert.equal(order.total, order.subTotal);
});

test('another customer’s sale id answers 404 like an unknown one, never that customer’s order', async (t) => {
  const { app } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  for (const saleId of [DEMO_ORDERS.anaClothes.id, 424242]) {
    const answer = await call(
      app,
      'GET',
      `/api/shop/customer-orders/${bruno.id}/${saleId}`,
      undefined,
      bruno.token,
    );
    assert.equal(answer.status, 404, String(saleId));
    assert.deepEqual(answer.body, { ok: false, errorMsg: ORDER_NOT_FOUND });
  }
});

test('orders need a token, and only the customer or its parent may read them', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const list = `/api/shop/customer-orders/${ana.id}`;
  const detail = `${list}/${DEMO_ORDERS.anaRacket.id}`;
  for (const url of [list, detail]) {
    assert.equal((await call(app, 'GET', url)).status, 401, url);
    const foreign = await call(app, 'GET', url, undefined, bruno.token);
    assert.equal(foreign.status, 403, url);
    assert.equal(foreign.body.ok, false);
    assert.equal(foreign.body.model, undefined);
  }
  const lucas = openDb()
    .prepare('SELECT id FROM customers WHERE name = ?')
    .get(DEMO_CUSTOMERS.lucas.name) as {
    id: number;
  };
  const childOrders = await call(app, 'GET', `/api/shop/customer-orders/${lucas.id}`, undefined, ana.token);
  assert.deepEqual(childOrders.body, { ok: true, model: [] });
  // The parent reaches the child's orders only: her own sale is not the child's.
  const notTheChilds = await call(
    app,
    'GET',
    `/api/shop/customer-orders/${lucas.id}/${DEMO_ORDERS.anaRacket.id}`,
    undefined,
    ana.token,
  );
  assert.equal(notTheChilds.status, 404);
});

test('malformed or out-of-range ids answer 400 with a message', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '%20']) {
    for (const url of [
      `/api/shop/customer-orders/${bad}`,
      `/api/shop/customer-orders/${bad}/${DEMO_ORDERS.anaRacket.id}`,
      `/api/shop/customer-orders/${ana.id}/${bad}`,
    ]) {
      const answer = await call(app, 'GET', url, undefined, ana.token);
      assert.equal(answer.status, 400, url);
      assert.equal(answer.body.ok, false, url);
      assert.ok(answer.body.errorMsg, url);
    }
  }
});
