// A whole Mercado Pago checkout through the API as the browser goes: the checkout answers what the Card Payment Brick
// needs, the stand-in SDK tokenizes the card on the sandbox (the cardholder name choosing the outcome), and
// process_payment pays the token once and settles the checkout once.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../../db/demo-club.ts';
import { call, login, type Answer, type LoginModel, type TestApp } from '../../test-support.ts';
import { brunoCheckout, providerStep, TWO_TINS_OF_BALLS } from '../provider-test-support.ts';
import {
  createMercadoPagoProvider,
  mercadoPagoAccountFrom,
  MERCADOPAGO_TEXTS,
  SANDBOX_PUBLIC_KEY,
  SANDBOX_SCRIPT_PATH,
} from './mercadopago-provider.ts';

async function started(t: TestContext) {
  const checkout = await brunoCheckout(t, DEMO_CHECKOUT.methods.mercadoPago.id, { cart: TWO_TINS_OF_BALLS });
  return { ...checkout, mercadoPago: providerStep(checkout, 'mercadoPago') };
}

/** What the stand-in brick does on submit: the card tokenized on the sandbox. */
async function cardToken(app: FastifyInstance, cardholderName: string): Promise<string> {
  const answer = await call(
    app,
    'POST',
    `/api/mercadopago-sandbox/v1/card_tokens?public_key=${SANDBOX_PUBLIC_KEY}`,
    {
      cardholderName,
      cardNumber: '5031433215406351',
    },
  );
  assert.equal(answer.body.last_four_digits, '6351');
  return answer.body.id as string;
}

/** process_payment as the page sends it: form data. */
async function pay(app: FastifyInstance, who: LoginModel, rqId: string, saveCardToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/publicmercadopago/process_payment',
    payload: new URLSearchParams({ rqId, saveCardToken }).toString(),
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: response.statusCode, body: response.json<Answer['body']>() };
}

const ordersOf = async (app: FastifyInstance, bruno: LoginModel) =>
  (
    (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
      .model as unknown[]
  ).length;

const statusOf = (testApp: TestApp, reference: string) =>
  (
    testApp.openDb().prepare('SELECT status FROM checkouts WHERE reference = ?').get(reference) as {
      status: string;
    }
  ).status;

test('the checkout answers the brick its public key, request, amount, payer and the stand-in SDK', async (t) => {
  const { app, mercadoPago } = await started(t);
  assert.deepEqual(
    { ...mercadoPago, id: '' },
    {
      pk: SANDBOX_PUBLIC_KEY,
      id: '',
      amount: (DEMO_PRODUCTS.balls.grossCents * 2) / 100,
      email: DEMO_CUSTOMERS.bruno.email,
      currency: 'EUR',
      scriptUrl: SANDBOX_SCRIPT_PATH,
    },
  );
  const sdk = await app.inject({ method: 'GET', url: SANDBOX_SCRIPT_PATH });
  assert.match(sdk.body, /window\.MercadoPago = MercadoPago/);
});

test('a card of cardholder APRO pays the checkout', async (t) => {
  const { testApp, app, bruno, mercadoPago } = await started(t);
  const before = await ordersOf(app, bruno);
  const answer = await pay(app, bruno, mercadoPago.id, await cardToken(app, 'APRO'));
  assert.deepEqual(answer.body, { ok: true });
  assert.equal(await ordersOf(app, bruno), before + 1);
  assert.equal(statusOf(testApp, mercadoPago.id), 'Paid');
});

test('a card of cardholder OTHE is rejected with a message, and another card then pays', async (t) => {
  const { testApp, app, bruno, mercadoPago } = await started(t);
  const before = await ordersOf(app, bruno);
  const rejected = await pay(app, bruno, mercadoPago.id, await cardToken(app, 'OTHE'));
  assert.deepEqual(rejected.body, { ok: false, errorMsg: MERCADOPAGO_TEXTS.rejected });
  assert.equal(statusOf(testApp, mercadoPago.id), 'Failed');
  const funds = await pay(app, bruno, mercadoPago.id, await cardToken(app, 'FUND'));
  assert.equal(funds.body.errorMsg, MERCADOPAGO_TEXTS.byDetail.cc_rejected_insufficient_amount);
  assert.equal(await ordersOf(app, bruno), before);
  assert.deepEqual((await pay(app, bruno, mercadoPago.id, await cardToken(app, 'APRO'))).body, { ok: true });
  assert.equal(await ordersOf(app, bruno), before + 1);
});

test('the same token submitted twice pays once', async (t) => {
  const { testApp, app, bruno, mercadoPago } = await started(t);
  const before = await ordersOf(app, bruno);
  const token = await cardToken(app, 'APRO');
  assert.deepEqual((await pay(app, bruno, mercadoPago.id, token)).body, { ok: true });
  assert.deepEqual((await pay(app, bruno, mercadoPago.id, token)).body, { ok: true });
  assert.equal(await ordersOf(app, bruno), before + 1);
  const payments = testApp
    .openDb()
    .prepare('SELECT count(*) AS count FROM mercadopago_sandbox_payments')
    .get() as {
    count: number;
  };
  assert.equal(payments.count, 1);
});

test("another customer's request or a token the sandbox never made pays nothing", async (t) => {
  const { testApp, app, bruno, mercadoPago } = await started(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const token = await cardToken(app, 'APRO');
  assert.deepEqual((await pay(app, ana, mercadoPago.id, token)).body, {
    ok: false,
    errorMsg: MERCADOPAGO_TEXTS.unknownRequest,
  });
  assert.equal((await pay(app, bruno, mercadoPago.id, 'forgedtoken')).body.ok, false);
  assert.equal(statusOf(testApp, mercadoPago.id), 'Failed');
  assert.equal(
    (
      await call(app, 'POST', '/api/publicmercadopago/process_payment', {
        rqId: mercadoPago.id,
        saveCardToken: token,
      })
    ).status,
    401,
  );
});

test('an approved payment is refunded once per reference and never beyond what it charged', async (t) => {
  const { testApp, app, bruno, mercadoPago } = await started(t);
  await pay(app, bruno, mercadoPago.id, await cardToken(app, 'APRO'));
  const { payment_ref: paymentId, amount_cents: charged } = testApp
    .openDb()
    .prepare('SELECT payment_ref, amount_cents FROM checkouts WHERE reference = ?')
    .get(mercadoPago.id) as { payment_ref: string; amount_cents: number };
  const account = mercadoPagoAccountFrom({}, testApp.openDb(), () => new Date());
  const provider = createMercadoPagoProvider(account.gateway, account.settings, () => '');
  const first = await provider.refund?.(paymentId, charged, 'R1');
  assert.equal(first?.refunded, true);
  assert.deepEqual(await provider.refund?.(paymentId, charged, 'R1'), first);
  assert.deepEqual(await provider.refund?.(paymentId, 1, 'R2'), { refunded: false });
});
