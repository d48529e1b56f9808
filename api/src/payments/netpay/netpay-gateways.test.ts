// NetPay's server side: the live gateway's requests with fetch replaced (the secret key, the charge with
// redirect3dsUri, the answers read), and the sandbox's refunds, which cancels and late payments ask for.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeFetch } from '../provider-fetch-test-support.ts';
import { createLiveNetPayGateway } from './netpay-live-gateway.ts';
import { createNetPayProvider, netPayAccountFrom } from './netpay-provider.ts';
import { createNetPaySandbox, NETPAY_TEST_CARDS } from './netpay-sandbox.ts';
import { openDatabase } from '../../db/database.ts';
import { runMigrations } from '../../db/migrations.ts';

const CHARGE = {
  amountCents: 4999,
  currency: 'MXN',
  description: 'Club · pedido 0042ABCDEFGH',
  reference: '0042ABCDEFGH',
  redirect3dsUri: 'https://club.test/netpay-callback/?id=0042ABCDEFGH',
};

test('a live charge sends the token, the amount and redirect3dsUri with the secret key, and reads a 3D Secure review', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [200, { status: 'review', transactionTokenId: 'tx-1', returnUrl: 'https://netpay.test/3ds/tx-1' }],
  ]);
  const gateway = createLiveNetPayGateway('sk_netpay', 'https://netpay.test/gateway', fetchImpl);
  const transaction = await gateway.charge({ ...CHARGE, token: 'tok_1' });
  assert.deepEqual(transaction, {
    transactionTokenId: 'tx-1',
    status: 'REVIEW',
    returnUrl: 'https://netpay.test/3ds/tx-1',
    responseMsg: '',
    reference: CHARGE.reference,
  });
  const [request] = sent;
  assert.equal(request?.url, 'https://netpay.test/gateway/v3/charges');
  assert.equal(request?.headers.Authorization, 'sk_netpay');
  const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
  assert.deepEqual(
    [body.amount, body.source, body.redirect3dsUri, body.referenceId],
    ['49.99', 'tok_1', CHARGE.redirect3dsUri, CHARGE.reference],
  );
});

test('a live transaction unknown to NetPay is undefined, a confirm reads DONE, and a server error throws', async () => {
  const { sent, fetchImpl } = fakeFetch([
    [404, { message: 'not found' }],
    [200, { transactionTokenId: 'tx-1', status: 'DONE' }],
    [503, {}],
  ]);
  const gateway = createLiveNetPayGateway('sk_netpay', 'https://netpay.test/gateway', fetchImpl);
  assert.equal(await gateway.transaction('tx-0'), undefined);
  assert.equal((await gateway.confirm('tx-1')).status, 'DONE');
  assert.equal(sent[1]?.url, 'https://netpay.test/gateway/v3/charges/tx-1/confirm');
  await assert.rejects(gateway.refund('tx-1', 100, 'rf_1'), /503/);
});

test('NETPAY_SECRET_KEY switches to the live account, which needs its public key', () => {
  assert.equal(netPayAccountFrom({}, () => new Date()).sandbox !== null, true);
  assert.throws(() => netPayAccountFrom({ NETPAY_SECRET_KEY: 'sk' }, () => new Date()), /NETPAY_PUBLIC_KEY/);
  const live = netPayAccountFrom({ NETPAY_SECRET_KEY: 'sk', NETPAY_PUBLIC_KEY: 'pk' }, () => new Date());
  assert.deepEqual([live.sandbox, live.settings.publicKey, live.settings.sandboxMode], [null, 'pk', true]);
});

test('the sandbox refunds a paid transaction once per reference, and never more than was paid', async () => {
  const sandbox = createNetPaySandbox(() => new Date('2026-11-27T12:00:00Z'));
  const db = openDatabase(':memory:');
  runMigrations(db);
  const provider = createNetPayProvider(
    {
      settings: { publicKey: '', scriptUrl: '', sandboxMode: true, secretKey: null, apiUrl: '' },
      gateway: sandbox.gateway,
      sandbox,
    },
    db,
    () => new Date(),
  );
  const made = sandbox.createToken({
    cardNumber: NETPAY_TEST_CARDS.approved,
    expMonth: '12',
    expYear: '34',
    cvv2: '123',
    cardHolderName: 'Ana',
  });
  assert.ok('token' in made);
  const paid = await sandbox.gateway.charge({ ...CHARGE, token: made.token });
  assert.equal(paid.status, 'DONE');
  const first = await provider.refund?.(paid.transactionTokenId, 3000, 'rf_a');
  assert.equal(first?.refunded, true);
  assert.deepEqual(
    await provider.refund?.(paid.transactionTokenId, 3000, 'rf_a'),
    first,
    'asked again, the same refund',
  );
  assert.deepEqual(await provider.refund?.(paid.transactionTokenId, 3000, 'rf_b'), { refunded: false });
  assert.equal((await provider.refund?.(paid.transactionTokenId, 1999, 'rf_c'))?.refunded, true);
  db.close();
});
