import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { STOCK_TEXTS } from './stock-texts.ts';

const CHECK_STOCK = '/api/publicpayments/check-stock';
const { racket, shirt, balls, bag } = DEMO_PRODUCTS;

const line = (productId: number, units: number) => ({
  units,
  temp: false,
  stockParentId: null,
  stockParentName: null,
  stockDetail: null,
  productId,
});

test('units within the stock are available, also to anonymous visitors', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'POST', CHECK_STOCK, {
    customerId: null,
    saleItemsDto: [line(racket.id, 2)],
  });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { ok: true });
});

test('more units than left are refused with the units left, the lines of one product added up', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'POST', CHECK_STOCK, {
    saleItemsDto: [line(racket.id, 1), line(balls.id, 1), line(racket.id, 2)],
  });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { ok: false, error: STOCK_TEXTS.fewLeft(racket.name, racket.stock) });
  assert.equal(answer.body.error, 'Only 2 units of Pala Carbon Pro are left');
});

test('a product with no units left is out of stock', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'POST', CHECK_STOCK, { saleItemsDto: [line(shirt.id, 1)] });
  assert.deepEqual(answer.body, { ok: false, error: `${shirt.name} is out of stock` });
});

test('a product without stock control is always available', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'POST', CHECK_STOCK, { saleItemsDto: [line(balls.id, 1000)] });
  assert.deepEqual(answer.body, { ok: true });
});

test('the stock read is the one stored now', async (t) => {
  const { app, openDb } = await createTestApp(t);
  openDb().prepare('UPDATE products SET stock = 1 WHERE id = ?').run(bag.id);
  const answer = await call(app, 'POST', CHECK_STOCK, { saleItemsDto: [line(bag.id, 2)] });
  assert.deepEqual(answer.body, { ok: false, error: 'Only 1 unit of Paletero del club is left' });
});

test('a product taken off sale is refused', async (t) => {
  const { app, openDb } = await createTestApp(t);
  openDb().prepare('UPDATE products SET on_sale = 0 WHERE id = ?').run(balls.id);
  const answer = await call(app, 'POST', CHECK_STOCK, { saleItemsDto: [line(balls.id, 1)] });
  assert.deepEqual(answer.body, { ok: false, error: STOCK_TEXTS.offSale(balls.name) });
});

test('an unknown product is a 404 naming it', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'POST', CHECK_STOCK, { saleItemsDto: [line(racket.id, 1), line(9999, 1)] });
  assert.equal(answer.status, 404);
  assert.deepEqual(answer.body, { ok: false, errorMsg: 'Unknown product 9999' });
});

test('bad input gets a 400 with a message, never a 500', async (t) => {
  const { app } = await createTestApp(t);
  const cases: Array<[unknown, RegExp]> = [
    [{}, /saleItemsDto is required/],
    [{ saleItemsDto: [] }, /saleItemsDto/],
    [{ saleItemsDto: [line(racket.id, 0)] }, /units/],
    [{ saleItemsDto: [line(racket.id, 1001)] }, /units/],
    [{ saleItemsDto: [line(racket.id, 1.5)] }, /units/],
    [{ saleItemsDto: [{ ...line(racket.id, 1), units: 'two' }] }, /units/],
    [{ saleItemsDto: [{ units: 1 }] }, /productId is required/],
    [{ saleItemsDto: [line(0, 1)] }, /productId/],
    [{ saleItemsDto: 'racket' }, /saleItemsDto/],
    [{ saleItemsDto: Array.from({ length: 101 }, () => line(racket.id, 1)) }, /saleItemsDto/],
    [{ customerId: 'me', saleItemsDto: [line(racket.id, 1)] }, /customerId/],
  ];
  for (const [payload, message] of cases) {
    const answer = await call(app, 'POST', CHECK_STOCK, payload);
    assert.equal(answer.status, 400, JSON.stringify(payload).slice(0, 80));
    assert.equal(answer.body.ok, false);
    assert.match(answer.body.errorMsg ?? '', message);
  }
});

test('a customer may check for itself and its children', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const child = ana.children[0];
  assert.ok(child);
  for (const customerId of [ana.id, child.id]) {
    const answer = await call(
      app,
      'POST',
      CHECK_STOCK,
      { customerId, saleItemsDto: [line(racket.id, 1)] },
      ana.token,
    );
    assert.equal(answer.status, 200, `customer ${customerId}`);
    assert.deepEqual(answer.body, { ok: true });
  }
});

test("a token may not check for another customer's id, nor an unknown one", async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  for (const customerId of [bruno.id, 999_999]) {
    const answer = await call(
      app,
      'POST',
      CHECK_STOCK,
      { customerId, saleItemsDto: [line(racket.id, 1)] },
      ana.token,
    );
    assert.equal(answer.status, 403, `customer ${customerId}`);
    assert.deepEqual(answer.body, { ok: false, errorMsg: 'Wrong access' });
  }
});

test('an invalid token naming a customer is a 401; a customer id without a token is checked anonymously', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const body = { customerId: ana.id, saleItemsDto: [line(racket.id, 1)] };
  const forged = await call(app, 'POST', CHECK_STOCK, body, 'not-a-token');
  assert.equal(forged.status, 401);
  assert.deepEqual(forged.body, { ok: false, errorMsg: 'Unauthorized' });
  const anonymous = await call(app, 'POST', CHECK_STOCK, body);
  assert.deepEqual(anonymous.body, { ok: true });
});
