// The registration token (tokens/auth.ts, requireCustomerOrRegistration): what a customer just registered may do with
// it before the account is active, and everything it opens nothing of.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEMPORARY_LOGIN_MS } from '../app-context.ts';
import { DEMO_ACTIVITIES, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login, register } from '../test-support.ts';
import { hashToken } from './token-repository.ts';

const ACTIVITIES = '/api/publicactivities';
const OPEN_DAY = DEMO_ACTIVITIES.direct.id;
const detailFor = (customerId: number) => `${ACTIVITIES}/${OPEN_DAY}/${customerId}`;
const openDaySignUp = (customerId: number) => ({ id: OPEN_DAY, customerId, partnerCustomerId: null });

test('a registration answers a registration token of the new customer, kept hashed, living 5 minutes', async (t) => {
  const now = new Date('2026-06-01T10:00:00Z');
  const { app, openDb } = await createTestApp(t, { now: () => now });
  const marina = await register(app, 'marina@probe.example');
  assert.match(marina.registrationToken, /^[A-Za-z0-9_-]{43}$/);
  const stored = openDb()
    .prepare('SELECT customer_id, kind, expires FROM customer_tokens WHERE token_hash = ?')
    .get(hashToken(marina.registrationToken));
  assert.deepEqual(
    { ...stored },
    {
      customer_id: marina.id,
      kind: 'registration',
      expires: new Date(now.getTime() + TEMPORARY_LOGIN_MS).toISOString(),
    },
  );
});

test('with the registration token the new customer gets the activity with alreadyIn and signs up to a free one, with no cart token', async (t) => {
  const { app } = await createTestApp(t);
  const marina = await register(app, 'marina@probe.example');
  const before = await call(app, 'GET', detailFor(marina.id), undefined, marina.registrationToken);
  assert.deepEqual([before.status, before.body.alreadyIn], [200, false]);
  const signedUp = await call(
    app,
    'POST',
    `${ACTIVITIES}/inscription`,
    openDaySignUp(marina.id),
    marina.registrationToken,
  );
  assert.deepEqual(signedUp.body, { ok: true, model: [] });
  const after = await call(app, 'GET', detailFor(marina.id), undefined, marina.registrationToken);
  assert.equal(after.body.alreadyIn, true);
});

test('the registration token acts for its own customer only: another customer id answers 403 and nothing is written', async (t) => {
  const { app } = await createTestApp(t);
  const marina = await register(app, 'marina@probe.example');
  const pablo = await register(app, 'pablo@probe.example');
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const other of [pablo.id, ana.id, ana.children[0]!.id]) {
    const detail = await call(app, 'GET', detailFor(other), undefined, marina.registrationToken);
    assert.deepEqual([detail.status, detail.body.errorMsg], [403, 'Wrong access'], `detail of ${other}`);
    const signUp = await call(
      app,
      'POST',
      `${ACTIVITIES}/inscription`,
      openDaySignUp(other),
      marina.registrationToken,
    );
    assert.equal(signUp.status, 403, `sign-up of ${other}`);
  }
  const pablosDetail = await call(app, 'GET', detailFor(pablo.id), undefined, pablo.registrationToken);
  assert.equal(pablosDetail.body.alreadyIn, false);
});

test('a registration token stops working after 5 minutes: 401', async (t) => {
  let now = new Date('2026-06-01T10:00:00Z');
  const { app } = await createTestApp(t, { now: () => now });
  const marina = await register(app, 'marina@probe.example');
  now = new Date(now.getTime() + TEMPORARY_LOGIN_MS - 1000);
  assert.equal(
    (await call(app, 'GET', detailFor(marina.id), undefined, marina.registrationToken)).status,
    200,
  );
  now = new Date(now.getTime() + 1000);
  const late = await call(
    app,
    'POST',
    `${ACTIVITIES}/inscription`,
    openDaySignUp(marina.id),
    marina.registrationToken,
  );
  assert.deepEqual([late.status, late.body], [401, { ok: false, errorMsg: 'Unauthorized' }]);
  assert.equal(
    (await call(app, 'GET', detailFor(marina.id), undefined, marina.registrationToken)).status,
    401,
  );
});

test('without a token the new customer’s calls answer 401', async (t) => {
  const { app } = await createTestApp(t);
  const marina = await register(app, 'marina@probe.example');
  assert.equal((await call(app, 'GET', detailFor(marina.id))).status, 401);
  assert.equal((await call(app, 'POST', `${ACTIVITIES}/inscription`, openDaySignUp(marina.id))).status, 401);
});

test('the registration token is no session: the routes of a session answer 401 to it', async (t) => {
  const { app } = await createTestApp(t);
  const marina = await register(app, 'marina@probe.example');
  const refused: Array<[method: 'GET' | 'POST', url: string, body?: unknown]> = [
    ['GET', `/api/publiccustomerperiodicsales/customer-fees/${marina.id}`],
    ['POST', `/api/shop/pending-sales/${marina.id}`],
    ['GET', `/api/publicvouchers/list-by-customer/${marina.id}`],
    ['POST', '/api/publiccustomers/impersonate', { customerId: marina.id }],
  ];
  for (const [method, url, body] of refused) {
    const answer = await call(app, method, url, body, marina.registrationToken);
    assert.deepEqual([answer.status, answer.body], [401, { ok: false, errorMsg: 'Unauthorized' }], url);
  }
});

test('a session is still taken for the calls that take a registration token, the parent’s for a child too', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const child = ana.children[0]!;
  assert.equal((await call(app, 'GET', detailFor(child.id), undefined, ana.token)).status, 200);
  const signedUp = await call(app, 'POST', `${ACTIVITIES}/inscription`, openDaySignUp(child.id), ana.token);
  assert.deepEqual(signedUp.body, { ok: true, model: [] });
});
