// A NetPay, Authorize.Net or Razorpay payment that arrives after the hold of the court it pays lapsed and the slot
// went to someone else: it is settled once, refunded through the provider's sandbox, and the page is told why.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { CheckoutModel } from '@club/shared-contracts/checkout-entities';
import { CARD_STEP_MINUTES } from '../checkout/card-step-holds.ts';
import {
  checkoutFromSite,
  checkoutPayload,
  ELENA,
  heldCourt,
  testClock,
} from '../checkout/checkout-test-support.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { AUTHORIZENET_TEST_CARDS } from './authorizenet/authorizenet-sandbox.ts';
import { NETPAY_TEST_CARDS } from './netpay/netpay-sandbox.ts';

const { methods } = DEMO_CHECKOUT;

/** Elena starts paying a court by card, the card step's hold lapses and Bruno books the same slot. */
async function slotTakenWhilePaying(t: TestContext, methodId: number) {
  const clock = testClock();
  const testApp = await createTestApp(t, { now: clock.now });
  const { app } = testApp;
  const elena = await login(app, ELENA);
  const held = await heldCourt(app, elena);
  const model: CheckoutModel = await checkoutFromSite(
    app,
    checkoutPayload(elena.id, { saleIds: held.saleIds, paymentMethodId: methodId }),
    elena.token,
  );
  clock.pass(CARD_STEP_MINUTES + 1);
  await heldCourt(app, await login(app, DEMO_CUSTOMERS.bruno));
  const refunds = () =>
    testApp
      .openDb()
      .prepare('SELECT provider, amount_cents, reason, status FROM payment_refunds')
      .all()
      .map((row) => ({ ...row }));
  return { app, elena, model, refunds, price: held.grossCents[0] ?? 0 };
}

test('a NetPay charge whose slot was taken meanwhile is refunded by NetPay, and the page is told why', async (t) => {
  const { app, elena, model, refunds, price } = await slotTakenWhilePaying(t, methods.netpay.id);
  const token = await call(app, 'POST', '/api/netpay-sandbox/v1/tokens', {
    cardNumber: NETPAY_TEST_CARDS.approved,
    expMonth: '12',
    expYear: '34',
    cvv2: '123',
    cardHolderName: 'Elena',
  });
  const answer = await call(
    app,
    'POST',
    `/api/netpay/charge/${model.netpay?.reference}`,
    { token: token.body.token },
    elena.token,
  );
  assert.equal(answer.body.ok, false);
  assert.equal(answer.body.refunded, 'SlotTaken');
  assert.deepEqual(refunds(), [
    { provider: 'netpay', amount_cents: price, reason: 'SlotTaken', status: 'Refunded' },
  ]);
});

test('an Authorize.Net charge whose slot was taken meanwhile is refunded by Authorize.Net', async (t) => {
  const { app, elena, model, refunds, price } = await slotTakenWhilePaying(t, methods.authorizeNet.id);
  const start = model.authorizeNet;
  const accepted = await call(app, 'POST', '/api/authorizenet-sandbox/v1/dispatch-data', {
    authData: { clientKey: start?.clientKey, apiLoginID: start?.apiLoginId },
    cardData: { cardNumber: AUTHORIZENET_TEST_CARDS.approved, month: '12', year: '34', cardCode: '123' },
  });
  const answer = await call(
    app,
    'POST',
    `/api/authorizenet/charge/${start?.reference}`,
    accepted.body.opaqueData,
    elena.token,
  );
  assert.equal(answer.body.refunded, 'SlotTaken');
  assert.deepEqual(refunds(), [
    { provider: 'authorizenet', amount_cents: price, reason: 'SlotTaken', status: 'Refunded' },
  ]);
});

test('a Razorpay payment whose slot was taken meanwhile is captured, refunded by Razorpay, and its status says why', async (t) => {
  const { app, model, refunds, price } = await slotTakenWhilePaying(t, methods.razorpay.id);
  const data = model.razorpayData;
  const paid = (
    await call(app, 'POST', '/api/razorpay-sandbox/v1/payments', {
      key: data?.key,
      order_id: data?.order_id,
      outcome: 'success',
    })
  ).body as Record<string, string>;
  const status = await call(
    app,
    'GET',
    `/api/razorpay/status/${paid.razorpay_order_id}/${paid.razorpay_payment_id}/${paid.razorpay_signature}`,
  );
  assert.deepEqual(status.body, { ok: false, retry: false, refunded: 'SlotTaken' });
  assert.deepEqual(refunds(), [
    { provider: 'razorpay', amount_cents: price, reason: 'SlotTaken', status: 'Refunded' },
  ]);
});
