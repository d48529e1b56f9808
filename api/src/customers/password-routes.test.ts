// What the password and activation pages of the site rely on (document 1, 2.16 to 2.18), beyond the account tests in
// publiccustomers-routes.test.ts: link lifetimes, links of one kind refused as the other, the 400 answers the pages
// turn into their expired-link message, passwords kept exactly as typed, and the session kept after a change.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACTIVATION_TTL_MS, RESET_TTL_MS } from '../app-context.ts';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import {
  assertBadRequest,
  call,
  createTestApp,
  lastLinkInOutbox,
  login,
  newCustomer,
} from '../test-support.ts';
import { ACCOUNT_TEXTS } from './publiccustomers-routes.ts';

const CAUTH = '/api/publiccustomers/cauth';
const REGISTER = '/api/publiccustomers/register';
const ACTIVATE = '/api/publiccustomers/activate';
const RESET_REQUEST = '/api/publiccustomers/reset-password-request-cz';
const RESET = '/api/publiccustomers/reset-password-cz';
const CHANGE = '/api/publiccustomers/reset-password-by-old-json';
const VOUCHERS_OF = (id: number) => `/api/publicvouchers/list-by-customer/${id}`;

const { bruno, temporary } = DEMO_CUSTOMERS;

const expired = { ok: false, errorMsg: ACCOUNT_TEXTS.resetExpired };

describe('reset link', () => {
  test('works until it is 24 hours old, then answers the expired message', async (t) => {
    let now = new Date();
    const { app, openDb } = await createTestApp(t, { now: () => now });
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const token = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    const issued = now.getTime();

    now = new Date(issued + RESET_TTL_MS - 60_000);
    // A refused password does not use the link up, so this also proves the link is still alive a minute before.
    assert.deepEqual((await call(app, 'POST', RESET, { token, plainPassword: 'abc' })).body, {
      ok: false,
      errorMsg: ACCOUNT_TEXTS.minLength,
    });
    now = new Date(issued + RESET_TTL_MS);
    assert.deepEqual((await call(app, 'POST', RESET, { token, plainPassword: 'brand-new-5' })).body, expired);
    assert.equal((await login(app, bruno)).name, bruno.name);
  });

  test('the mail links to the site page by a relative path whose token needs no decoding', async (t) => {
    const { app, openDb } = await createTestApp(t);
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const mail = openDb()
      .prepare('SELECT body FROM outbox WHERE email = ? ORDER BY id DESC')
      .get(bruno.email) as { body: string } | undefined;
    assert.match(mail?.body ?? '', /<a href="\/customer\/reset-password\/[A-Za-z0-9_-]{43}">/);
  });

  test('after a reset every older link of the customer is refused too', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const db = openDb();
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const older = lastLinkInOutbox(db, bruno.email, 'reset-password');
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const newer = lastLinkInOutbox(db, bruno.email, 'reset-password');
    assert.notEqual(older, newer);

    assert.deepEqual((await call(app, 'POST', RESET, { token: newer, plainPassword: 'brand-new-5' })).body, {
      ok: true,
    });
    assert.deepEqual(
      (await call(app, 'POST', RESET, { token: older, plainPassword: 'other-pass' })).body,
      expired,
    );
    assert.equal((await login(app, { email: bruno.email, password: 'brand-new-5' })).name, bruno.name);
  });

  test('an activation link does not reset a password, and a reset link does not activate an account', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const db = openDb();
    await call(app, 'POST', RESET_REQUEST, { email: temporary.email });
    const activation = lastLinkInOutbox(db, temporary.email, 'activate');
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const reset = lastLinkInOutbox(db, bruno.email, 'reset-password');

    assert.deepEqual(
      (await call(app, 'POST', RESET, { token: activation, plainPassword: 'brand-new-5' })).body,
      expired,
    );
    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token: reset })).body, {
      ok: false,
      errorMsg: ACCOUNT_TEXTS.activationExpired,
    });
    // Both links still do their own job afterwards.
    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token: activation })).body, { ok: true });
    assert.deepEqual((await call(app, 'POST', RESET, { token: reset, plainPassword: 'brand-new-5' })).body, {
      ok: true,
    });
  });

  test('an empty or unreadable token, or a password beyond 200 characters, answers 400 with a message', async (t) => {
    const { app, openDb } = await createTestApp(t);
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const token = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    const cases: unknown[] = [
      { token: '', plainPassword: 'brand-new-5' },
      { token: 'x'.repeat(201), plainPassword: 'brand-new-5' },
      { token },
      { token, plainPassword: 'p'.repeat(201) },
    ];
    for (const payload of cases) {
      assertBadRequest(await call(app, 'POST', RESET, payload), JSON.stringify(payload).slice(0, 80));
    }
    // None of them used the link up.
    assert.deepEqual((await call(app, 'POST', RESET, { token, plainPassword: 'brand-new-5' })).body, {
      ok: true,
    });
  });

  test('the new password is kept exactly as typed, spaces included', async (t) => {
    const { app, openDb } = await createTestApp(t);
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const token = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    await call(app, 'POST', RESET, { token, plainPassword: ' my new pass ' });
    assert.equal(
      (await call(app, 'POST', CAUTH, { email: bruno.email, password: 'my new pass' })).body.ok,
      false,
    );
    assert.equal((await login(app, { email: bruno.email, password: ' my new pass ' })).name, bruno.name);
  });
});

describe('activation link', () => {
  test('a second link of an account already activated still answers ok, and the account stays active', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const db = openDb();
    // A temporary customer asking for a reset gets a fresh activation link beside the one already mailed.
    await call(app, 'POST', RESET_REQUEST, { email: temporary.email });
    const first = lastLinkInOutbox(db, temporary.email, 'activate');
    await call(app, 'POST', RESET_REQUEST, { email: temporary.email });
    const second = lastLinkInOutbox(db, temporary.email, 'activate');
    assert.notEqual(first, second);

    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token: first })).body, { ok: true });
    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token: second })).body, { ok: true });
    assert.equal((await login(app, temporary)).name, temporary.name);
  });

  test('works until it is 7 days old', async (t) => {
    let now = new Date();
    const { app, openDb } = await createTestApp(t, { now: () => now });
    const email = 'week@club.test';
    await call(app, 'POST', REGISTER, newCustomer(email));
    const token = lastLinkInOutbox(openDb(), email, 'activate');
    now = new Date(now.getTime() + ACTIVATION_TTL_MS - 60_000);
    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token })).body, { ok: true });
    assert.equal((await login(app, { email, password: 'secret5' })).surname, 'Soler Vidal');
  });
});

describe('change password', () => {
  test('the session that made the change stays valid; the new password logs in', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, bruno);
    const changed = await call(
      app,
      'POST',
      CHANGE,
      { customerId: session.id, plainOldPass: bruno.password, plainNewPass: ' changed 1 ' },
      session.token,
    );
    assert.deepEqual(changed.body, { ok: true });
    assert.equal((await call(app, 'GET', VOUCHERS_OF(session.id), undefined, session.token)).status, 200);
    assert.equal(
      (await call(app, 'POST', CAUTH, { email: bruno.email, password: bruno.password })).body.ok,
      false,
    );
    assert.equal((await login(app, { email: bruno.email, password: ' changed 1 ' })).id, session.id);
  });

  test('missing, malformed or huge fields answer 400 with a message, and nothing changes', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, bruno);
    const base = { customerId: session.id, plainOldPass: bruno.password, plainNewPass: 'changed-1' };
    const cases: unknown[] = [
      {},
      { customerId: session.id, plainNewPass: 'changed-1' },
      { customerId: session.id, plainOldPass: bruno.password },
      { ...base, plainOldPass: { value: bruno.password } },
      { ...base, plainNewPass: 'n'.repeat(201) },
      { ...base, customerId: 'me' },
    ];
    for (const payload of cases) {
      assertBadRequest(
        await call(app, 'POST', CHANGE, payload, session.token),
        JSON.stringify(payload).slice(0, 80),
      );
    }
    assert.equal((await login(app, bruno)).id, session.id);
  });
});

describe('change password', () => {
  test('too many attempts from one address answer 429, so a session cannot guess the current password', async (t) => {
    const { app } = await createTestApp(t, { rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const session = await login(app, bruno);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const payload = { customerId: session.id, plainOldPass: `guess-${i}`, plainNewPass: 'changed 1' };
      statuses.push((await call(app, 'POST', CHANGE, payload, session.token)).status);
    }
    assert.deepEqual(statuses, [200, 200, 429, 429]);
  });
});
