// The live gateway's requests to Mercado Pago's API, with fetch replaced: the access token, one instalment, the
// checkout in external_reference, the X-Idempotency-Key, and how a refused token and a refused refund are read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLiveMercadoPagoGateway } from './mercadopago-live-gateway.ts';

const request = {
  token: 'tok1',
  amountCents: 2590,
  description: 'Pedido',
  payerEmail: 'test@testuser.com',
  reference: '0042ABCDEFGH',
  idempotencyKey: '0042ABCDEFGH-tok1',
};

test('a payment is made with the token, one instalment, the checkout as external_reference and an idempotency key', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [
      201,
      {
        id: 123,
        status: 'approved',
        status_detail: 'accredited',
        external_reference: '0042ABCDEFGH',
        transaction_amount: 25.9,
      },
    ],
  ]);
  const gateway = createLiveMercadoPagoGateway('APP_USR-1', 'https://mp.test', fetchImpl);
  assert.deepEqual(await gateway.createPayment(request), {
    id: '123',
    status: 'approved',
    statusDetail: 'accredited',
    reference: '0042ABCDEFGH',
    amountCents: 2590,
  });
  assert.equal(sent[0]?.url, 'https://mp.test/v1/payments');
  assert.equal(sent[0]?.headers.Authorization, 'Bearer APP_USR-1');
  assert.equal(sent[0]?.headers['X-Idempotency-Key'], '0042ABCDEFGH-tok1');
  assert.deepEqual(JSON.parse(sent[0]?.body ?? '{}'), {
    token: 'tok1',
    transaction_amount: 25.9,
    installments: 1,
    description: 'Pedido',
    external_reference: '0042ABCDEFGH',
    payer: { email: 'test@testuser.com' },
  });
});

test('a token Mercado Pago refuses is a rejected payment; a refused refund is undefined; a server error throws', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [400, { message: 'invalid card token' }],
    [400, { message: 'invalid refund' }],
    [500, { message: 'down' }],
  ]);
  const gateway = createLiveMercadoPagoGateway('APP_USR-1', 'https://mp.test', fetchImpl);
  assert.equal((await gateway.createPayment(request)).status, 'rejected');
  assert.equal(await gateway.refund('123', 100, 'R1'), undefined);
  assert.equal(sent[1]?.url, 'https://mp.test/v1/payments/123/refunds');
  await assert.rejects(gateway.refund('123', 100, 'R2'));
});
