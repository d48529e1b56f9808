import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { APP_LINK_CODE_TTL_MS, APP_LINK_TTL_MS } from '../app-context.ts';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { runMigrations } from '../db/migrations.ts';
import { call, createTestApp, lastLinkInOutbox, login, type LoginModel } from '../test-support.ts';
import { hashToken } from '../tokens/token-repository.ts';
import { codeChallengeOf } from './app-link-repository.ts';
import { APP_LINK_TEXTS } from './app-link-routes.ts';
import { ACCOUNT_TEXTS } from './publiccustomers-routes.ts';

const CAUTH = '/api/publiccustomers/cauth';
const CODES = '/api/publiccustomers/app-link-codes';
const DAY_MS = 24 * 60 * 60 * 1000;
const { ana, bruno } = DEMO_CUSTOMERS;

const refusedSignIn = { ok: false, errorMsg: ACCOUNT_TEXTS.appLinkInvalid, redirect: false };
const refusal = (reason: keyof typeof APP_LINK_TEXTS) => ({
  ok: false,
  errorMsg: APP_LINK_TEXTS[reason],
  reason,
});

/** The secret the club's app keeps for one link: PKCE's verifier. */
const newVerifier = (): string => randomBytes(32).toString('base64url');

/** The app asks for a link code with the challenge of its verifier. */
async function askForCode(app: FastifyInstance, verifier: string, appName = 'Club Demo app') {
  const answer = await call(app, 'POST', CODES, { appName, codeChallenge: codeChallengeOf(verifier) });
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
  return (answer.body.model as { code: string }).code;
}

/** The customer confirms the code on /link-account, logged in: answers the confirmation the page gives the app. */
async function confirm(app: FastifyInstance, code: string, session: LoginModel) {
  const answer = await call(app, 'POST', `${CODES}/confirm`, { code }, session.token);
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
  return (answer.body.model as { confirmation: string }).confirmation;
}

/** The whole link: code, confirmation by the customer, redemption; answers the app's token. */
async function linkApp(app: FastifyInstance, customer: { email: string; password: string }) {
  const verifier = newVerifier();
  const code = await askForCode(app, verifier);
  const confirmation = await confirm(app, code, await login(app, customer));
  const redeemed = await call(app, 'POST', `${CODES}/redeem`, { code, codeVerifier: verifier, confirmation });
  assert.equal(redeemed.body.ok, true, JSON.stringify(redeemed.body));
  return (redeemed.body.model as { token: string }).token;
}

describe('app link codes (/link-account, then /auto-login)', () => {
  test('a code the API issued, confirmed by the customer and redeemed with the app’s secret gives the token that signs her in', async (t) => {
    const { app } = await createTestApp(t);
    const verifier = newVerifier();
    const issued = await call(app, 'POST', CODES, {
      appName: 'Club Demo app',
      codeChallenge: codeChallengeOf(verifier),
    });
    const { code, expires, appName } = issued.body.model as {
      code: string;
      expires: string;
      appName: string;
    };
    assert.equal(appName, 'Club Demo app');
    assert.match(code, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(Math.abs(new Date(expires).getTime() - Date.now() - APP_LINK_CODE_TTL_MS) < 10_000);

    // The page shows which app asks before the customer confirms.
    const shown = await call(app, 'POST', `${CODES}/lookup`, { code });
    assert.deepEqual(shown.body, { ok: true, model: { appName: 'Club Demo app', expires } });

    const session = await login(app, ana);
    const confirmation = await confirm(app, code, session);
    const redeemed = await call(app, 'POST', `${CODES}/redeem`, {
      code,
      codeVerifier: verifier,
      confirmation,
    });
    const { token, customerId } = redeemed.body.model as { token: string; customerId: number };
    assert.equal(customerId, session.id);
    assert.notEqual(token, code);

    const signedIn = await call(app, 'POST', CAUTH, { externalToken: token });
    assert.equal(signedIn.body.ok, true);
    const model = signedIn.body.model as LoginModel;
    assert.equal(model.id, session.id);
    assert.equal(model.children.length, 2);
    assert.notEqual(model.token, session.token, 'each sign-in gets its own session');
    const vouchers = await call(
      app,
      'GET',
      `/api/publicvouchers/list-by-customer/${model.id}`,
      undefined,
      model.token,
    );
    assert.equal(vouchers.status, 200);
  });

  test('redeeming with a wrong verifier or confirmation gives no token and uses the code up', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, bruno);
    const verifier = newVerifier();
    const code = await askForCode(app, verifier);
    const confirmation = await confirm(app, code, session);
    const wrong = await call(app, 'POST', `${CODES}/redeem`, {
      code,
      codeVerifier: newVerifier(),
      confirmation,
    });
    assert.deepEqual(wrong.body, refusal('mismatch'));
    const again = await call(app, 'POST', `${CODES}/redeem`, { code, codeVerifier: verifier, confirmation });
    assert.deepEqual(again.body, refusal('used'));

    const other = newVerifier();
    const otherCode = await askForCode(app, other);
    await confirm(app, otherCode, session);
    const forgedConfirmation = await call(app, 'POST', `${CODES}/redeem`, {
      code: otherCode,
      codeVerifier: other,
      confirmation: randomBytes(32).toString('base64url'),
    });
    assert.deepEqual(forgedConfirmation.body, refusal('mismatch'));
  });

  test('a code is used once: confirmed codes are not confirmed again, redeemed ones not redeemed again', async (t) => {
    const { app } = await createTestApp(t);
    const verifier = newVerifier();
    const code = await askForCode(app, verifier);
    const confirmation = await confirm(app, code, await login(app, ana));
    // Nobody else takes a confirmed code over, and the page says it was used.
    const taken = await call(app, 'POST', `${CODES}/confirm`, { code }, (await login(app, bruno)).token);
    assert.deepEqual(taken.body, refusal('used'));
    assert.deepEqual((await call(app, 'POST', `${CODES}/lookup`, { code })).body, refusal('used'));

    const first = await call(app, 'POST', `${CODES}/redeem`, { code, codeVerifier: verifier, confirmation });
    assert.equal(first.body.ok, true);
    const second = await call(app, 'POST', `${CODES}/redeem`, { code, codeVerifier: verifier, confirmation });
    assert.deepEqual(second.body, refusal('used'));
  });

  test('a code lapses after 5 minutes: it can no longer be shown, confirmed or redeemed', async (t) => {
    let now = new Date();
    const { app } = await createTestApp(t, { now: () => now });
    const session = await login(app, ana);
    const verifier = newVerifier();
    const unconfirmed = await askForCode(app, verifier);
    const confirmed = await askForCode(app, verifier);
    const confirmation = await confirm(app, confirmed, session);

    now = new Date(now.getTime() + APP_LINK_CODE_TTL_MS - 1000);
    assert.equal((await call(app, 'POST', `${CODES}/lookup`, { code: unconfirmed })).body.ok, true);
    now = new Date(now.getTime() + 1000);
    assert.deepEqual(
      (await call(app, 'POST', `${CODES}/lookup`, { code: unconfirmed })).body,
      refusal('lapsed'),
    );
    const late = await call(app, 'POST', `${CODES}/confirm`, { code: unconfirmed }, session.token);
    assert.deepEqual(late.body, refusal('lapsed'));
    const redeemed = await call(app, 'POST', `${CODES}/redeem`, {
      code: confirmed,
      codeVerifier: verifier,
      confirmation,
    });
    assert.deepEqual(redeemed.body, refusal('lapsed'));
  });

  test('an unknown code links nothing, and a code not confirmed yet gives no token', async (t) => {
    const { app } = await createTestApp(t);
    const forged = randomBytes(32).toString('base64url');
    const session = await login(app, ana);
    assert.deepEqual((await call(app, 'POST', `${CODES}/lookup`, { code: forged })).body, refusal('unknown'));
    const confirmed = await call(app, 'POST', `${CODES}/confirm`, { code: forged }, session.token);
    assert.deepEqual(confirmed.body, refusal('unknown'));
    const redeemed = await call(app, 'POST', `${CODES}/redeem`, {
      code: forged,
      codeVerifier: newVerifier(),
      confirmation: forged,
    });
    assert.deepEqual(redeemed.body, refusal('unknown'));

    const verifier = newVerifier();
    const code = await askForCode(app, verifier);
    const early = await call(app, 'POST', `${CODES}/redeem`, {
      code,
      codeVerifier: verifier,
      confirmation: forged,
    });
    assert.deepEqual(early.body, refusal('unconfirmed'));
  });

  test('confirming needs the customer logged in', async (t) => {
    const { app } = await createTestApp(t);
    const code = await askForCode(app, newVerifier());
    const answer = await call(app, 'POST', `${CODES}/confirm`, { code });
    assert.equal(answer.status, 401);
    assert.equal(
      (await call(app, 'POST', `${CODES}/lookup`, { code })).body.ok,
      true,
      'the code is still pending',
    );
  });

  test('a token the app chose signs no one in, and a login no longer links one', async (t) => {
    const { app } = await createTestApp(t);
    const chosen = randomBytes(24).toString('base64url');
    const linking = await call(app, 'POST', CAUTH, {
      email: ana.email,
      password: ana.password,
      externalToken: chosen,
    });
    assert.equal(linking.status, 400);
    assert.equal(linking.body.ok, false);
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: chosen })).body, refusedSignIn);
    // Nor does the code itself, before or after it was redeemed: only the token the API gave the app does.
    const verifier = newVerifier();
    const code = await askForCode(app, verifier);
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: code })).body, refusedSignIn);
    const confirmation = await confirm(app, code, await login(app, ana));
    await call(app, 'POST', `${CODES}/redeem`, { code, codeVerifier: verifier, confirmation });
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: code })).body, refusedSignIn);
  });

  test('the migration to link codes removes the links made with tokens the apps chose', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const db = openDb();
    // The database as the previous version left it, holding a link to a token an app chose.
    db.exec(`DROP TABLE app_link_codes; DROP TABLE club_app_origins;
      DELETE FROM schema_migrations WHERE name = '017_app_link_codes.sql'`);
    const chosen = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO app_links (customer_id, token_hash, created, expires) VALUES (?, ?, ?, ?)').run(
      (await login(app, ana)).id,
      hashToken(chosen),
      new Date().toISOString(),
      new Date(Date.now() + DAY_MS).toISOString(),
    );
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: chosen })).body.ok, true);

    assert.deepEqual(runMigrations(db).applied, ['017_app_link_codes.sql']);
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: chosen })).body, refusedSignIn);
  });

  test('an app token unused for longer than its lifetime expires; using it extends it', async (t) => {
    let now = new Date();
    const { app } = await createTestApp(t, { now: () => now });
    const kept = await linkApp(app, bruno);
    const abandoned = await linkApp(app, bruno);
    now = new Date(now.getTime() + APP_LINK_TTL_MS - DAY_MS);
    assert.equal((await call(app, 'POST', CAUTH, { externalToken: kept })).body.ok, true);

    now = new Date(now.getTime() + 2 * DAY_MS);
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: abandoned })).body, refusedSignIn);
    assert.equal((await call(app, 'POST', CAUTH, { externalToken: kept })).body.ok, true);
  });

  test('a password reset unlinks the app and voids the codes she confirmed', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const token = await linkApp(app, bruno);
    const verifier = newVerifier();
    const code = await askForCode(app, verifier);
    const confirmation = await confirm(app, code, await login(app, bruno));
    await call(app, 'POST', '/api/publiccustomers/reset-password-request-cz', { email: bruno.email });
    const resetToken = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    const reset = await call(app, 'POST', '/api/publiccustomers/reset-password-cz', {
      token: resetToken,
      plainPassword: 'a-new-password',
    });
    assert.deepEqual(reset.body, { ok: true });
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: token })).body, refusedSignIn);
    const redeemed = await call(app, 'POST', `${CODES}/redeem`, {
      code,
      codeVerifier: verifier,
      confirmation,
    });
    assert.deepEqual(redeemed.body, refusal('unknown'));
  });

  test('a challenge or verifier that is not PKCE’s S256 form, or a token beside the credentials, answers 400', async (t) => {
    const { app } = await createTestApp(t);
    const cases: Array<[string, unknown, RegExp]> = [
      [CODES, { codeChallenge: 'short' }, /codeChallenge/],
      [CODES, { codeChallenge: codeChallengeOf(newVerifier()) + '=' }, /codeChallenge/],
      [CODES, { appName: 'x'.repeat(61), codeChallenge: codeChallengeOf(newVerifier()) }, /appName/],
      [CODES, {}, /codeChallenge/],
      [`${CODES}/redeem`, { code: 'c', codeVerifier: 'too-short', confirmation: 'c' }, /codeVerifier/],
      [CAUTH, { externalToken: '' }, /externalToken/],
      [CAUTH, { email: ana.email, externalToken: newVerifier() }, /password/],
    ];
    for (const [url, payload, message] of cases) {
      const answer = await call(app, 'POST', url, payload);
      assert.equal(answer.status, 400, JSON.stringify(payload));
      assert.match(answer.body.errorMsg ?? '', message, JSON.stringify(payload));
    }
  });
});
