import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { ELENA, heldCourt, line } from './checkout-test-support.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';

const { coupons } = DEMO_CHECKOUT;
const balls = DEMO_PRODUCTS.balls;
const validate = (app: Parameters<typeof call>[0], body: object, token?: string) =>
  call(app, 'POST', '/api/promos/validate', body, token);

test('a percent coupon answers its discount, net discount and taxes, in any case', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await validate(app, {
    code: coupons.percent.code.toLowerCase(),
    customerId: null,
    saleItems: [line(balls.id, 2)],
    saleIds: [],
  });
  const gross = Math.round((balls.grossCents * 2) / 10);
  const net = Math.round((Math.round(balls.grossCents / 1.21) * 2) / 10);
  assert.deepEqual(answer.body, {
    ok: true,
    data: { discount: gross / 100, netDiscount: net / 100, discountedTaxes: (gross - net) / 100 },
  });
});

test('a money coupon discounts a booking of the customer too, never more than the cart', async (t) => {
  const { app } = await createTestApp(t);
  const elena = await login(app, ELENA);
  const held = await heldCourt(app, elena);
  const answer = await validate(
    app,
    { code: coupons.money.code, customerId: elena.id, saleItems: [], saleIds: held.saleIds },
    elena.token,
  );
  assert.equal((answer.body.data as { discount: number }).discount, coupons.money.amount / 100);
  const small = await validate(app, {
    code: coupons.money.code,
    customerId: null,
    saleItems: [line(DEMO_PRODUCTS.overgrip.id)],
    saleIds: [],
  });
  assert.equal((small.body.data as { discount: number }).discount, DEMO_PRODUCTS.overgrip.grossCents / 100);
});

test('unknown, expired and empty-cart coupons answer the text the coupon box shows', async (t) => {
  const { app } = await createTestApp(t);
  const cart = { customerId: null, saleItems: [line(balls.id)], saleIds: [] };
  assert.deepEqual((await validate(app, { ...cart, code: 'NADA' })).body, {
    ok: false,
    errorMsg: CHECKOUT_TEXTS.promoInvalid,
  });
  assert.deepEqual((await validate(app, { ...cart, code: coupons.expired.code })).body, {
    ok: false,
    errorMsg: CHECKOUT_TEXTS.promoExpired,
  });
  assert.deepEqual((await validate(app, { ...cart, saleItems: [], code: coupons.percent.code })).body, {
    ok: false,
    errorMsg: CHECKOUT_TEXTS.promoNothingToDiscount,
  });
});

test("a customer's cart needs the customer's token", async (t) => {
  const { app } = await createTestApp(t);
  const elena = await login(app, ELENA);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const body = { code: coupons.percent.code, customerId: elena.id, saleItems: [line(balls.id)], saleIds: [] };
  assert.equal((await validate(app, body)).status, 401);
  assert.equal((await validate(app, body, bruno.token)).status, 403);
  assert.equal((await validate(app, body, elena.token)).status, 200);
});
