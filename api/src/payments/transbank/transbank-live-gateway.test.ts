// The live gateway's requests to Transbank's REST API, with fetch replaced: the key headers, Webpay Plus's create and
// commit, Oneclick's inscription start and finish, and how a refused commit is read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLiveTransbankGateway } from './transbank-live-gateway.ts';

const KEYS = {
  apiUrl: 'https://tbk.test',
  commerceCode: '597055555532',
  oneclickCommerceCode: '597055555541',
  apiKey: 'secret',
};
const WEBPAY = 'https://tbk.test/rswebpaytransaction/api/webpay/v1.2/transactions';

test('a Webpay Plus transaction is created with the buy order, session, amount and return address, then committed', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [200, { token: 'tok1', url: 'https://tbk.test/webpayserver/initTransaction' }],
    [
      200,
      { buy_order: '0042ABCDEFGH', session_id: '42', amount: 2590, status: 'AUTHORIZED', response_code: 0 },
    ],
    [422, { error_message: 'Invalid status' }],
  ]);
  const gateway = createLiveTransbankGateway(KEYS, fetchImpl);
  const created = await gateway.createTransaction({
    buyOrder: '0042ABCDEFGH',
    sessionId: '42',
    amountCents: 259000,
    returnUrl: 'https://club.test/api/transbank/return',
    savedCard: null,
  });
  assert.deepEqual(created, { token: 'tok1', url: 'https://tbk.test/webpayserver/initTransaction' });
  assert.equal(sent[0]?.url, WEBPAY);
  assert.equal(sent[0]?.headers['Tbk-Api-Key-Id'], '597055555532');
  assert.equal(sent[0]?.headers['Tbk-Api-Key-Secret'], 'secret');
  assert.deepEqual(JSON.parse(sent[0]?.body ?? '{}'), {
    buy_order: '0042ABCDEFGH',
    session_id: '42',
    amount: 2590,
    return_url: 'https://club.test/api/transbank/return',
  });
  assert.deepEqual(await gateway.commitTransaction('tok1'), {
    buyOrder: '0042ABCDEFGH',
    sessionId: '42',
    amountCents: 259000,
    status: 'AUTHORIZED',
    responseCode: 0,
  });
  assert.equal(sent[1]?.method, 'PUT');
  assert.equal(sent[1]?.url, `${WEBPAY}/tok1`);
  assert.equal(await gateway.commitTransaction('tok1'), undefined);
});

test('a Oneclick inscription starts with the Mall commerce code and finishes with the card user and last digits', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [200, { token: 'ins1', url_webpay: 'https://tbk.test/webpayserver/bp_multicode_inscription.cgi' }],
    [200, { response_code: 0, tbk_user: 'user-1', card_number: 'XXXXXXXXXXXX6623' }],
  ]);
  const gateway = createLiveTransbankGateway(KEYS, fetchImpl);
  assert.deepEqual(
    await gateway.startInscription({
      username: 'customer-7',
      email: 'a@b.c',
      responseUrl: 'https://club.test/x',
    }),
    { token: 'ins1', url: 'https://tbk.test/webpayserver/bp_multicode_inscription.cgi' },
  );
  assert.equal(sent[0]?.headers['Tbk-Api-Key-Id'], '597055555541');
  assert.deepEqual(await gateway.finishInscription('ins1'), {
    responseCode: 0,
    tbkUser: 'user-1',
    lastDigits: '6623',
  });
  assert.equal(sent[1]?.url, 'https://tbk.test/rswebpaytransaction/api/oneclick/v1.2/inscriptions/ins1');
});
