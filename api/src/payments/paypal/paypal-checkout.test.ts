// A whole PayPal checkout through the API as the browser goes: the checkout answers the order, the stand-in SDK's
// window approves it and authorizes it on the sandbox, and the page's callback captures it and pays the checkout once.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { PayPalStart } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import { DEMO_CHECKOUT } from '../../db/demo-club.ts';
import { call, type LoginModel, type TestApp } from '../../test-support.ts';
import { brunoCheckout, providerStep, TWO_TINS_OF_BALLS } from '../provider-test-support.ts';
import { createPayPalProvider, paypalAccountFrom, SANDBOX_SDK_PATH } from './paypal-provider.ts';
import { PAYPAL_TEXTS } from './paypal-routes.ts';

async function started(t: TestContext) {
  const checkout = await brunoCheckout(t, DEMO_CHECKOUT.methods.paypal.id, { cart: TWO_TINS_OF_BALLS });
  return { ...checkout, paypal: providerStep(checkout, 'paypal') };
}

/** What the stand-in's window and onApprove do: approve (or decline the funding), then actions.order.authorize(). */
async function approveInWindow(app: FastifyInstance, orderId: string, decision: 'approve' | 'decline') {
  const approved = await call(app, 'POST', `/api/paypal-sandbox/v2/checkout/orders/${orderId}/approve`, {
    decision,
  });
  assert.equal(approved.body.status, 'APPROVED');
  const authorized = await call(app, 'POST', `/api/paypal-sandbox/v2/checkout/orders/${orderId}/authorize`);
  const body = authorized.body as {
    purchase_units?: Array<{ payments?: { authorizations: Array<{ id: string }> } }>;
    details?: Array<{ issue: string }>;
  };
  return {
    authorizationId: body.purchase_units?.[0]?.payments?.authorizations[0]?.id ?? '',
    issue: body.details?.[0]?.issue ?? null,
  };
}

const callback = (app: FastifyInstance, orderId: string, authorizationId: string) =>
  call(app, 'POST', '/api/paypal/callback', { orderId, authorizationId });

const ordersOf = async (app: FastifyInstance, bruno: LoginModel) =>
  (
    (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
      .model as unknown[]
  ).length;

const statusOf = (testApp: TestApp, orderId: string) =>
  (
    testApp
      .openDb()
      .prepare(
        'SELECT c.status FROM checkouts c JOIN paypal_sandbox_orders o ON o.checkout_id = c.id WHERE o.id = ?',
      )
      .get(orderId) as { status: string }
  ).status;

test('the checkout answers a PayPal order for the stand-in SDK, in the checkout currency', async (t) => {
  const { app, paypal } = await started(t);
  assert.deepEqual({ ...paypal, orderId: '' } satisfies PayPalStart, {
    orderId: '',
    clientId: 'sb-club-sandbox',
    currency: 'EUR',
    sdkBaseUrl: SANDBOX_SDK_PATH,
  });
  const order = await call(app, 'GET', `/api/paypal-sandbox/v2/checkout/orders/${paypal.orderId}`);
  assert.equal(order.body.status, 'CREATED');
  const sdk = await app.inject({ method: 'GET', url: `${SANDBOX_SDK_PATH}?client-id=sb&intent=authorize` });
  assert.match(sdk.body, /window\.paypal = /);
});

test('an approved and authorized order is captured by the callback and pays the checkout', async (t) => {
  const { testApp, app, bruno, paypal } = await started(t);
  const before = await ordersOf(app, bruno);
  const { authorizationId } = await approveInWindow(app, paypal.orderId, 'approve');
  assert.notEqual(authorizationId, '');
  const answer = await callback(app, paypal.orderId, authorizationId);
  assert.deepEqual(answer.body, { ok: true, retry: false });
  assert.equal(await ordersOf(app, bruno), before + 1);
  assert.equal(statusOf(testApp, paypal.orderId), 'Paid');
});

test('funding declined at authorization leaves the checkout unpaid and the callback answers not ok', async (t) => {
  const { testApp, app, bruno, paypal } = await started(t);
  const before = await ordersOf(app, bruno);
  const { authorizationId, issue } = await approveInWindow(app, paypal.orderId, 'decline');
  assert.equal(issue, 'INSTRUMENT_DECLINED');
  const answer = await callback(app, paypal.orderId, authorizationId);
  assert.deepEqual(answer.body, { ok: false, retry: false });
  assert.equal(await ordersOf(app, bruno), before);
  assert.equal(statusOf(testApp, paypal.orderId), 'Failed');
});

test('the same callback twice captures and pays once', async (t) => {
  const { app, bruno, paypal } = await started(t);
  const before = await ordersOf(app, bruno);
  const { authorizationId } = await approveInWindow(app, paypal.orderId, 'approve');
  const [first, second] = [
    await callback(app, paypal.orderId, authorizationId),
    await callback(app, paypal.orderId, authorizationId),
  ];
  assert.equal(first.body.ok, true);
  assert.equal(second.body.ok, true);
  assert.equal(await ordersOf(app, bruno), before + 1);
});

test('a callback naming another authorization or an unknown order is refused and pays nothing', async (t) => {
  const { app, bruno, paypal } = await started(t);
  const before = await ordersOf(app, bruno);
  await approveInWindow(app, paypal.orderId, 'approve');
  const refused = { ok: false, retry: false, errorMsg: PAYPAL_TEXTS.unknownOrder };
  assert.deepEqual((await callback(app, paypal.orderId, 'FORGEDAUTH0000001')).body, refused);
  assert.deepEqual((await callback(app, 'NOSUCHORDER000001', 'FORGEDAUTH0000001')).body, refused);
  assert.equal(await ordersOf(app, bruno), before);
});

test('a captured payment is refunded once per reference and never beyond what it charged', async (t) => {
  const { testApp, app, paypal } = await started(t);
  const { authorizationId } = await approveInWindow(app, paypal.orderId, 'approve');
  await callback(app, paypal.orderId, authorizationId);
  const { payment_ref: captureId, amount_cents: charged } = testApp
    .openDb()
    .prepare(
      'SELECT c.payment_ref, c.amount_cents FROM checkouts c JOIN paypal_sandbox_orders o ON o.checkout_id = c.id WHERE o.id = ?',
    )
    .get(paypal.orderId) as { payment_ref: string; amount_cents: number };
  const account = paypalAccountFrom({}, testApp.openDb(), () => new Date());
  const provider = createPayPalProvider(account.gateway, account.settings);
  const first = await provider.refund?.(captureId, charged - 100, 'R1');
  const again = await provider.refund?.(captureId, charged - 100, 'R1');
  assert.equal(first?.refunded, true);
  assert.deepEqual(again, first);
  assert.deepEqual(await provider.refund?.(captureId, 200, 'R2'), { refunded: false });
  assert.equal((await provider.refund?.(captureId, 100, 'R3'))?.refunded, true);
});
