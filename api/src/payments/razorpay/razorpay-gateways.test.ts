// Razorpay's server side: the signature check, the live gateway's requests with fetch replaced (basic
// authentication, unique receipts, the capture, the refund's idempotency header), and the sandbox's refunds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLiveRazorpayGateway } from './razorpay-live-gateway.ts';
import { createRazorpaySandbox, type RazorpaySuccess } from './razorpay-sandbox.ts';
import { razorpaySignature, validRazorpaySignature } from './razorpay-signature.ts';

test("the signature is Razorpay's HMAC-SHA256 of order_id|payment_id in hex, and any other is refused", () => {
  const signature = razorpaySignature('secret', 'order_1', 'pay_1');
  assert.match(signature, /^[0-9a-f]{64}$/);
  assert.equal(validRazorpaySignature('secret', 'order_1', 'pay_1', signature), true);
  assert.equal(validRazorpaySignature('secret', 'order_2', 'pay_1', signature), false);
  assert.equal(validRazorpaySignature('other', 'order_1', 'pay_1', signature), false);
  assert.equal(validRazorpaySignature('secret', 'order_1', 'pay_1', signature.slice(1)), false);
});

test('a live order is created with basic authentication, the amount in cents and the reference as receipt', async () => {
  const { sent, fetchImpl } = fakeFetch([[200, { id: 'order_1', status: 'created' }]]);
  const gateway = createLiveRazorpayGateway('rzp_key', 'rzp_secret', fetchImpl);
  assert.equal(
    await gateway.createOrder({
      amountCents: 4999,
      currency: 'EUR',
      reference: '0042ABCDEFGH',
      checkoutId: 42,
    }),
    'order_1',
  );
  const [request] = sent;
  assert.equal(request?.url, 'https://api.razorpay.com/v1/orders');
  assert.equal(
    request?.headers.Authorization,
    `Basic ${Buffer.from('rzp_key:rzp_secret').toString('base64')}`,
  );
  assert.deepEqual(JSON.parse(request?.body ?? '{}'), {
    amount: 4999,
    currency: 'EUR',
    receipt: '0042ABCDEFGH',
    notes: { checkout_id: '42' },
  });
});

test('a live payment is read, captured for its amount, and refunded with the idempotency header', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [200, { id: 'pay_1', order_id: 'order_1', status: 'authorized', amount: 4999, currency: 'EUR' }],
    [200, { id: 'pay_1', status: 'captured' }],
    [200, { id: 'rfnd_1', status: 'processed' }],
    [400, { error: { description: 'The id provided does not exist' } }],
  ]);
  const gateway = createLiveRazorpayGateway('rzp_key', 'rzp_secret', fetchImpl);
  const payment = await gateway.payment('pay_1');
  assert.deepEqual(payment, {
    id: 'pay_1',
    orderId: 'order_1',
    status: 'authorized',
    amountCents: 4999,
    currency: 'EUR',
  });
  assert.equal(await gateway.capture(payment), 'captured');
  assert.deepEqual(JSON.parse(sent[1]?.body ?? '{}'), { amount: 4999, currency: 'EUR' });
  assert.equal(await gateway.refund('pay_1', 1000, 'rf_1'), 'rfnd_1');
  assert.equal(sent[2]?.headers['X-Refund-Idempotency'], 'rf_1');
  assert.equal(await gateway.payment('pay_0'), undefined);
});

test('the sandbox refunds a captured payment once per reference, and never more than was paid', async () => {
  const sandbox = createRazorpaySandbox('secret');
  const orderId = await sandbox.gateway.createOrder({
    amountCents: 5000,
    currency: 'EUR',
    reference: 'r1',
    checkoutId: 1,
  });
  const paid = sandbox.pay(orderId, 'success') as RazorpaySuccess;
  assert.equal(
    await sandbox.gateway.refund(paid.razorpay_payment_id, 1000, 'rf_a'),
    undefined,
    'not captured yet',
  );
  const payment = await sandbox.gateway.payment(paid.razorpay_payment_id);
  assert.ok(payment);
  assert.equal(await sandbox.gateway.capture(payment), 'captured');
  const first = await sandbox.gateway.refund(paid.razorpay_payment_id, 3000, 'rf_a');
  assert.match(first ?? '', /^rfnd_/);
  assert.equal(await sandbox.gateway.refund(paid.razorpay_payment_id, 3000, 'rf_a'), first);
  assert.equal(await sandbox.gateway.refund(paid.razorpay_payment_id, 3000, 'rf_b'), undefined);
});
