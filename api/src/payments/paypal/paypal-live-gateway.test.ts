// The live gateway's requests to PayPal's REST API, with fetch replaced: the OAuth token asked once, the order with
// intent AUTHORIZE and the checkout in custom_id, PayPal-Request-Id on POSTs, and how answers are read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLivePayPalGateway } from './paypal-live-gateway.ts';

const API = 'https://paypal.test';
const TOKEN: [number, unknown] = [200, { access_token: 'A21', expires_in: 32400 }];

test('an order is created with intent AUTHORIZE, its checkout in custom_id, after one token request', async () => {
  const { sent, fetchImpl } = fakeFetch([
    TOKEN,
    [201, { id: 'ORDER1', status: 'CREATED' }],
    [201, { id: 'ORDER2' }],
  ]);
  const gateway = createLivePayPalGateway(API, 'client', 'secret', fetchImpl);
  const request = {
    checkoutId: 42,
    reference: '0042ABCDEFGH',
    amountCents: 4999,
    currency: 'EUR',
    description: 'Order',
  };
  assert.deepEqual(await gateway.createOrder(request), { id: 'ORDER1' });
  await gateway.createOrder(request);
  const [tokenRequest, create, again] = sent;
  assert.equal(tokenRequest?.url, `${API}/v1/oauth2/token`);
  assert.equal(
    tokenRequest?.headers.Authorization,
    `Basic ${Buffer.from('client:secret').toString('base64')}`,
  );
  assert.equal(create?.url, `${API}/v2/checkout/orders`);
  assert.equal(create?.headers.Authorization, 'Bearer A21');
  assert.equal(create?.headers['PayPal-Request-Id'], '0042ABCDEFGH-order');
  const body = JSON.parse(create?.body ?? '{}') as {
    intent: string;
    purchase_units: Array<{ custom_id: string; amount: { value: string; currency_code: string } }>;
  };
  assert.equal(body.intent, 'AUTHORIZE');
  assert.deepEqual(body.purchase_units[0]?.amount, { currency_code: 'EUR', value: '49.99' });
  assert.equal(body.purchase_units[0]?.custom_id, '42');
  assert.equal(again?.url, `${API}/v2/checkout/orders`);
  assert.equal(sent.length, 3);
});

test('an order is read with its checkout, amount and authorization; an unknown one is undefined', async () => {
  const { fetchImpl } = fakeFetch([
    TOKEN,
    [
      200,
      {
        id: 'ORDER1',
        status: 'COMPLETED',
        purchase_units: [
          {
            custom_id: '42',
            amount: { currency_code: 'EUR', value: '49.99' },
            payments: { authorizations: [{ id: 'AUTH1', status: 'CREATED' }] },
          },
        ],
      },
    ],
    [404, { name: 'RESOURCE_NOT_FOUND' }],
  ]);
  const gateway = createLivePayPalGateway(API, 'client', 'secret', fetchImpl);
  assert.deepEqual(await gateway.getOrder('ORDER1'), {
    id: 'ORDER1',
    status: 'COMPLETED',
    checkoutId: 42,
    amountCents: 4999,
    currency: 'EUR',
    authorization: { id: 'AUTH1', status: 'CREATED' },
  });
  assert.equal(await gateway.getOrder('NOPE'), undefined);
});

test('a capture carries its request id; a declined authorization answers DECLINED, a refused refund undefined', async () => {
  const { sent, fetchImpl } = fakeFetch([
    TOKEN,
    [201, { id: 'CAP1', status: 'COMPLETED' }],
    [422, { name: 'UNPROCESSABLE_ENTITY' }],
    [422, { name: 'UNPROCESSABLE_ENTITY' }],
  ]);
  const gateway = createLivePayPalGateway(API, 'client', 'secret', fetchImpl);
  assert.deepEqual(await gateway.capture('AUTH1', 4999, 'EUR', 'ORDER1-capture'), {
    id: 'CAP1',
    status: 'COMPLETED',
  });
  assert.equal(sent[1]?.url, `${API}/v2/payments/authorizations/AUTH1/capture`);
  assert.equal(sent[1]?.headers['PayPal-Request-Id'], 'ORDER1-capture');
  assert.deepEqual(await gateway.capture('AUTH2', 4999, 'EUR', 'ORDER2-capture'), {
    id: '',
    status: 'DECLINED',
  });
  assert.equal(await gateway.refund('CAP1', 99999, 'EUR', 'R1'), undefined);
  assert.equal(sent[3]?.url, `${API}/v2/payments/captures/CAP1/refund`);
});
