// A whole NetPay checkout through the API as the page and the stand-in netpay.min.js call it: the checkout answers
// the card step, the card becomes a token in the sandbox, the token is charged; a card the bank checks goes through
// the sandbox's 3D Secure page and back to /netpay-callback/, whose callback settles it once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NETPAY_3DS_MARKER, type NetPayStart } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../../db/demo-club.ts';
import { call, login } from '../../test-support.ts';
import {
  brunoCheckout,
  checkoutStatusOf,
  databaseHolds,
  orderNumbersOf,
  providerStep,
  type StartedCheckout,
} from '../provider-test-support.ts';
import { NETPAY_SANDBOX_TEXTS, NETPAY_TEST_CARDS } from './netpay-sandbox.ts';

const METHOD = DEMO_CHECKOUT.methods.netpay.id;

/** NetPay.token.create as the stand-in script calls the sandbox: the token of a card. */
async function tokenOf(app: FastifyInstance, cardNumber: string): Promise<string> {
  const answer = await call(app, 'POST', '/api/netpay-sandbox/v1/tokens', {
    cardNumber,
    expMonth: '12',
    expYear: '34',
    cvv2: '123',
    cardHolderName: 'Bruno',
  });
  assert.equal(typeof answer.body.token, 'string', JSON.stringify(answer.body));
  return answer.body.token as string;
}

const netpayStep = (started: StartedCheckout): NetPayStart => providerStep(started, 'netpay');

const charge = (started: StartedCheckout, token: string, bearer = started.bruno.token) =>
  call(started.app, 'POST', `/api/netpay/charge/${netpayStep(started).reference}`, { token }, bearer);

/** Charges a 3D Secure card: the address of the sandbox's page after the marker. */
async function chargeWithThreeDs(started: StartedCheckout): Promise<string> {
  const answer = await charge(started, await tokenOf(started.app, NETPAY_TEST_CARDS.threeDs));
  assert.equal(answer.body.ok, false);
  const errorMsg = answer.body.errorMsg ?? '';
  assert.ok(errorMsg.startsWith(NETPAY_3DS_MARKER), errorMsg);
  return errorMsg.slice(NETPAY_3DS_MARKER.length);
}

/** The sandbox's 3D Secure page answered: where it sends the customer back. */
async function completeThreeDs(
  app: FastifyInstance,
  pageUrl: string,
  action: 'pass' | 'fail' | 'cancel',
): Promise<URL> {
  const shown = await app.inject({ method: 'GET', url: pageUrl });
  assert.equal(shown.statusCode, 200);
  const answered = await app.inject({
    method: 'POST',
    url: pageUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  assert.equal(answered.statusCode, 303);
  return new URL(String(answered.headers.location));
}

const callback = (app: FastifyInstance, back: URL) =>
  call(
    app,
    'POST',
    `/api/netpay/callback/${back.searchParams.get('id')}/${back.searchParams.get('transaction_token')}`,
  );

test('the checkout answers the card step with the sandbox netpay.min.js and key', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  assert.deepEqual(
    { ...netpayStep(started), reference: 'ref' },
    {
      scriptUrl: '/api/netpay-sandbox/netpay.min.js',
      publicKey: 'pk_netpay_sandbox',
      sandboxMode: true,
      reference: 'ref',
    },
  );
  const script = await started.app.inject({ method: 'GET', url: '/api/netpay-sandbox/netpay.min.js' });
  assert.match(script.body, /window\.NetPay = /);
});

test('an approved card pays the order at once, and its number is nowhere in the club data', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const before = await orderNumbersOf(started.app, started.bruno);
  const answer = await charge(started, await tokenOf(started.app, NETPAY_TEST_CARDS.approved));
  assert.deepEqual(answer.body, { ok: true });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length + 1);
  assert.equal(checkoutStatusOf(started.testApp, netpayStep(started).reference), 'Paid');
  assert.equal(databaseHolds(started.testApp, NETPAY_TEST_CARDS.approved), false);
});

test("a declined card answers NetPay's words, writes no order and the checkout no longer waits for a card", async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const before = await orderNumbersOf(started.app, started.bruno);
  const answer = await charge(started, await tokenOf(started.app, NETPAY_TEST_CARDS.declined));
  assert.deepEqual(answer.body, { ok: false, errorMsg: NETPAY_SANDBOX_TEXTS.declined });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length);
  assert.equal(checkoutStatusOf(started.testApp, netpayStep(started).reference), 'Failed');
  const again = await charge(started, await tokenOf(started.app, NETPAY_TEST_CARDS.approved));
  assert.equal(again.body.ok, false, 'a failed checkout is started again from the cart');
});

test('a 3D Secure card goes to the bank page, comes back to /netpay-callback/ with id and transaction_token, and a replayed callback pays once', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const before = await orderNumbersOf(started.app, started.bruno);
  const pageUrl = await chargeWithThreeDs(started);
  assert.match(pageUrl, /^\/api\/netpay-sandbox\/3ds\/txn_/);
  const back = await completeThreeDs(started.app, pageUrl, 'pass');
  assert.equal(`${back.origin}${back.pathname}`, 'http://localhost:4100/netpay-callback/');
  assert.equal(back.searchParams.get('id'), netpayStep(started).reference);
  assert.equal(
    (await orderNumbersOf(started.app, started.bruno)).length,
    before.length,
    'not paid before the callback',
  );

  const answers = await Promise.all([callback(started.app, back), callback(started.app, back)]);
  assert.deepEqual(
    answers.map((answer) => answer.body),
    [
      { ok: true, retry: false },
      { ok: true, retry: false },
    ],
  );
  assert.deepEqual((await callback(started.app, back)).body, { ok: true, retry: false });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length + 1);
});

test('a failed 3D Secure check answers not ok and writes no order', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const back = await completeThreeDs(started.app, await chargeWithThreeDs(started), 'fail');
  assert.deepEqual((await callback(started.app, back)).body, { ok: false, retry: false });
  assert.equal(checkoutStatusOf(started.testApp, netpayStep(started).reference), 'Failed');
});

test('a customer who leaves the 3D Secure page comes back not paid, and the checkout still waits', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const back = await completeThreeDs(started.app, await chargeWithThreeDs(started), 'cancel');
  assert.deepEqual((await callback(started.app, back)).body, { ok: false, retry: false });
  assert.equal(checkoutStatusOf(started.testApp, netpayStep(started).reference), 'Started');
});

test("a forged transaction token, or another checkout's, is refused and pays nothing", async (t) => {
  const first = await brunoCheckout(t, METHOD);
  const firstBack = await completeThreeDs(first.app, await chargeWithThreeDs(first), 'pass');
  const second = await brunoCheckout(t, METHOD, { started: first, guid: 'cart-guid-2' });
  const before = await orderNumbersOf(first.app, first.bruno);
  const reference = netpayStep(second).reference;
  const forged = await call(first.app, 'POST', `/api/netpay/callback/${reference}/txn_forged0000`);
  assert.deepEqual(forged.body, { ok: false, retry: false });
  const crossed = await call(
    first.app,
    'POST',
    `/api/netpay/callback/${reference}/${firstBack.searchParams.get('transaction_token')}`,
  );
  assert.deepEqual(crossed.body, { ok: false, retry: false });
  assert.equal((await orderNumbersOf(first.app, first.bruno)).length, before.length);
});

test("another customer cannot charge a card to Bruno's checkout", async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const ana = await login(started.app, DEMO_CUSTOMERS.ana);
  const answer = await charge(started, await tokenOf(started.app, NETPAY_TEST_CARDS.approved), ana.token);
  assert.equal(answer.status, 403);
  assert.equal(checkoutStatusOf(started.testApp, netpayStep(started).reference), 'Started');
});
