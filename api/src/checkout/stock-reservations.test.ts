// A card step reserves the products it will sell until its holds end: nobody else can buy the reserved units
// meanwhile, they come back when the step lapses or fails, and a payment after that never sells below zero.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { STOCK_TEXTS } from '../payments/stock-texts.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { CARD_STEP_MINUTES } from './card-step-holds.ts';
import {
  checkout,
  checkoutFromSite,
  checkoutPayload,
  ELENA,
  line,
  payOnStripeSandbox,
  testClock,
} from './checkout-test-support.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';

const { methods, transports } = DEMO_CHECKOUT;
const bag = DEMO_PRODUCTS.bag;

/** The last bag of the shop, and Bruno on the card step buying it. */
async function lastBagOnACardStep(t: TestContext) {
  const clock = testClock();
  const testApp = await createTestApp(t, { now: clock.now });
  const { app } = testApp;
  const db = testApp.openDb();
  db.prepare('UPDATE products SET stock = 1 WHERE id = ?').run(bag.id);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const brunoCart = checkoutPayload(bruno.id, {
    saleItems: [line(bag.id)],
    shopTransportId: transports.standard.id,
    paymentMethodId: methods.stripe.id,
    customer: { email: DEMO_CUSTOMERS.bruno.email },
  });
  const model = await checkoutFromSite(app, brunoCart, bruno.token);
  const elena = await login(app, ELENA);
  const elenaBuys = () =>
    checkout(
      app,
      checkoutPayload(elena.id, {
        saleItems: [line(bag.id)],
        shopTransportId: transports.standard.id,
        paymentMethodId: methods.club.id,
        guid: 'elena-cart',
      }),
      elena.token,
    );
  const checkStock = async () =>
    (await call(app, 'POST', '/api/publicpayments/check-stock', { saleItemsDto: [line(bag.id)] })).body;
  const stock = () =>
    (db.prepare('SELECT stock FROM products WHERE id = ?').get(bag.id) as { stock: number }).stock;
  return { app, db, clock, bruno, brunoCart, model, elenaBuys, checkStock, stock };
}

test('the units a card step will sell are reserved: nobody else can buy them, the same cart can start again', async (t) => {
  const { app, bruno, brunoCart, elenaBuys, checkStock, stock } = await lastBagOnACardStep(t);
  assert.deepEqual(await checkStock(), { ok: false, error: STOCK_TEXTS.outOfStock(bag.name) });
  assert.deepEqual((await elenaBuys()).body, { ok: false, errorMsg: CHECKOUT_TEXTS.outOfStock(bag.name) });
  assert.equal(stock(), 1, 'nothing is taken off the stock before the payment');
  // Bruno goes back and starts his card step again: his own reservation does not stand in his way.
  await checkoutFromSite(app, brunoCart, bruno.token);
});

test('a declined payment lets its units go at once; a paid one takes them', async (t) => {
  const { app, model, checkStock, stock, brunoCart, bruno } = await lastBagOnACardStep(t);
  const declined = await payOnStripeSandbox(app, model, '4000000000000002');
  assert.equal(declined.ok, false);
  assert.deepEqual(await checkStock(), { ok: true });
  const again = await checkoutFromSite(app, { ...brunoCart, guid: 'cart-guid-2' }, bruno.token);
  assert.equal((await payOnStripeSandbox(app, again)).ok, true);
  assert.equal(stock(), 0);
});

test('a lapsed card step releases its units; a late payment for units sold meanwhile is refunded, never below 0', async (t) => {
  const { app, db, clock, model, elenaBuys, checkStock, stock } = await lastBagOnACardStep(t);
  clock.pass(CARD_STEP_MINUTES + 1);
  assert.deepEqual(await checkStock(), { ok: true }, 'the reservation ran out with the card step');
  assert.equal((await elenaBuys()).body.ok, true, 'Elena buys the bag');
  assert.equal(stock(), 0);

  const late = await payOnStripeSandbox(app, model);
  assert.deepEqual(late, { ok: false, retry: false, tokenId: null, refunded: 'SoldOut' });
  assert.equal(stock(), 0, 'the stock never goes below 0');
  assert.deepEqual(
    { ...db.prepare('SELECT reason, status, amount_cents FROM payment_refunds').get() },
    {
      reason: 'SoldOut',
      status: 'Refunded',
      amount_cents: bag.grossCents + transports.standard.priceCents,
    },
  );
});

test('a late payment for units still there takes them', async (t) => {
  const { app, clock, model, stock } = await lastBagOnACardStep(t);
  clock.pass(CARD_STEP_MINUTES + 1);
  assert.deepEqual(await payOnStripeSandbox(app, model), { ok: true, retry: false, tokenId: null });
  assert.equal(stock(), 0);
});
