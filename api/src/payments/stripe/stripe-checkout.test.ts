// A whole card checkout with Stripe's sandbox, through the API as the pages call it: the checkout, the card sent to
// the sandbox and the intent confirmed, then the status the return page polls, the order and its receipt.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { CheckoutModel, PaymentStatus, StripeStart } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../app.ts';
import { checkoutPayload, line } from '../../checkout/checkout-test-support.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../../db/demo-club.ts';
import { call, createTestApp, login, type LoginModel, type TestApp } from '../../test-support.ts';

const SITE = 'http://localhost:4100';

/** Bruno's card checkout of a bag with Stripe, started as the page starts it: the intent to confirm. */
async function stripeCheckout(t: TestContext, options: Partial<BuildAppOptions> = {}, saveCard = false) {
  const testApp = await createTestApp(t, options);
  const { app } = testApp;
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${bruno.token}`, origin: SITE },
    payload: checkoutPayload(bruno.id, {
      saleItems: [line(DEMO_PRODUCTS.bag.id)],
      shopTransportId: DEMO_CHECKOUT.transports.express.id,
      paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
      saveCreditCard: saveCard,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
  });
  const body = answer.json<{ ok: boolean; model: CheckoutModel }>();
  assert.equal(body.ok, true, answer.body);
  assert.ok(body.model.stripe);
  return { testApp, app, bruno, stripe: body.model.stripe };
}

/** Sends the card to the sandbox and confirms the intent with it, as the sandbox script does. */
async function confirmWith(app: FastifyInstance, stripe: StripeStart, number: string): Promise<string> {
  const card = await call(app, 'POST', '/api/stripe-sandbox/v1/payment_methods', {
    number,
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
  });
  const paymentMethod = (card.body.paymentMethod as { id: string }).id;
  const confirmed = await call(app, 'POST', '/api/stripe-sandbox/v1/intents/confirm', {
    clientSecret: stripe.clientSecret,
    paymentMethod,
  });
  return (confirmed.body.intent as { status: string }).status;
}

const status = async (app: FastifyInstance, stripe: StripeStart): Promise<PaymentStatus> =>
  (await call(app, 'GET', `/api/stripe/status/${stripe.intentId}`)).body as unknown as PaymentStatus;

const ordersOf = async (app: FastifyInstance, bruno: LoginModel) =>
  (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
    .model as Array<{
    number: string;
    total: number;
  }>;

/** The receipts of an order in the customer's outbox (their communications). */
const receiptsOf = (testApp: TestApp, bruno: LoginModel, orderNumber: string): number =>
  (
    testApp
      .openDb()
      .prepare("SELECT count(*) AS count FROM outbox WHERE customer_id = ? AND subject LIKE '%' || ? || '%'")
      .get(bruno.id, orderNumber) as { count: number }
  ).count;

test('a Stripe checkout paid with 4242 becomes an order with its receipt once the status says ok', async (t) => {
  const { testApp, app, bruno, stripe } = await stripeCheckout(t);
  assert.deepEqual(
    [stripe.intent, stripe.requiresAction, stripe.scriptUrl],
    ['payment', false, '/api/stripe-sandbox/stripe.js'],
  );
  const before = (await ordersOf(app, bruno)).length;
  assert.equal(await confirmWith(app, stripe, '4242424242424242'), 'succeeded');
  assert.equal((await ordersOf(app, bruno)).length, before, 'nothing is paid before the status is read');
  assert.deepEqual(await status(app, stripe), { ok: true, retry: false, tokenId: null });
  const orders = await ordersOf(app, bruno);
  assert.equal(orders.length, before + 1);
  assert.equal(
    orders[0]?.total,
    (DEMO_PRODUCTS.bag.grossCents + DEMO_CHECKOUT.transports.express.priceCents) / 100,
  );
  assert.equal(receiptsOf(testApp, bruno, orders[0]?.number ?? '?'), 1);
});

test('the status polled twice and racing a second poll pays one order', async (t) => {
  const { app, bruno, stripe } = await stripeCheckout(t);
  const before = (await ordersOf(app, bruno)).length;
  await confirmWith(app, stripe, '4242424242424242');
  const answers = await Promise.all([status(app, stripe), status(app, stripe), status(app, stripe)]);
  assert.ok(answers.every((answer) => answer.ok));
  assert.deepEqual(await status(app, stripe), { ok: true, retry: false, tokenId: null });
  assert.equal((await ordersOf(app, bruno)).length, before + 1);
});

test('with processing polls, the status asks the page to retry, then pays', async (t) => {
  const { app, bruno, stripe } = await stripeCheckout(t, { paymentSandbox: { stripeProcessingPolls: 3 } });
  const before = (await ordersOf(app, bruno)).length;
  await confirmWith(app, stripe, '4242424242424242');
  for (let poll = 0; poll < 3; poll += 1) {
    assert.deepEqual(await status(app, stripe), { ok: false, retry: true, tokenId: null });
  }
  assert.equal((await ordersOf(app, bruno)).length, before);
  assert.deepEqual(await status(app, stripe), { ok: true, retry: false, tokenId: null });
  assert.equal((await ordersOf(app, bruno)).length, before + 1);
});

test('a declined card answers not ok and writes no order; another card on the same intent then pays', async (t) => {
  const { app, bruno, stripe } = await stripeCheckout(t);
  const before = (await ordersOf(app, bruno)).length;
  assert.equal(await confirmWith(app, stripe, '4000000000000002'), 'requires_payment_method');
  assert.deepEqual(await status(app, stripe), { ok: false, retry: false, tokenId: null });
  assert.equal((await ordersOf(app, bruno)).length, before);
  assert.equal(
    await confirmWith(app, stripe, '4242424242424242'),
    'succeeded',
    'another card on the same intent',
  );
  assert.deepEqual(await status(app, stripe), { ok: true, retry: false, tokenId: null });
  assert.equal((await ordersOf(app, bruno)).length, before + 1);
});

test('a payment that saves the card keeps it as a Stripe card with its last four digits, the next checkout charging it', async (t) => {
  const { testApp, app, bruno, stripe } = await stripeCheckout(t, {}, true);
  await confirmWith(app, stripe, '4000002500003155');
  await call(app, 'POST', '/api/stripe-sandbox/v1/intents/authenticate', {
    clientSecret: stripe.clientSecret,
    passed: true,
  });
  const paid = await status(app, stripe);
  assert.equal(paid.ok, true);
  assert.match(paid.tokenId ?? '', /^\d+$/);
  const card = testApp
    .openDb()
    .prepare('SELECT customer_id, last_digits, provider, provider_token FROM card_tokens WHERE id = ?')
    .get(Number(paid.tokenId)) as {
    customer_id: number;
    last_digits: string;
    provider: string;
    provider_token: string;
  };
  assert.deepEqual([card.customer_id, card.last_digits, card.provider], [bruno.id, '3155', 'stripe']);
  assert.match(card.provider_token, /^pm_/);

  const again = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${bruno.token}`, origin: SITE },
    payload: checkoutPayload(bruno.id, {
      saleItems: [line(DEMO_PRODUCTS.bag.id)],
      shopTransportId: DEMO_CHECKOUT.transports.express.id,
      paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
      tokenId: paid.tokenId,
      guid: 'cart-guid-2',
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
  });
  const saved = again.json<{ model: CheckoutModel }>().model.stripe;
  assert.equal(saved?.requiresAction, true, 'the saved 3D Secure card asks for authentication on the page');
});
