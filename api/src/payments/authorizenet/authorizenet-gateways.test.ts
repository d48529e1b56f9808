// Authorize.Net's server side: the live gateway's createTransactionRequest with fetch replaced (the merchant's
// credentials, the opaque data, a decline, the byte order mark), and the sandbox's nonces and refunds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLiveAuthorizeNetGateway } from './authorizenet-live-gateway.ts';
import { authorizeNetAccountFrom } from './authorizenet-provider.ts';
import {
  AUTHORIZENET_TEST_CARDS,
  createAuthorizeNetSandbox,
  NONCE_LIFETIME_MS,
} from './authorizenet-sandbox.ts';

const OPAQUE = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' };
const CHARGE = {
  opaqueData: OPAQUE,
  amountCents: 4999,
  reference: '0042ABCDEFGH',
  description: 'Club order',
};

test('a live charge sends the opaque data with the merchant credentials and reads an approval behind a byte order mark', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [
      200,
      `\uFEFF${JSON.stringify({ transactionResponse: { responseCode: '1', transId: '600', accountNumber: 'XXXX1111' } })}`,
    ],
  ]);
  const gateway = createLiveAuthorizeNetGateway(
    { apiLoginId: 'login', transactionKey: 'key' },
    'https://an.test/api',
    fetchImpl,
  );
  assert.deepEqual(await gateway.charge(CHARGE), {
    approved: true,
    transId: '600',
    lastDigits: '1111',
    message: '',
  });
  const request = JSON.parse(sent[0]?.body ?? '{}') as {
    createTransactionRequest: {
      merchantAuthentication: unknown;
      transactionRequest: { transactionType: string; amount: string; payment: unknown };
    };
  };
  assert.deepEqual(request.createTransactionRequest.merchantAuthentication, {
    name: 'login',
    transactionKey: 'key',
  });
  const transaction = request.createTransactionRequest.transactionRequest;
  assert.deepEqual(
    [transaction.transactionType, transaction.amount, transaction.payment],
    ['authCaptureTransaction', '49.99', { opaqueData: OPAQUE }],
  );
});

test("a live decline answers Authorize.Net's words, and a refund names the transaction and the card's last digits", async () => {
  const { sent, fetchImpl } = fakeFetch([
    [
      200,
      {
        transactionResponse: {
          responseCode: '2',
          transId: '601',
          errors: [{ errorText: 'This transaction has been declined.' }],
        },
      },
    ],
    [200, { transactionResponse: { responseCode: '1', transId: '602' } }],
  ]);
  const gateway = createLiveAuthorizeNetGateway(
    { apiLoginId: 'login', transactionKey: 'key' },
    'https://an.test/api',
    fetchImpl,
  );
  const declined = await gateway.charge(CHARGE);
  assert.deepEqual([declined.approved, declined.message], [false, 'This transaction has been declined.']);
  assert.equal(await gateway.refund('600', '1111', 1000, 'rf_1'), '602');
  const refund = (
    JSON.parse(sent[1]?.body ?? '{}') as { createTransactionRequest: { transactionRequest: unknown } }
  ).createTransactionRequest.transactionRequest;
  assert.deepEqual(refund, {
    transactionType: 'refundTransaction',
    amount: '10.00',
    payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
    refTransId: '600',
  });
});

test('AUTHORIZENET_TRANSACTION_KEY switches to the live account, which needs its login id and client key', () => {
  assert.notEqual(authorizeNetAccountFrom({}, () => new Date()).sandbox, null);
  assert.throws(
    () => authorizeNetAccountFrom({ AUTHORIZENET_TRANSACTION_KEY: 'k' }, () => new Date()),
    /LOGIN_ID/,
  );
});

test('a sandbox nonce is charged once and lapses after 15 minutes; a paid charge is refunded once per reference', async () => {
  let now = new Date('2026-11-27T12:00:00Z');
  const sandbox = createAuthorizeNetSandbox({ apiLoginId: 'l', clientKey: 'c' }, () => now);
  const secure = (cardNumber: string) => ({
    authData: { clientKey: 'c', apiLoginID: 'l' },
    cardData: { cardNumber, month: '12', year: '34', cardCode: '123' },
  });
  const nonce = (cardNumber: string) => {
    const answer = sandbox.dispatchData(secure(cardNumber));
    assert.ok(answer.opaqueData);
    return answer.opaqueData;
  };
  const late = nonce(AUTHORIZENET_TEST_CARDS.approved);
  now = new Date(now.getTime() + NONCE_LIFETIME_MS + 1000);
  assert.equal((await sandbox.gateway.charge({ ...CHARGE, opaqueData: late })).approved, false);
  const paid = await sandbox.gateway.charge({
    ...CHARGE,
    opaqueData: nonce(AUTHORIZENET_TEST_CARDS.approved),
  });
  assert.equal(paid.approved, true);
  const first = await sandbox.gateway.refund(paid.transId, paid.lastDigits, 4000, 'rf_a');
  assert.ok(first);
  assert.equal(await sandbox.gateway.refund(paid.transId, paid.lastDigits, 4000, 'rf_a'), first);
  assert.equal(await sandbox.gateway.refund(paid.transId, paid.lastDigits, 4000, 'rf_b'), undefined);
});
