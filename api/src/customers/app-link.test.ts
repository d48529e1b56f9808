import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { APP_LINK_TTL_MS } from '../app-context.ts';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, lastLinkInOutbox, type LoginModel } from '../test-support.ts';
import { ACCOUNT_TEXTS, MIN_APP_TOKEN_LENGTH } from './publiccustomers-routes.ts';

const CAUTH = '/api/publiccustomers/cauth';
const DAY_MS = 24 * 60 * 60 * 1000;
const { ana, bruno, temporary } = DEMO_CUSTOMERS;

/** A token as the club's app would make one: random and long. */
const appToken = (): string => randomBytes(24).toString('base64url');

const refused = { ok: false, errorMsg: ACCOUNT_TEXTS.appLinkInvalid, redirect: false };

describe('app link (/link-account, then /auto-login)', () => {
  test('a login with an app token links it, and the token alone then signs the customer in', async (t) => {
    const { app } = await createTestApp(t);
    const token = appToken();
    const linked = await call(app, 'POST', CAUTH, {
      email: ana.email,
      password: ana.password,
      externalToken: token,
    });
    assert.equal(linked.body.ok, true);
    const linkedModel = linked.body.model as LoginModel;

    const signedIn = await call(app, 'POST', CAUTH, { externalToken: token });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.ok, true);
    const model = signedIn.body.model as LoginModel;
    assert.equal(model.id, linkedModel.id);
    assert.equal(model.name, ana.name);
    assert.equal(model.children.length, 2);
    assert.notEqual(model.token, linkedModel.token, 'each sign-in gets its own session');
    // The session works on a customer-scoped call.
    const vouchers = await call(
      app,
      'GET',
      `/api/publicvouchers/list-by-customer/${model.id}`,
      undefined,
      model.token,
    );
    assert.equal(vouchers.status, 200);
  });

  test('an unknown token, or a token whose login failed, does not sign anyone in', async (t) => {
    const { app } = await createTestApp(t);
    const token = appToken();
    const wrong = await call(app, 'POST', CAUTH, {
      email: ana.email,
      password: 'wrong-password',
      externalToken: token,
    });
    assert.equal(wrong.body.errorMsg, ACCOUNT_TEXTS.invalidLogin);
    const notActive = await call(app, 'POST', CAUTH, {
      email: temporary.email,
      password: temporary.password,
      externalToken: token,
    });
    assert.equal(notActive.body.errorMsg, ACCOUNT_TEXTS.notActivated);
    for (const candidate of [token, appToken()]) {
      const answer = await call(app, 'POST', CAUTH, { externalToken: candidate });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, refused);
    }
  });

  test('a link unused for longer than its lifetime expires; using it extends it', async (t) => {
    let now = new Date();
    const { app } = await createTestApp(t, { now: () => now });
    const kept = appToken();
    const abandoned = appToken();
    for (const token of [kept, abandoned]) {
      await call(app, 'POST', CAUTH, { email: bruno.email, password: bruno.password, externalToken: token });
    }
    now = new Date(now.getTime() + APP_LINK_TTL_MS - DAY_MS);
    assert.equal((await call(app, 'POST', CAUTH, { externalToken: kept })).body.ok, true);

    now = new Date(now.getTime() + 2 * DAY_MS);
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: abandoned })).body, refused);
    assert.equal((await call(app, 'POST', CAUTH, { externalToken: kept })).body.ok, true);
  });

  test('linking a token again moves it to the customer who logged in last', async (t) => {
    const { app } = await createTestApp(t);
    const token = appToken();
    await call(app, 'POST', CAUTH, { email: ana.email, password: ana.password, externalToken: token });
    await call(app, 'POST', CAUTH, { email: bruno.email, password: bruno.password, externalToken: token });
    const answer = await call(app, 'POST', CAUTH, { externalToken: token });
    assert.equal((answer.body.model as LoginModel).name, bruno.name);
  });

  test('a password reset unlinks the app as it ends the sessions', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const token = appToken();
    await call(app, 'POST', CAUTH, { email: bruno.email, password: bruno.password, externalToken: token });
    await call(app, 'POST', '/api/publiccustomers/reset-password-request-cz', { email: bruno.email });
    const resetToken = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    const reset = await call(app, 'POST', '/api/publiccustomers/reset-password-cz', {
      token: resetToken,
      plainPassword: 'a-new-password',
    });
    assert.deepEqual(reset.body, { ok: true });
    assert.deepEqual((await call(app, 'POST', CAUTH, { externalToken: token })).body, refused);
  });

  test('a short token, a token beside only one credential or a token of the wrong type answers 400', async (t) => {
    const { app } = await createTestApp(t);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ externalToken: 'x'.repeat(MIN_APP_TOKEN_LENGTH - 1) }, /externalToken/],
      [{ externalToken: 'x'.repeat(2001) }, /externalToken/],
      [{ externalToken: { a: 1 } }, /externalToken/],
      [{ email: ana.email, externalToken: appToken() }, 'password is required'],
      [{ password: ana.password, externalToken: appToken() }, 'email is required'],
      [{}, 'email is required'],
    ];
    for (const [payload, message] of cases) {
      const answer = await call(app, 'POST', CAUTH, payload);
      assert.equal(answer.status, 400, JSON.stringify(payload));
      assert.equal(answer.body.ok, false);
      if (typeof message === 'string') assert.equal(answer.body.errorMsg, message);
      else assert.match(answer.body.errorMsg ?? '', message);
    }
  });
});
