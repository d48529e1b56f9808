// A whole Authorize.Net checkout through the API as the page and the stand-in Accept.js call it: the card goes only
// to Accept.js (the sandbox's nonce call, standing for Authorize.Net), the page sends the opaque data, and the
// server charges it and settles the outcome once. The checkout and the club's data never hold the card.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuthorizeNetStart } from '@club/shared-contracts/checkout-entities';
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
import type { OpaqueData } from './authorizenet-gateway.ts';
import {
  AUTHORIZENET_MESSAGES,
  AUTHORIZENET_TEST_CARDS,
  type AcceptResponse,
} from './authorizenet-sandbox.ts';

const METHOD = DEMO_CHECKOUT.methods.authorizeNet.id;

const step = (started: StartedCheckout): AuthorizeNetStart => providerStep(started, 'authorizeNet');

/** Accept.dispatchData as the stand-in script calls the sandbox. */
async function dispatchData(
  app: FastifyInstance,
  start: AuthorizeNetStart,
  cardNumber: string,
  zip?: string,
): Promise<AcceptResponse> {
  const answer = await call(app, 'POST', '/api/authorizenet-sandbox/v1/dispatch-data', {
    authData: { clientKey: start.clientKey, apiLoginID: start.apiLoginId },
    cardData: { cardNumber, month: '12', year: '34', cardCode: '123', ...(zip ? { zip } : {}) },
  });
  return answer.body as unknown as AcceptResponse;
}

async function opaqueDataOf(
  app: FastifyInstance,
  start: AuthorizeNetStart,
  cardNumber: string,
  zip?: string,
) {
  const answer = await dispatchData(app, start, cardNumber, zip);
  assert.equal(answer.messages.resultCode, 'Ok', JSON.stringify(answer));
  assert.ok(answer.opaqueData);
  return answer.opaqueData;
}

const charge = (started: StartedCheckout, opaqueData: OpaqueData) =>
  call(
    started.app,
    'POST',
    `/api/authorizenet/charge/${step(started).reference}`,
    opaqueData,
    started.bruno.token,
  );

test('an approved card pays the order once; neither the charge call nor the club data holds the card number', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  assert.equal(step(started).scriptUrl, '/api/authorizenet-sandbox/Accept.js');
  const before = await orderNumbersOf(started.app, started.bruno);
  const opaqueData = await opaqueDataOf(started.app, step(started), AUTHORIZENET_TEST_CARDS.approved);
  assert.equal(opaqueData.dataDescriptor, 'COMMON.ACCEPT.INAPP.PAYMENT');
  assert.doesNotMatch(JSON.stringify(opaqueData), /4111|1111111/, 'the opaque data does not spell the card');
  assert.deepEqual((await charge(started, opaqueData)).body, { ok: true });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length + 1);
  // The same opaque data again (a replayed charge) pays nothing more.
  assert.equal((await charge(started, opaqueData)).body.ok, false);
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length + 1);
  assert.equal(databaseHolds(started.testApp, AUTHORIZENET_TEST_CARDS.approved), false);
});

test('the charge call reads the opaque data only: a card number sent beside it is dropped and stored nowhere', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const opaqueData = await opaqueDataOf(started.app, step(started), AUTHORIZENET_TEST_CARDS.mastercard);
  const answer = await call(
    started.app,
    'POST',
    `/api/authorizenet/charge/${step(started).reference}`,
    { ...opaqueData, cardNumber: AUTHORIZENET_TEST_CARDS.mastercard },
    started.bruno.token,
  );
  assert.deepEqual(answer.body, { ok: true });
  assert.equal(databaseHolds(started.testApp, AUTHORIZENET_TEST_CARDS.mastercard), false);
});

test("the decline card and the ZIP 46282 are declined with Authorize.Net's words and write no order", async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const before = await orderNumbersOf(started.app, started.bruno);
  const declined = await charge(
    started,
    await opaqueDataOf(started.app, step(started), AUTHORIZENET_TEST_CARDS.declined),
  );
  assert.deepEqual(declined.body, { ok: false, errorMsg: AUTHORIZENET_MESSAGES.declined });
  assert.equal(checkoutStatusOf(started.testApp, step(started).reference), 'Failed');

  const again = await brunoCheckout(t, METHOD, { started, guid: 'cart-guid-2' });
  const zip = await opaqueDataOf(
    again.app,
    step(again),
    AUTHORIZENET_TEST_CARDS.mastercard,
    AUTHORIZENET_TEST_CARDS.declineZip,
  );
  assert.deepEqual((await charge(again, zip)).body, { ok: false, errorMsg: AUTHORIZENET_MESSAGES.declined });
  assert.equal((await orderNumbersOf(started.app, started.bruno)).length, before.length);
});

test('forged opaque data is refused and pays nothing; a wrong card never gets opaque data', async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const forged = await charge(started, {
    dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
    dataValue: 'Zm9yZ2Vk',
  });
  assert.deepEqual(forged.body, { ok: false, errorMsg: AUTHORIZENET_MESSAGES.badNonce });
  const wrong = await dispatchData(started.app, step(started), '4111111111111112');
  assert.deepEqual(wrong, { messages: { resultCode: 'Error', message: [AUTHORIZENET_MESSAGES.badCard] } });
});

test("another customer cannot charge opaque data to Bruno's checkout", async (t) => {
  const started = await brunoCheckout(t, METHOD);
  const ana = await login(started.app, DEMO_CUSTOMERS.ana);
  const opaqueData = await opaqueDataOf(started.app, step(started), AUTHORIZENET_TEST_CARDS.approved);
  const answer = await call(
    started.app,
    'POST',
    `/api/authorizenet/charge/${step(started).reference}`,
    opaqueData,
    ana.token,
  );
  assert.equal(answer.status, 403);
});
