// A whole card checkout with Redsys's sandbox, through the API as the browser goes: the checkout answers the signed
// form, the payment page takes the card and notifies the API before sending the customer back to /cz/ok.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { CheckoutModel } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../app.ts';
import { checkoutPayload, line } from '../../checkout/checkout-test-support.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../../db/demo-club.ts';
import { call, createTestApp, login, type LoginModel } from '../../test-support.ts';
import { REDSYS_START_TEXTS, TEST_MERCHANT } from './redsys-provider.ts';
import { signResponse } from './redsys-signature.ts';
import { payOnRedsysPage } from './redsys-test-support.ts';

const SITE = 'http://localhost:4100';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Bruno's checkout of a bag with Redsys, from a page on `origin`: the answer. */
async function redsysCheckout(
  app: FastifyInstance,
  bruno: LoginModel,
  origin: string | null,
  saveCard = false,
) {
  return app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${bruno.token}`, ...(origin ? { origin } : {}) },
    payload: checkoutPayload(bruno.id, {
      saleItems: [line(DEMO_PRODUCTS.bag.id)],
      shopTransportId: DEMO_CHECKOUT.transports.express.id,
      paymentMethodId: DEMO_CHECKOUT.methods.redsys.id,
      saveCreditCard: saveCard,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
  });
}

async function started(t: TestContext, options: Partial<BuildAppOptions> = {}, saveCard = false) {
  const testApp = await createTestApp(t, options);
  const { app } = testApp;
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const answer = await redsysCheckout(app, bruno, SITE, saveCard);
  const body = answer.json<{ ok: boolean; model: CheckoutModel }>();
  assert.equal(body.ok, true, answer.body);
  assert.ok(body.model.redsysData);
  return { testApp, app, bruno, redsysData: body.model.redsysData };
}

const ordersOf = async (app: FastifyInstance, bruno: LoginModel) =>
  (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
    .model as Array<{
    number: string;
    total: number;
  }>;

test('a Redsys checkout paid on the page is an order with its receipt before the browser is back on /cz/ok', async (t) => {
  const { testApp, app, bruno, redsysData } = await started(t);
  assert.equal(redsysData.url, '/api/redsys-sandbox/realizarPago');
  const before = (await ordersOf(app, bruno)).length;
  const back = await payOnRedsysPage(app, redsysData, '4548812049400004');
  assert.equal(`${back.origin}${back.pathname}`, `${SITE}/cz/ok`);
  const orders = await ordersOf(app, bruno);
  assert.equal(orders.length, before + 1);
  assert.equal(
    orders[0]?.total,
    (DEMO_PRODUCTS.bag.grossCents + DEMO_CHECKOUT.transports.express.priceCents) / 100,
  );
  const receipts = testApp
    .openDb()
    .prepare("SELECT count(*) AS count FROM outbox WHERE customer_id = ? AND subject LIKE '%' || ? || '%'")
    .get(bruno.id, orders[0]?.number ?? '?') as { count: number };
  assert.equal(receipts.count, 1);
});

test('the notification delivered twice pays one order', async (t) => {
  const { app, bruno, redsysData } = await started(t, { paymentSandbox: { redsysNotificationCopies: 2 } });
  const before = (await ordersOf(app, bruno)).length;
  await payOnRedsysPage(app, redsysData, '4548812049400004');
  assert.equal((await ordersOf(app, bruno)).length, before + 1);
});

test('a declined card sends the browser to /cz/ko and writes no order', async (t) => {
  const { app, bruno, redsysData } = await started(t);
  const before = (await ordersOf(app, bruno)).length;
  const back = await payOnRedsysPage(app, redsysData, '5576440022788500');
  assert.equal(back.pathname, '/cz/ko');
  assert.equal((await ordersOf(app, bruno)).length, before);
});

test('saving the card keeps its COF identifier as a Redsys card of the customer, with its last four digits', async (t) => {
  const { testApp, app, bruno, redsysData } = await started(t, {}, true);
  await payOnRedsysPage(app, redsysData, '4548812049400004');
  const cards = testApp
    .openDb()
    .prepare(
      'SELECT last_digits, provider, provider_token FROM card_tokens WHERE customer_id = ? AND provider = ?',
    )
    .all(bruno.id, 'redsys') as Array<{ last_digits: string; provider_token: string }>;
  assert.equal(cards.length, 1);
  assert.equal(cards[0]?.last_digits, '0004');
  assert.match(cards[0]?.provider_token ?? '', /^[0-9a-f]{40}$/);
});

test('a signed notification of an order this server does not have is acknowledged and changes nothing', async (t) => {
  const { app } = await createTestApp(t);
  const signed = signResponse(TEST_MERCHANT.secretKey, {
    Ds_Order: '0001Unknown0',
    Ds_MerchantCode: TEST_MERCHANT.merchantCode,
    Ds_MerchantData: '999999',
    Ds_Response: '0000',
    Ds_AuthorisationCode: '000001',
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/redsys/notification',
    headers: FORM,
    payload: new URLSearchParams({ ...signed }).toString(),
  });
  assert.equal(answer.statusCode, 200);
  assert.equal(answer.json<{ ok: boolean }>().ok, false);
});

test('a checkout that names no site of the club (no Origin, or another site) cannot start a Redsys payment, and says why', async (t) => {
  const { app } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  // Another site would have the payment page send the customer back to it (an open redirect through the provider).
  for (const origin of [null, 'https://evil.example', 'http://localhost:4100.evil.example']) {
    const answer = await redsysCheckout(app, bruno, origin);
    assert.equal(answer.statusCode, 400, String(origin));
    assert.equal(answer.json<{ errorMsg: string }>().errorMsg, REDSYS_START_TEXTS.noSite, String(origin));
  }
});
