// The live gateway's requests to Stripe's API, with fetch replaced: form encoding, the secret key, idempotency keys,
// and how answers (a declined saved card, an unknown intent) are read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLiveStripeGateway } from './stripe-live-gateway.ts';

const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  status: 'requires_payment_method',
  client_secret: 'pi_123_secret_abc',
  metadata: { checkout_id: '42', reference: '0042AbCdEfGh' },
  payment_method: null,
  setup_future_usage: 'off_session',
};

test('a payment intent is created form-encoded with the secret key, its checkout in the metadata, once per reference', async () => {
  const { sent, fetchImpl } = fakeFetch([[200, intent]]);
  const gateway = createLiveStripeGateway('sk_test_123', fetchImpl);
  const created = await gateway.createPaymentIntent({
    checkoutId: 42,
    reference: '0042AbCdEfGh',
    amountCents: 4999,
    currency: 'EUR',
    description: 'Club order',
    saveCard: true,
    savedCard: null,
  });
  assert.deepEqual(created, {
    id: 'pi_123',
    kind: 'payment',
    status: 'requires_payment_method',
    clientSecret: 'pi_123_secret_abc',
    checkoutId: 42,
    card: null,
    savesCard: true,
    failed: false,
  });
  const [request] = sent;
  assert.equal(request?.url, 'https://api.stripe.com/v1/payment_intents');
  assert.equal(request?.headers.Authorization, 'Bearer sk_test_123');
  assert.equal(request?.headers['Idempotency-Key'], '0042AbCdEfGh-payment');
  const form = new URLSearchParams(request?.body);
  assert.equal(form.get('amount'), '4999');
  assert.equal(form.get('currency'), 'eur');
  assert.equal(form.get('metadata[checkout_id]'), '42');
  assert.equal(form.get('setup_future_usage'), 'off_session');
  assert.equal(form.get('confirm'), null);
});

test("a saved card declined at confirmation still answers the intent Stripe's error carries", async () => {
  const declined = {
    ...intent,
    last_payment_error: { code: 'card_declined' },
    payment_method: { id: 'pm_1', card: { last4: '0002' } },
  };
  const { sent, fetchImpl } = fakeFetch([
    [402, { error: { message: 'Your card was declined.', payment_intent: declined } }],
  ]);
  const gateway = createLiveStripeGateway('sk_test_123', fetchImpl);
  const created = await gateway.createPaymentIntent({
    checkoutId: 42,
    reference: '0042AbCdEfGh',
    amountCents: 4999,
    currency: 'EUR',
    description: 'Club order',
    saveCard: false,
    savedCard: 'pm_1',
  });
  assert.equal(new URLSearchParams(sent[0]?.body).get('confirm'), 'true');
  assert.deepEqual([created.failed, created.card], [true, { id: 'pm_1', lastDigits: '0002' }]);
});

test('a setup intent is read from setup_intents; an unknown intent is undefined; a refusal is a 400', async () => {
  const setup = {
    ...intent,
    id: 'seti_1',
    object: 'setup_intent',
    status: 'succeeded',
    setup_future_usage: null,
  };
  const { sent, fetchImpl } = fakeFetch([
    [200, setup],
    [404, { error: { message: 'No such setupintent' } }],
    [400, { error: { message: 'Invalid currency' } }],
  ]);
  const gateway = createLiveStripeGateway('sk_test_123', fetchImpl);
  assert.deepEqual((await gateway.retrieve('seti_1'))?.kind, 'setup');
  assert.equal(sent[0]?.url, 'https://api.stripe.com/v1/setup_intents/seti_1?expand[]=payment_method');
  assert.equal(await gateway.retrieve('seti_2'), undefined);
  await assert.rejects(
    gateway.createSetupIntent({ checkoutId: 42, reference: '0042AbCdEfGh' }),
    /Invalid currency/,
  );
});

test('a hold is an off-session manual-capture intent on the saved card, its end read from capture_before', async () => {
  const held = {
    ...intent,
    id: 'pi_hold',
    status: 'requires_capture',
    latest_charge: { payment_method_details: { card: { capture_before: 1_800_000_000 } } },
  };
  const declined = { ...intent, id: 'pi_declined', status: 'requires_payment_method' };
  const { sent, fetchImpl } = fakeFetch([
    [200, held],
    [402, { error: { message: 'Your card was declined.', payment_intent: declined } }],
    [200, { ...held, status: 'succeeded' }],
    [200, { ...held, status: 'canceled' }],
  ]);
  const gateway = createLiveStripeGateway('sk_test_123', fetchImpl);
  const request = {
    reference: '0042GuArAnTe',
    savedCard: 'pm_1',
    amountCents: 3000,
    currency: 'EUR',
    description: 'Guarantee',
  };
  assert.deepEqual(await gateway.createHold(request), {
    id: 'pi_hold',
    status: 'requires_capture',
    captureBefore: new Date(1_800_000_000_000),
  });
  const form = new URLSearchParams(sent[0]?.body);
  assert.deepEqual(
    ['capture_method', 'off_session', 'confirm', 'payment_method', 'amount'].map((key) => form.get(key)),
    ['manual', 'true', 'true', 'pm_1', '3000'],
  );
  assert.equal(sent[0]?.headers['Idempotency-Key'], '0042GuArAnTe-hold');
  assert.deepEqual(await gateway.createHold(request), {
    id: 'pi_declined',
    status: 'requires_payment_method',
    captureBefore: null,
  });

  assert.equal(await gateway.capture('pi_hold', 2000), 'succeeded');
  assert.equal(sent[2]?.url, 'https://api.stripe.com/v1/payment_intents/pi_hold/capture');
  assert.equal(new URLSearchParams(sent[2]?.body).get('amount_to_capture'), '2000');
  await gateway.cancel('pi_hold');
  assert.equal(sent[3]?.url, 'https://api.stripe.com/v1/payment_intents/pi_hold/cancel');
});

test('a refund is POST /v1/refunds on the payment intent with the amount, keyed by its reference', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [200, { id: 're_1', object: 'refund', amount: 2000, payment_intent: 'pi_paid', status: 'succeeded' }],
    [400, { error: { message: 'Charge pi_paid has already been refunded.' } }],
    [500, { error: { message: 'Stripe is down' } }],
  ]);
  const gateway = createLiveStripeGateway('sk_test_123', fetchImpl);
  const request = { paymentIntent: 'pi_paid', amountCents: 2000, idempotencyKey: 'rf_abc' };
  assert.deepEqual(await gateway.refund(request), { id: 're_1', status: 'succeeded' });
  assert.equal(sent[0]?.url, 'https://api.stripe.com/v1/refunds');
  assert.equal(sent[0]?.method, 'POST');
  const form = new URLSearchParams(sent[0]?.body);
  assert.deepEqual([form.get('payment_intent'), form.get('amount')], ['pi_paid', '2000']);
  assert.equal(sent[0]?.headers['Idempotency-Key'], 'rf_abc');
  assert.equal(await gateway.refund(request), undefined, 'a refusal is no refund, and no retry helps');
  await assert.rejects(gateway.refund(request), /Stripe is down/, 'an outage is tried again later');
});
