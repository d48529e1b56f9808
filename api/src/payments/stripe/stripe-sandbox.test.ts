import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { test, type TestContext } from 'node:test';
import type { CardCharge, CardOutcome, Settlement } from '../../checkout/card-payments.ts';
import { openDatabase } from '../../db/database.ts';
import { runMigrations } from '../../db/migrations.ts';
import {
  createStripeProvider,
  SANDBOX_PUBLIC_KEY,
  SANDBOX_SCRIPT_PATH,
  stripePaymentStatus,
} from './stripe-provider.ts';
import {
  createStripeSandbox,
  type StripeSandbox,
  type StripeSandboxOptions,
} from './stripe-sandbox-store.ts';
import { STRIPE_ERRORS } from './stripe-texts.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

/** A sandbox on a fresh database, and a settle that applies each event id once, as the checkout's does. */
function sandboxOf(t: TestContext, options: StripeSandboxOptions = {}) {
  const db: DatabaseSync = openDatabase(':memory:');
  runMigrations(db);
  t.after(() => db.close());
  const sandbox = createStripeSandbox(db, () => NOW, options);
  const outcomes: Array<CardOutcome & { settlement: Settlement }> = [];
  const seen = new Set<string>();
  const settle = (outcome: CardOutcome): Settlement => {
    const settlement = seen.has(outcome.eventId) ? 'duplicate' : 'applied';
    seen.add(outcome.eventId);
    outcomes.push({ ...outcome, settlement });
    return settlement;
  };
  const provider = createStripeProvider(sandbox.gateway, {
    publicKey: SANDBOX_PUBLIC_KEY,
    scriptUrl: SANDBOX_SCRIPT_PATH,
    secretKey: null,
  });
  const deps = {
    gateway: sandbox.gateway,
    settle,
    savedCardId: (checkoutId: number) => checkoutId * 100,
    refundedOf: () => null,
  };
  return { db, sandbox, provider, deps, outcomes, status: (id: string) => stripePaymentStatus(deps, id) };
}

const charge = (changes: Partial<CardCharge> = {}): CardCharge => ({
  checkoutId: 7,
  reference: '0001AbCdEfGh',
  customerId: 3,
  amountCents: 4250,
  currency: 'EUR',
  description: 'Club order 0001AbCdEfGh',
  siteOrigin: 'http://localhost:3000',
  savedCard: null,
  saveCard: false,
  ...changes,
});

function paymentMethod(sandbox: StripeSandbox, number: string, cvc = '123'): string {
  const answer = sandbox.createPaymentMethod({ number, expMonth: 12, expYear: 2034, cvc });
  assert.ok('ok' in answer, JSON.stringify(answer));
  return answer.ok.id;
}

async function started(
  provider: ReturnType<typeof sandboxOf>['provider'],
  changes: Partial<CardCharge> = {},
) {
  const { stripe } = await provider.start(charge(changes));
  assert.ok(stripe);
  return stripe;
}

test('a charge without a saved card answers a payment intent for Stripe.js to confirm', async (t) => {
  const { provider } = sandboxOf(t);
  const stripe = await started(provider);
  assert.equal(stripe.intent, 'payment');
  assert.equal(stripe.publicKey, 'pk_test_sandbox');
  assert.equal(stripe.scriptUrl, '/api/stripe-sandbox/stripe.js');
  assert.equal(stripe.requiresAction, false);
  assert.match(stripe.intentId, /^pi_/);
  assert.ok(stripe.clientSecret.startsWith(`${stripe.intentId}_secret_`));
});

test('4242 pays: the status settles the checkout paid with the intent as the event, and a second read pays nothing more', async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t);
  const stripe = await started(provider);
  const confirmed = sandbox.confirm(stripe.clientSecret, paymentMethod(sandbox, '4242424242424242'));
  assert.ok('ok' in confirmed);
  assert.equal(confirmed.ok.status, 'succeeded');
  assert.deepEqual(await status(stripe.intentId), { ok: true, retry: false, tokenId: null });
  assert.deepEqual(await status(stripe.intentId), { ok: true, retry: false, tokenId: null });
  assert.deepEqual(
    outcomes.map((outcome) => [outcome.eventId, outcome.checkoutId, outcome.paid, outcome.settlement]),
    [
      [stripe.intentId, 7, true, 'applied'],
      [stripe.intentId, 7, true, 'duplicate'],
    ],
  );
});

test('two status reads racing settle the payment once', async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t);
  const stripe = await started(provider);
  sandbox.confirm(stripe.clientSecret, paymentMethod(sandbox, '4242424242424242'));
  const answers = await Promise.all([
    status(stripe.intentId),
    status(stripe.intentId),
    status(stripe.intentId),
  ]);
  assert.ok(answers.every((answer) => answer?.ok === true));
  assert.equal(outcomes.filter((outcome) => outcome.settlement === 'applied').length, 1);
});

test("declining cards end the intent with Stripe's messages, and the status settles it not paid", async (t) => {
  for (const [number, error] of [
    ['4000000000000002', STRIPE_ERRORS.cardDeclined],
    ['4000000000009995', STRIPE_ERRORS.insufficientFunds],
  ] as const) {
    const { provider, sandbox, status, outcomes } = sandboxOf(t);
    const stripe = await started(provider);
    const confirmed = sandbox.confirm(stripe.clientSecret, paymentMethod(sandbox, number));
    assert.ok('ok' in confirmed);
    assert.equal(confirmed.ok.status, 'requires_payment_method', number);
    assert.deepEqual(confirmed.ok.last_payment_error, error, number);
    assert.deepEqual(await status(stripe.intentId), { ok: false, retry: false, tokenId: null });
    assert.deepEqual(
      outcomes.map((outcome) => outcome.paid),
      [false],
      number,
    );
  }
  assert.equal(STRIPE_ERRORS.cardDeclined.message, 'Your card was declined.');
  assert.equal(STRIPE_ERRORS.insufficientFunds.message, 'Your card has insufficient funds.');
});

test('another card on a declined intent still pays: the decline and the payment are two events', async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t);
  const stripe = await started(provider);
  sandbox.confirm(stripe.clientSecret, paymentMethod(sandbox, '4000000000000002'));
  assert.deepEqual(await status(stripe.intentId), { ok: false, retry: false, tokenId: null });
  const retried = sandbox.confirm(stripe.clientSecret, paymentMethod(sandbox, '4242424242424242'));
  assert.ok('ok' in retried && retried.ok.status === 'succeeded' && !retried.ok.last_payment_error);
  assert.deepEqual(await status(stripe.intentId), { ok: true, retry: false, tokenId: null });
  assert.deepEqual(
    outcomes.map((outcome) => [outcome.eventId, outcome.paid, outcome.settlement]),
    [
      [`${stripe.intentId}:failed`, false, 'applied'],
      [stripe.intentId, true, 'applied'],
    ],
  );
});

test('a 3D Secure card asks for action; completing the authentication pays, failing it answers the failure', async (t) => {
  for (const number of [
    '4000000000003220',
    '4000002500003155',
    '4000002760003184',
    '4000008260003178',
    '4000008400001629',
  ]) {
    const { provider, sandbox } = sandboxOf(t);
    const passing = await started(provider);
    const card = paymentMethod(sandbox, number);
    const asked = sandbox.confirm(passing.clientSecret, card);
    assert.ok('ok' in asked);
    assert.equal(asked.ok.status, 'requires_action', number);
    assert.deepEqual(asked.ok.next_action, { type: 'use_stripe_sdk' });
    const passed = sandbox.authenticate(passing.clientSecret, true);
    assert.ok('ok' in passed);
    const expected = { '4000008260003178': 'insufficient_funds', '4000008400001629': 'generic_decline' }[
      number
    ];
    assert.equal(passed.ok.status, expected ? 'requires_payment_method' : 'succeeded', number);
    assert.equal(passed.ok.last_payment_error?.decline_code, expected, number);

    const failing = await started(provider);
    sandbox.confirm(failing.clientSecret, paymentMethod(sandbox, number));
    const failed = sandbox.authenticate(failing.clientSecret, false);
    assert.ok('ok' in failed);
    assert.equal(failed.ok.status, 'requires_payment_method');
    assert.equal(
      failed.ok.last_payment_error?.message,
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
  }
});

test('an intent waiting for the authentication answers retry, and one never confirmed answers not ok without settling', async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t);
  const waiting = await started(provider);
  sandbox.confirm(waiting.clientSecret, paymentMethod(sandbox, '4000000000003220'));
  assert.deepEqual(await status(waiting.intentId), { ok: false, retry: true, tokenId: null });
  const untouched = await started(provider);
  assert.deepEqual(await status(untouched.intentId), { ok: false, retry: false, tokenId: null });
  assert.deepEqual(outcomes, []);
});

test('with processing polls set, the status answers retry that many times, then the result', async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t, { processingPolls: 2 });
  const stripe = await started(provider);
  sandbox.confirm(stripe.clientSecret, paymentMethod(sandbox, '4242424242424242'));
  assert.deepEqual(await status(stripe.intentId), { ok: false, retry: true, tokenId: null });
  assert.deepEqual(await status(stripe.intentId), { ok: false, retry: true, tokenId: null });
  assert.equal(outcomes.length, 0);
  assert.deepEqual(await status(stripe.intentId), { ok: true, retry: false, tokenId: null });
  assert.equal(outcomes.length, 1);
});

test("a card setup (nothing to pay, a card to keep) is a setup intent; its status keeps the card and answers the card's token", async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t);
  const stripe = await started(provider, { amountCents: 0, saveCard: true });
  assert.equal(stripe.intent, 'setup');
  assert.match(stripe.intentId, /^seti_/);
  const card = paymentMethod(sandbox, '4000002500003155');
  const asked = sandbox.confirm(stripe.clientSecret, card);
  assert.ok('ok' in asked);
  assert.equal(asked.ok.object, 'setup_intent');
  assert.equal(asked.ok.status, 'requires_action');
  sandbox.authenticate(stripe.clientSecret, true);
  assert.deepEqual(await status(stripe.intentId), { ok: true, retry: false, tokenId: '700' });
  assert.deepEqual(outcomes[0], {
    provider: 'stripe',
    eventId: stripe.intentId,
    checkoutId: 7,
    paid: false,
    savedCard: { token: card, lastDigits: '3155' },
    settlement: 'applied',
  });
});

test('a payment that saves the card keeps it with the paid outcome', async (t) => {
  const { provider, sandbox, status, outcomes } = sandboxOf(t);
  const stripe = await started(provider, { saveCard: true });
  assert.equal(stripe.intent, 'payment');
  const card = paymentMethod(sandbox, '4242424242424242');
  sandbox.confirm(stripe.clientSecret, card);
  assert.deepEqual(await status(stripe.intentId), { ok: true, retry: false, tokenId: '700' });
  assert.deepEqual(outcomes[0]?.savedCard, { token: card, lastDigits: '4242' });
});

test('a saved card is confirmed on the server: requiresAction when it asks for 3D Secure, paid at once otherwise', async (t) => {
  const { provider, sandbox, status } = sandboxOf(t);
  const plain = await started(provider, { savedCard: paymentMethod(sandbox, '4242424242424242') });
  assert.equal(plain.requiresAction, false);
  assert.deepEqual(await status(plain.intentId), { ok: true, retry: false, tokenId: null });
  const secure = await started(provider, { savedCard: paymentMethod(sandbox, '4000002760003184') });
  assert.equal(secure.requiresAction, true);
  const passed = sandbox.authenticate(secure.clientSecret, true);
  assert.ok('ok' in passed && passed.ok.status === 'succeeded');
  await assert.rejects(provider.start(charge({ savedCard: 'pm_sbx_unknown' })), /No such PaymentMethod/);
});

test('a card is kept as brand, last four digits, expiry and behaviour: never its number or security code', (t) => {
  const { db, sandbox } = sandboxOf(t);
  paymentMethod(sandbox, '4000000000003220', '987');
  // Every column but the id, which is random hex and may hold the code's digits by chance.
  const rows = db
    .prepare('SELECT * FROM stripe_sandbox_payment_methods')
    .all()
    .map(({ id: _id, ...row }) => row);
  const stored = JSON.stringify(rows);
  assert.match(stored, /"last_digits":"3220"/);
  assert.doesNotMatch(stored, /4000000000003220|987/);
});

test("the sandbox refuses a number failing Luhn, a past expiry and a short security code with Stripe's codes", (t) => {
  const { sandbox } = sandboxOf(t);
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
  assert.deepEqual(sandbox.createPaymentMethod({ ...card, number: '4242424242424241' }), {
    error: STRIPE_ERRORS.incorrectNumber,
  });
  assert.deepEqual(sandbox.createPaymentMethod({ ...card, expMonth: 10, expYear: 2026 }), {
    error: STRIPE_ERRORS.expiredCard,
  });
  assert.deepEqual(sandbox.createPaymentMethod({ ...card, expMonth: 13 }), {
    error: STRIPE_ERRORS.invalidExpiryMonth,
  });
  assert.deepEqual(sandbox.createPaymentMethod({ ...card, cvc: '12' }), { error: STRIPE_ERRORS.invalidCvc });
  assert.ok('ok' in sandbox.createPaymentMethod({ ...card, number: '378282246310005', cvc: '1234' }));
  assert.ok('ok' in sandbox.createPaymentMethod({ ...card, expMonth: 11, expYear: 2026 }));
});

test('an intent answers its client secret only, and a finished one cannot be confirmed again', async (t) => {
  const { provider, sandbox } = sandboxOf(t);
  const stripe = await started(provider);
  assert.deepEqual(sandbox.retrieve(`${stripe.intentId}_secret_wrong`), {
    error: STRIPE_ERRORS.unknownIntent,
  });
  const card = paymentMethod(sandbox, '4242424242424242');
  sandbox.confirm(stripe.clientSecret, card);
  assert.deepEqual(sandbox.confirm(stripe.clientSecret, card), { error: STRIPE_ERRORS.unexpectedState });
  assert.deepEqual(sandbox.authenticate(stripe.clientSecret, true), { error: STRIPE_ERRORS.unexpectedState });
});

test('a refund gives back at most what the payment charged, once per key, and nothing of an unpaid intent', async (t) => {
  const { sandbox, provider } = sandboxOf(t);
  const unpaid = await started(provider);
  assert.deepEqual(await provider.refund?.(unpaid.intentId, 100, 'rf_unpaid'), { refunded: false });

  const paid = await started(provider);
  sandbox.confirm(paid.clientSecret, paymentMethod(sandbox, '4242424242424242'));
  const first = await provider.refund?.(paid.intentId, 3000, 'rf_1');
  assert.ok(first?.refunded);
  assert.match(first.refundRef, /^re_sbx_/);
  assert.deepEqual(
    await provider.refund?.(paid.intentId, 3000, 'rf_1'),
    first,
    'the same key, the same refund',
  );
  assert.deepEqual(
    await provider.refund?.(paid.intentId, 1251, 'rf_2'),
    { refunded: false },
    'never more than the 42,50 € charged',
  );
  assert.equal((await provider.refund?.(paid.intentId, 1250, 'rf_3'))?.refunded, true);
});
