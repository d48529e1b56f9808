// The Redsys provider and its sandbox through the routes: the signed form, the payment page's flows per test
// card, the notification (verified, settled once), and the return to the site.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { CardCharge } from '../../checkout/card-payments.ts';
import { paymentSandboxApp } from '../stripe/payment-sandbox-test-support.ts';
import { createRedsysProvider, TEST_MERCHANT } from './redsys-provider.ts';
import { signResponse, verifyRequest, verifyResponse } from './redsys-signature.ts';

const CHARGE: CardCharge = {
  checkoutId: 12,
  reference: '0042AbCdEfGh',
  customerId: 3,
  amountCents: 4999,
  currency: 'EUR',
  description: 'Club order 0042AbCdEfGh',
  siteOrigin: 'http://site.test',
  savedCard: null,
  saveCard: false,
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Posts a form and answers the reply. */
const post = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });

/** Where a 303 sends the browser, resolved against the page that answered it. */
function nextUrl(from: string, response: { statusCode: number; headers: Record<string, unknown> }): URL {
  assert.equal(response.statusCode, 303);
  return new URL(String(response.headers.location), `http://site.test${from}`);
}

/** The path of the session a payment page shows (its form posts there). */
function sessionPageOf(page: { statusCode: number; body: string }): string {
  assert.equal(page.statusCode, 200);
  const path = /action="(\/api\/redsys-sandbox\/sessions\/[0-9a-f]{32})\/card"/.exec(page.body)?.[1];
  assert.ok(path, 'the page has a card form');
  return path;
}

/** Posts the provider's signed form to its payment page, which answers the card form of a new session. */
async function openPage(t: TestContext, changes: Partial<CardCharge> = {}, copies?: number) {
  const sandbox = await paymentSandboxApp(t, copies ? { notificationCopies: copies } : {});
  const provider = createRedsysProvider(sandbox.redsys);
  const { redsysData } = await provider.start({ ...CHARGE, ...changes });
  assert.ok(redsysData);
  const { url, ...fields } = redsysData;
  const opened = await post(sandbox.app, url, fields);
  return { ...sandbox, provider, redsysData, opened, page: sessionPageOf(opened) };
}

/** Pays on the card page (card 12/34, CVV 123 unless given) and answers the reply. */
const payWith = (app: FastifyInstance, page: string, number: string, extra: Record<string, string> = {}) =>
  post(app, `${page}/card`, { action: 'pay', number, expiry: '12/34', cvv: '123', ...extra });

/** The signed fields of the return address, verified. */
function returned(location: URL): Record<string, string> {
  const parameters = verifyResponse(TEST_MERCHANT.secretKey, {
    Ds_SignatureVersion: location.searchParams.get('Ds_SignatureVersion') ?? '',
    Ds_MerchantParameters: location.searchParams.get('Ds_MerchantParameters') ?? '',
    Ds_Signature: location.searchParams.get('Ds_Signature') ?? '',
  });
  assert.ok(parameters, 'the return carries a valid signature');
  return parameters;
}

test('start answers the sandbox page and a form signed with the test merchant, the charge in its parameters', async (t) => {
  const { redsysData } = await openPage(t);
  assert.equal(redsysData.url, '/api/redsys-sandbox/realizarPago');
  assert.equal(redsysData.Ds_SignatureVersion, 'HMAC_SHA256_V1');
  const parameters = verifyRequest(TEST_MERCHANT.secretKey, redsysData);
  assert.deepEqual(parameters, {
    DS_MERCHANT_MERCHANTCODE: '999008881',
    DS_MERCHANT_TERMINAL: '1',
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_ORDER: '0042AbCdEfGh',
    DS_MERCHANT_AMOUNT: '4999',
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_PRODUCTDESCRIPTION: 'Club order 0042AbCdEfGh',
    DS_MERCHANT_MERCHANTDATA: '12',
    DS_MERCHANT_MERCHANTURL: 'http://site.test/api/redsys/notification',
    DS_MERCHANT_URLOK: 'http://site.test/cz/ok',
    DS_MERCHANT_URLKO: 'http://site.test/cz/ko',
  });
});

test('the page shows the merchant, the amount and labelled card fields, and again when reloaded', async (t) => {
  const { app, page, opened } = await openPage(t);
  assert.match(String(opened.headers['content-type']), /^text\/html/);
  const shown = await app.inject({ method: 'GET', url: page });
  assert.equal(shown.statusCode, 200);
  assert.equal(shown.body, opened.body);
  assert.match(String(shown.headers['content-type']), /^text\/html/);
  assert.match(String(shown.headers['content-security-policy']), /form-action 'self' http:\/\/site\.test/);
  assert.match(shown.body, /999008881 \/ 1/);
  assert.match(shown.body, /49\.99 EUR/);
  assert.match(
    shown.body,
    /<label for="number">Card number<\/label>\s*<input id="number" name="number" autocomplete="cc-number"/,
  );
  assert.match(shown.body, /<label for="expiry">Expiry date \(MM\/YY\)<\/label>/);
  assert.match(shown.body, /<label for="cvv">CVV<\/label>/);
});

test('an approved card notifies the payment once, before the browser returns to /cz/ok with the signed answer', async (t) => {
  const { app, page, outcomes } = await openPage(t);
  const back = nextUrl(page, await payWith(app, page, '4548 8120 4940 0004'));
  assert.equal(`${back.origin}${back.pathname}`, 'http://site.test/cz/ok');
  const answer = returned(back);
  assert.equal(answer.Ds_Response, '0000');
  assert.equal(answer.Ds_Order, '0042AbCdEfGh');
  assert.equal(answer.Ds_Amount, '4999');
  assert.equal(answer.Ds_Card_Number, '************0004');
  assert.match(answer.Ds_AuthorisationCode ?? '', /^\d{6}$/);
  assert.deepEqual(outcomes, [
    {
      provider: 'redsys',
      eventId: `0042AbCdEfGh:${answer.Ds_AuthorisationCode}`,
      checkoutId: 12,
      paid: true,
      paymentRef: '0042AbCdEfGh',
      settlement: 'applied',
    },
  ]);
});

test('a declined card notifies not paid and returns to /cz/ko', async (t) => {
  const { app, page, outcomes } = await openPage(t);
  const back = nextUrl(page, await payWith(app, page, '5576440022788500'));
  assert.equal(back.pathname, '/cz/ko');
  assert.equal(returned(back).Ds_Response, '0190');
  assert.deepEqual(
    outcomes.map((outcome) => [outcome.eventId, outcome.paid]),
    [['0042AbCdEfGh:0190', false]],
  );
});

test('a 3D Secure card asks for the CIP: a wrong code is refused, 123456 pays', async (t) => {
  const { app, page, outcomes } = await openPage(t);
  const challenge = nextUrl(`${page}/card`, await payWith(app, page, '4918019199883839'));
  assert.equal(challenge.pathname, page);
  const shown = await app.inject({ method: 'GET', url: page });
  assert.match(shown.body, /Authentication \(3D Secure\)/);
  assert.match(shown.body, /<label for="cip">Code \(CIP\)<\/label>/);
  assert.equal(outcomes.length, 0);
  const wrong = await post(app, `${page}/challenge`, { action: 'confirm', cip: '000000' });
  assert.equal(wrong.statusCode, 422);
  assert.match(wrong.body, /role="alert">The code is not correct\./);
  const back = nextUrl(page, await post(app, `${page}/challenge`, { action: 'confirm', cip: '123456' }));
  assert.equal(back.pathname, '/cz/ok');
  assert.equal(returned(back).Ds_SecurePayment, '1');
  assert.deepEqual(
    outcomes.map((outcome) => outcome.paid),
    [true],
  );
});

test('failing the challenge returns to /cz/ko as not authenticated', async (t) => {
  const { app, page, outcomes } = await openPage(t);
  await payWith(app, page, '4918019199883839');
  const back = nextUrl(page, await post(app, `${page}/challenge`, { action: 'fail' }));
  assert.equal(back.pathname, '/cz/ko');
  assert.equal(returned(back).Ds_Response, '0184');
  assert.deepEqual(
    outcomes.map((outcome) => outcome.paid),
    [false],
  );
});

test('the challenge-then-decline card is declined after the right CIP; the frictionless card pays with no challenge', async (t) => {
  const declined = await openPage(t);
  await payWith(declined.app, declined.page, '4907271141151707');
  const back = nextUrl(
    declined.page,
    await post(declined.app, `${declined.page}/challenge`, { action: 'confirm', cip: '123456' }),
  );
  assert.equal(back.pathname, '/cz/ko');
  assert.equal(returned(back).Ds_Response, '0190');

  const frictionless = await openPage(t);
  const paid = nextUrl(
    frictionless.page,
    await payWith(frictionless.app, frictionless.page, '4918019160034602'),
  );
  assert.equal(paid.pathname, '/cz/ok');
  assert.equal(returned(paid).Ds_SecurePayment, '1');
});

test('Cancel returns to /cz/ko with SIS9915 and notifies nothing, from the card page or the challenge', async (t) => {
  const onCard = await openPage(t);
  const back = nextUrl(onCard.page, await post(onCard.app, `${onCard.page}/card`, { action: 'cancel' }));
  assert.equal(back.pathname, '/cz/ko');
  assert.equal(returned(back).Ds_Response, '9915');
  assert.deepEqual(onCard.outcomes, []);

  const onChallenge = await openPage(t);
  await payWith(onChallenge.app, onChallenge.page, '4918019199883839');
  const cancelled = nextUrl(
    onChallenge.page,
    await post(onChallenge.app, `${onChallenge.page}/challenge`, { action: 'cancel' }),
  );
  assert.equal(returned(cancelled).Ds_Response, '9915');
  assert.deepEqual(onChallenge.outcomes, []);
});

test('a finished payment takes no second submit, and its page, like an unknown one, says it is not open', async (t) => {
  const { app, page, outcomes } = await openPage(t);
  await payWith(app, page, '4548812049400004');
  const again = await payWith(app, page, '4548812049400004');
  assert.equal(again.statusCode, 200);
  assert.match(again.body, /This payment is not open/);
  assert.equal(outcomes.length, 1);
  assert.match((await app.inject({ method: 'GET', url: page })).body, /This payment is not open/);
  const unknown = await app.inject({ method: 'GET', url: `/api/redsys-sandbox/sessions/${'0'.repeat(32)}` });
  assert.match(unknown.body, /This payment is not open/);
  const challenge = await post(app, `/api/redsys-sandbox/sessions/${'0'.repeat(32)}/challenge`, {
    action: 'fail',
  });
  assert.match(challenge.body, /This payment is not open/);
  assert.equal(outcomes.length, 1);
});

test('card fields that are not a card are refused on the page, with the reason', async (t) => {
  const { app, page, outcomes } = await openPage(t);
  for (const [fields, reason] of [
    [{ number: '4548812049400005' }, 'The card number is not valid.'],
    [{ expiry: '01/20' }, 'The expiry date is not valid or has passed.'],
    [{ expiry: '13/34' }, 'The expiry date is not valid or has passed.'],
    [{ cvv: '12' }, 'The CVV must have 3 or 4 digits.'],
  ] as const) {
    const refused = await payWith(app, page, fields.number ?? '4548812049400004', fields);
    assert.equal(refused.statusCode, 422);
    assert.ok(refused.body.includes(`role="alert">${reason}`), reason);
    assert.match(refused.body, /aria-invalid="true"/);
  }
  assert.equal(outcomes.length, 0);
});

test('a request with a bad signature, or not of this merchant, is refused by the page', async (t) => {
  const { app, redsysData } = await openPage(t);
  const { url, ...fields } = redsysData;
  const forged = await post(app, url, { ...fields, Ds_Signature: fields.Ds_Signature.replace(/^./, 'A') });
  assert.equal(forged.statusCode, 400);
  assert.equal(forged.json<{ errorMsg: string }>().errorMsg, 'The signature is not valid');
  const missing = await post(app, url, { Ds_SignatureVersion: 'HMAC_SHA256_V1' });
  assert.equal(missing.statusCode, 400);
  assert.equal(
    (await app.inject({ method: 'GET', url: '/api/redsys-sandbox/sessions/../../x' })).statusCode,
    404,
  );
});

test('saving the card asks Redsys for an identifier, keeps it with the payment, and a later charge pays with it', async (t) => {
  const first = await openPage(t, { saveCard: true });
  const parameters = verifyRequest(TEST_MERCHANT.secretKey, first.redsysData);
  assert.equal(parameters?.DS_MERCHANT_IDENTIFIER, 'REQUIRED');
  assert.equal(parameters?.DS_MERCHANT_COF_INI, 'S');
  await payWith(first.app, first.page, '4548812049400004');
  const saved = first.outcomes[0]?.savedCard;
  assert.ok(saved);
  assert.match(saved.token, /^[0-9a-f]{40}$/);
  assert.equal(saved.lastDigits, '0004');

  const { redsysData } = await first.provider.start({
    ...CHARGE,
    reference: '0043AbCdEfGh',
    savedCard: saved.token,
  });
  const { url, ...fields } = redsysData!;
  assert.equal(verifyRequest(TEST_MERCHANT.secretKey, redsysData!)?.DS_MERCHANT_IDENTIFIER, saved.token);
  const shown = await post(first.app, url, fields);
  const page = sessionPageOf(shown);
  assert.match(shown.body, /Saved card ending in 0004/);
  assert.doesNotMatch(shown.body, /name="number"/);
  const back = nextUrl(page, await post(first.app, `${page}/card`, { action: 'pay' }));
  assert.equal(back.pathname, '/cz/ok');
  assert.deepEqual(
    first.outcomes.map((outcome) => [outcome.paid, outcome.savedCard?.token]),
    [
      [true, saved.token],
      [true, saved.token],
    ],
  );
});

test('a notification delivered twice settles once', async (t) => {
  const { app, page, outcomes } = await openPage(t, {}, 2);
  await payWith(app, page, '4548812049400004');
  assert.deepEqual(
    outcomes.map((outcome) => outcome.settlement),
    ['applied', 'duplicate'],
  );
  assert.equal(outcomes[0]?.eventId, outcomes[1]?.eventId);
});

test('the notification route verifies the signature: a bad one is refused with 400 and settles nothing', async (t) => {
  const { app, outcomes } = await paymentSandboxApp(t);
  const answer = {
    Ds_Order: '0042AbCdEfGh',
    Ds_MerchantCode: TEST_MERCHANT.merchantCode,
    Ds_MerchantData: '12',
    Ds_Response: '0000',
    Ds_AuthorisationCode: '123456',
  };
  const signed = signResponse(TEST_MERCHANT.secretKey, answer);
  const forged = signResponse('c3E3SGpyVU9CZktpbUM1NzZJTGdza0Q1', answer);
  const refused = await post(app, '/api/redsys/notification', {
    ...signed,
    Ds_Signature: forged.Ds_Signature,
  });
  assert.equal(refused.statusCode, 400);
  const otherMerchant = signResponse(TEST_MERCHANT.secretKey, { ...answer, Ds_MerchantCode: '111111111' });
  assert.equal((await post(app, '/api/redsys/notification', { ...otherMerchant })).statusCode, 400);
  assert.equal(outcomes.length, 0);

  const first = await post(app, '/api/redsys/notification', { ...signed });
  const replayed = await post(app, '/api/redsys/notification', { ...signed });
  assert.deepEqual([first.statusCode, replayed.statusCode], [200, 200]);
  assert.deepEqual(first.json(), { ok: true });
  assert.deepEqual(
    outcomes.map((outcome) => [outcome.eventId, outcome.paid, outcome.settlement]),
    [
      ['0042AbCdEfGh:123456', true, 'applied'],
      ['0042AbCdEfGh:123456', true, 'duplicate'],
    ],
  );
});
