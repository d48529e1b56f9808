import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
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
const IMPERSONATE = '/api/publiccustomers/impersonate';
const VOUCHERS_OF = (id: number) => `/api/publicvouchers/list-by-customer/${id}`;

const { ana, bruno, temporary, legacy } = DEMO_CUSTOMERS;

describe('cauth', () => {
  test('a correct login answers a token, its expiry, the names and the children', async (t) => {
    const { app } = await createTestApp(t);
    const before = Date.now();
    const model = await login(app, ana);
    assert.match(model.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(model.name, ana.name);
    assert.equal(model.surname, ana.surname);
    assert.ok(Date.parse(model.expiry) > before + 29 * 24 * 3600 * 1000, 'expiry defaults to 30 days');
    assert.deepEqual(
      model.children.map((child) => child.name).sort(),
      [DEMO_CUSTOMERS.lucas.name, DEMO_CUSTOMERS.sofia.name].sort(),
    );
    assert.ok(model.children.every((child) => Number.isInteger(child.id) && child.id !== model.id));
  });

  test('the e-mail is matched without regard to case or surrounding spaces', async (t) => {
    const { app } = await createTestApp(t);
    const model = await login(app, { email: `  ${ana.email.toUpperCase()} `, password: ana.password });
    assert.equal(model.name, ana.name);
  });

  test('a wrong password or unknown e-mail answers 200 with ok false and no redirect', async (t) => {
    const { app } = await createTestApp(t);
    for (const payload of [
      { email: ana.email, password: 'wrong-password' },
      { email: 'nobody@club.test', password: ana.password },
    ]) {
      const answer = await call(app, 'POST', CAUTH, payload);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, { ok: false, errorMsg: ACCOUNT_TEXTS.invalidLogin, redirect: false });
    }
  });

  test('a temporary account with the right password is told to activate it', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(app, 'POST', CAUTH, { email: temporary.email, password: temporary.password });
    assert.deepEqual(answer.body, { ok: false, errorMsg: ACCOUNT_TEXTS.notActivated, redirect: false });
  });

  test('an account without a password answers redirect true so the form switches to reset mode', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(app, 'POST', CAUTH, { email: legacy.email, password: 'anything' });
    assert.deepEqual(answer.body, { ok: false, errorMsg: '', redirect: true });
  });

  test('missing fields, wrong types and huge strings answer 400 with a message', async (t) => {
    const { app } = await createTestApp(t);
    const cases: unknown[] = [
      {},
      { email: ana.email },
      { password: 'x' },
      { email: { a: 1 }, password: 'x' },
      { email: ana.email, password: ['a', 'b'] },
      { email: 'x'.repeat(201), password: 'x' },
      { email: ana.email, password: 'x'.repeat(201) },
    ];
    for (const payload of cases) {
      assertBadRequest(await call(app, 'POST', CAUTH, payload), JSON.stringify(payload));
    }
    const missing = await call(app, 'POST', CAUTH, { email: ana.email });
    assert.equal(missing.body.errorMsg, 'password is required');
  });

  test('too many attempts from one address answer 429 with a message', async (t) => {
    const { app } = await createTestApp(t, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await call(app, 'POST', CAUTH, { email: ana.email, password: 'wrong-password' });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    assert.deepEqual(last?.body, { ok: false, errorMsg: 'Too many attempts. Please try again later.' });
    assert.equal(last?.headers['czversion'], '1');
  });
});

describe('register and activate', () => {
  test('registration, then the outbox activation link, then login works', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const email = 'marina@club.test';
    const registered = await call(app, 'POST', REGISTER, newCustomer(email));
    assert.equal(registered.status, 200);
    assert.equal(registered.body.ok, true);
    const id = (registered.body.model as { id: number }).id;
    assert.ok(Number.isInteger(id));

    const before = await call(app, 'POST', CAUTH, { email, password: 'secret5' });
    assert.equal(before.body.errorMsg, ACCOUNT_TEXTS.notActivated);

    const db = openDb();
    const mail = db.prepare('SELECT customer_id, subject, body FROM outbox WHERE email = ?').get(email) as
      { customer_id: number; subject: string; body: string } | undefined;
    assert.equal(mail?.customer_id, id);
    assert.match(mail?.body ?? '', /<a href="\/customer\/activate\/[^"]+">/);
    const token = lastLinkInOutbox(db, email, 'activate');
    assert.ok(token);

    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token })).body, { ok: true });
    const model = await login(app, { email, password: 'secret5' });
    assert.equal(model.id, id);
    assert.deepEqual(model.children, []);

    // The link works once.
    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token })).body, {
      ok: false,
      errorMsg: ACCOUNT_TEXTS.activationExpired,
    });
  });

  test('an unknown or expired activation token answers the expired message', async (t) => {
    let now = new Date();
    const { app, openDb } = await createTestApp(t, { now: () => now });
    await call(app, 'POST', REGISTER, newCustomer('late@club.test'));
    const token = lastLinkInOutbox(openDb(), 'late@club.test', 'activate');
    now = new Date(now.getTime() + 8 * 24 * 3600 * 1000);
    for (const candidate of [token, 'not-a-token']) {
      const answer = await call(app, 'POST', ACTIVATE, { token: candidate });
      assert.deepEqual(answer.body, { ok: false, errorMsg: ACCOUNT_TEXTS.activationExpired });
    }
    assert.equal((await call(app, 'POST', ACTIVATE, {})).status, 400);
    assert.equal((await call(app, 'POST', ACTIVATE, { token: 'x'.repeat(500) })).status, 400);
  });

  test('an e-mail already registered, unaccepted conditions and a short password are refused', async (t) => {
    const { app } = await createTestApp(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [newCustomer(ana.email.toUpperCase()), ACCOUNT_TEXTS.alreadyRegistered],
      [{ ...newCustomer('new1@club.test'), acceptConditions: false }, ACCOUNT_TEXTS.acceptConditions],
      [{ ...newCustomer('new2@club.test'), password: '1234' }, 'Minimum length is 5'],
    ];
    for (const [payload, message] of cases) {
      const answer = await call(app, 'POST', REGISTER, payload);
      assert.deepEqual(answer.body, { ok: false, errorMsg: message });
    }
  });

  test('missing, blank, malformed or huge registration fields answer 400', async (t) => {
    const { app } = await createTestApp(t);
    const base = newCustomer('x@club.test');
    const withoutPhone: Partial<typeof base> = { ...base };
    delete withoutPhone.phone;
    const cases: unknown[] = [
      {},
      withoutPhone,
      { ...base, name: '   ' },
      { ...base, email: 'not-an-email' },
      { ...base, email: 42 },
      { ...base, acceptConditions: 'maybe' },
      { ...base, name: 'n'.repeat(201) },
      { ...base, phone: '6'.repeat(51) },
    ];
    for (const payload of cases) {
      const answer = await call(app, 'POST', REGISTER, payload);
      assert.equal(answer.status, 400, JSON.stringify(payload));
      assert.equal(answer.body.ok, false);
      assert.ok(answer.body.errorMsg);
    }
    assert.equal(
      (await call(app, 'POST', REGISTER, { ...base, email: 'bad' })).body.errorMsg,
      'email must be a valid email',
    );
  });
});

describe('password reset by mail', () => {
  test('a reset request mails a link; the link sets a new password once and the old one stops working', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const requested = await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    assert.deepEqual(requested.body, { ok: true, customerStatus: 'Active' });
    const token = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    assert.ok(token);

    const short = await call(app, 'POST', RESET, { token, plainPassword: 'abc' });
    assert.deepEqual(short.body, { ok: false, errorMsg: 'Minimum length is 5' });

    assert.deepEqual((await call(app, 'POST', RESET, { token, plainPassword: 'brand-new-5' })).body, {
      ok: true,
    });
    const failed = await call(app, 'POST', CAUTH, { email: bruno.email, password: bruno.password });
    assert.equal(failed.body.ok, false);
    const model = await login(app, { email: bruno.email, password: 'brand-new-5' });
    assert.equal(model.name, bruno.name);

    const reused = await call(app, 'POST', RESET, { token, plainPassword: 'another-5' });
    assert.deepEqual(reused.body, { ok: false, errorMsg: ACCOUNT_TEXTS.resetExpired });
  });

  test('a reset logs out the sessions opened with the old password', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const session = await login(app, bruno);
    await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    const token = lastLinkInOutbox(openDb(), bruno.email, 'reset-password');
    await call(app, 'POST', RESET, { token, plainPassword: 'brand-new-5' });
    const answer = await call(app, 'GET', VOUCHERS_OF(session.id), undefined, session.token);
    assert.equal(answer.status, 401);
  });

  test('an account without a password gets a reset link and can then log in', async (t) => {
    const { app, openDb } = await createTestApp(t);
    assert.deepEqual((await call(app, 'POST', RESET_REQUEST, { email: legacy.email })).body, {
      ok: true,
      customerStatus: 'Active',
    });
    const token = lastLinkInOutbox(openDb(), legacy.email, 'reset-password');
    await call(app, 'POST', RESET, { token, plainPassword: 'first-pass' });
    assert.equal((await login(app, { email: legacy.email, password: 'first-pass' })).name, legacy.name);
  });

  test('an unknown e-mail answers ok with a null status and mails nothing', async (t) => {
    const { app, openDb } = await createTestApp(t);
    // The demo customers' communications are in the outbox already: nothing is added.
    const mails = () => (openDb().prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
    const before = mails();
    const answer = await call(app, 'POST', RESET_REQUEST, { email: 'nobody@club.test' });
    assert.deepEqual(answer.body, { ok: true, customerStatus: null });
    assert.equal(mails(), before);
  });

  test('a temporary account answers its status and gets a fresh activation link', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const answer = await call(app, 'POST', RESET_REQUEST, { email: temporary.email });
    assert.deepEqual(answer.body, { ok: true, customerStatus: 'Temporary' });
    const token = lastLinkInOutbox(openDb(), temporary.email, 'activate');
    assert.deepEqual((await call(app, 'POST', ACTIVATE, { token })).body, { ok: true });
    assert.equal((await login(app, temporary)).name, temporary.name);
  });

  test('reset requests are rate limited and bad input answers 400', async (t) => {
    const { app } = await createTestApp(t, { rateLimit: { max: 2, timeWindowMs: 60_000 } });
    assert.equal((await call(app, 'POST', RESET_REQUEST, {})).status, 400);
    assert.equal((await call(app, 'POST', RESET_REQUEST, { email: 'e'.repeat(300) })).status, 400);
    const limited = await call(app, 'POST', RESET_REQUEST, { email: bruno.email });
    assert.equal(limited.status, 429);
    assert.equal(limited.body.errorMsg, 'Too many attempts. Please try again later.');
  });

  test('a reset with a missing or unknown token is refused', async (t) => {
    const { app } = await createTestApp(t);
    assert.equal((await call(app, 'POST', RESET, { plainPassword: 'abcdef' })).status, 400);
    assert.deepEqual((await call(app, 'POST', RESET, { token: 'nope', plainPassword: 'abcdef' })).body, {
      ok: false,
      errorMsg: ACCOUNT_TEXTS.resetExpired,
    });
  });
});

describe('change password with the old one', () => {
  test('the right old password changes it; a wrong one answers Wrong password', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, bruno);
    const wrong = await call(
      app,
      'POST',
      CHANGE,
      { customerId: session.id, plainOldPass: 'nope-nope', plainNewPass: 'changed-1' },
      session.token,
    );
    assert.deepEqual(wrong.body, { ok: false, errorMsg: 'Wrong password' });
    const short = await call(
      app,
      'POST',
      CHANGE,
      { customerId: session.id, plainOldPass: bruno.password, plainNewPass: '123' },
      session.token,
    );
    assert.deepEqual(short.body, { ok: false, errorMsg: 'Minimum length is 5' });
    const changed = await call(
      app,
      'POST',
      CHANGE,
      { customerId: session.id, plainOldPass: bruno.password, plainNewPass: 'changed-1' },
      session.token,
    );
    assert.deepEqual(changed.body, { ok: true });
    assert.equal((await login(app, { email: bruno.email, password: 'changed-1' })).id, session.id);
  });

  test('no token answers 401, another customer answers 403, bad ids answer 400', async (t) => {
    const { app } = await createTestApp(t);
    const anaSession = await login(app, ana);
    const brunoSession = await login(app, bruno);
    const payload = { customerId: brunoSession.id, plainOldPass: bruno.password, plainNewPass: 'changed-1' };
    assert.deepEqual((await call(app, 'POST', CHANGE, payload)).body, {
      ok: false,
      errorMsg: 'Unauthorized',
    });
    const foreign = await call(app, 'POST', CHANGE, payload, anaSession.token);
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.errorMsg, 'Wrong access');
    for (const customerId of ['abc', 0, -3, 1.5]) {
      const answer = await call(app, 'POST', CHANGE, { ...payload, customerId }, brunoSession.token);
      assert.equal(answer.status, 400, String(customerId));
    }
    const unknown = await call(app, 'POST', CHANGE, { ...payload, customerId: 99999 }, brunoSession.token);
    assert.equal(unknown.status, 403);
  });
});

describe('impersonate', () => {
  test('a parent gets a working token for a child, and may switch back', async (t) => {
    const { app } = await createTestApp(t);
    const parent = await login(app, ana);
    const child = parent.children.find((c) => c.name === DEMO_CUSTOMERS.lucas.name);
    assert.ok(child);
    const answer = await call(app, 'POST', IMPERSONATE, { customerId: child.id }, parent.token);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.ok, true);
    assert.deepEqual(answer.body.customer, child);
    const childToken = answer.body.token as string;
    assert.notEqual(childToken, parent.token);
    assert.ok(Date.parse(answer.body.expiry as string) > Date.now());

    const childVouchers = await call(app, 'GET', VOUCHERS_OF(child.id), undefined, childToken);
    assert.equal(childVouchers.status, 200);
    // The child's token does not reach the parent's data.
    assert.equal((await call(app, 'GET', VOUCHERS_OF(parent.id), undefined, childToken)).status, 403);

    const back = await call(app, 'POST', IMPERSONATE, { customerId: parent.id }, childToken);
    assert.equal(back.status, 200);
    assert.deepEqual(back.body.customer, { id: parent.id, name: parent.name, surname: parent.surname });
  });

  test('a customer who is not the caller’s child answers 403; no token answers 401', async (t) => {
    const { app } = await createTestApp(t);
    const anaSession = await login(app, ana);
    const brunoSession = await login(app, bruno);
    const child = anaSession.children[0];
    assert.ok(child);
    for (const customerId of [brunoSession.id, anaSession.id, 99999]) {
      const answer = await call(app, 'POST', IMPERSONATE, { customerId }, anaSession.token);
      assert.deepEqual([answer.status, answer.body], [403, { ok: false, errorMsg: 'Wrong access' }]);
    }
    assert.equal(
      (await call(app, 'POST', IMPERSONATE, { customerId: child.id }, brunoSession.token)).status,
      403,
    );
    assert.equal((await call(app, 'POST', IMPERSONATE, { customerId: child.id })).status, 401);
    assert.equal((await call(app, 'POST', IMPERSONATE, { customerId: 'x' }, anaSession.token)).status, 400);
    assert.equal((await call(app, 'POST', IMPERSONATE, {}, anaSession.token)).status, 400);
  });
});
