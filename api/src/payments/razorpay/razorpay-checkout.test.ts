// A whole Razorpay checkout through the API as the page and the stand-in checkout.js call it: the checkout answers
// razorpayData for an order the server created, the test-mode modal pays it, and the status the return page polls
// checks the signature against the stored order, captures and settles the payment once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RazorpayData } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../../db/demo-club.ts';
import { call, createTestApp, login } from '../../test-support.ts';
import {
  BAG_EXPRESS_CENTS,
  brunoCheckout,
  orderNumbersOf,
  providerStep,
  type StartedCheckout,
} from '../provider-test-support.ts';
import { RAZORPAY_SANDBOX_KEY_SECRET } from './razorpay-provider.ts';
import type { RazorpaySuccess } from './razorpay-sandbox.ts';
import { razorpaySignature } from './razorpay-signature.ts';

const METHOD = DEMO_CHECKOUT.methods.razorpay.id;

const razorpayStep = (started: StartedCheckout): RazorpayData => providerStep(started, 'razorpayData');

/** The test-mode modal's choice, as the stand-in checkout.js sends it. */
const payInModal = async (app: FastifyInstance, data: RazorpayData, outcome: 'success' | 'failure') =>
  (
    await call(app, 'POST', '/api/razorpay-sandbox/v1/payments', {
      key: data.key,
      order_id: data.order_id,
      outcome,
    })
  ).body;

/** The modal's approval of the checkout's order: the payment and signature it hands the page. */
const approveInModal = async (started: StartedCheckout) =>
  (await payInModal(started.app, razorpayStep(started), 'success')) as unknown as RazorpaySuccess;

const status = async (app: FastifyInstance, paid: RazorpaySuccess) =>
  (
    await call(
      app,
      'GET',
      `/api/razorpay/status/${paid.razorpay_order_id}/${paid.razorpay_payment_id}/${paid.razorpay_signature}`,
    )
  ).body;

test("the checkout answers razorpayData: the sandbox's checkout.js and key, the order and the amount in cents", async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const data = razorpayStep(started);
  assert.match(data.order_id, /^order_/);
  assert.deepEqual(
    [data.scriptUrl, data.key, data.amount, data.currency],
    ['/api/razorpay-sandbox/checkout.js', 'rzp_test_sandbox', BAG_EXPRESS_CENTS, 'EUR'],
  );
  const script = await started.app.inject({ method: 'GET', url: data.scriptUrl });
  assert.match(script.body, /window\.Razorpay = Razorpay/);
});

test('a payment the modal approved is paid once the status checks its signature, and a replayed status pays once', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const before = await orderNumbersOf(started.app, started.bruno);
  const paid = await approveInModal(started);
  assert.equal(paid.razorpay_order_id, razorpayStep(started).order_id);
  assert.equal(
    (await orderNumbersOf(started.app, started.bruno)).length,
    before.length,
    'not paid before the status',
  );
  const answers = await Promise.all([status(started.app, paid), status(started.app, paid)]);
  assert.deepEqual(answers, [
    { ok: true, retry: false },
    { ok: true, retry: false },
  ]);
  assert.deepEqual(await status(started.app, paid), { ok: true, retry: false });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length + 1);
});

test('a forged signature, or one signed for another order, is refused and pays nothing', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const other = await brunoCheckout(t, METHOD, { started, guid: 'cart-guid-2' });
  const before = await orderNumbersOf(started.app, started.bruno);
  const paid = await approveInModal(started);
  const forged = { ...paid, razorpay_signature: 'f'.repeat(64) };
  assert.deepEqual(await status(started.app, forged), { ok: false, retry: false });
  // Signed with the right secret, but for another order than the one this payment belongs to.
  const crossed = {
    ...paid,
    razorpay_order_id: razorpayStep(other).order_id,
    razorpay_signature: razorpaySignature(
      RAZORPAY_SANDBOX_KEY_SECRET,
      razorpayStep(other).order_id,
      paid.razorpay_payment_id,
    ),
  };
  assert.deepEqual(await status(started.app, crossed), { ok: false, retry: false });
  const unknownOrder = { ...paid, razorpay_order_id: 'order_unknown0000' };
  assert.deepEqual(await status(started.app, unknownOrder), { ok: false, retry: false });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length);
});

test('a payment the modal failed is not paid, and the checkout ends Failed', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const failed = await payInModal(started.app, razorpayStep(started), 'failure');
  const error = failed.error as { reason: string; metadata: { order_id: string; payment_id: string } };
  assert.equal(error.reason, 'payment_failed');
  // A failed payment has no signature Razorpay would give: the status of it signed is still not ok.
  const signed: RazorpaySuccess = {
    razorpay_order_id: error.metadata.order_id,
    razorpay_payment_id: error.metadata.payment_id,
    razorpay_signature: razorpaySignature(
      RAZORPAY_SANDBOX_KEY_SECRET,
      error.metadata.order_id,
      error.metadata.payment_id,
    ),
  };
  assert.deepEqual(await status(started.app, signed), { ok: false, retry: false });
  const checkout = started.testApp
    .openDb()
    .prepare(
      `SELECT c.status FROM checkouts c JOIN provider_orders o ON o.checkout_id = c.id
       WHERE o.provider = 'razorpay' AND o.order_id = ?`,
    )
    .get(error.metadata.order_id) as { status: string };
  assert.equal(checkout.status, 'Failed');
});

test('a payment still on its way answers retry, then ok', async (t) => {
  const testApp = await createTestApp(t, { paymentSandbox: { razorpayPendingPolls: 2 } });
  const bruno = await login(testApp.app, DEMO_CUSTOMERS.bruno);
  const started = await brunoCheckout(t, METHOD, { started: { testApp, bruno } });
  const paid = await approveInModal(started);
  assert.deepEqual(await status(started.app, paid), { ok: false, retry: true });
  assert.deepEqual(await status(started.app, paid), { ok: false, retry: true });
  assert.deepEqual(await status(started.app, paid), { ok: true, retry: false });
});
