import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { hashToken } from './token-repository.ts';

const VOUCHERS_OF = (id: number) => `/api/publicvouchers/list-by-customer/${id}`;
const HOUR_MS = 60 * 60 * 1000;

test('a token stops working when it expires (tokenTtlHours and the clock)', async (t) => {
  let now = new Date('2026-06-01T10:00:00Z');
  const { app } = await createTestApp(t, { tokenTtlHours: 2, now: () => now });
  const session = await login(app, DEMO_CUSTOMERS.bruno);
  assert.equal(session.expiry, '2026-06-01T12:00:00.000Z');
  now = new Date(now.getTime() + HOUR_MS);
  assert.equal((await call(app, 'GET', VOUCHERS_OF(session.id), undefined, session.token)).status, 200);
  now = new Date(now.getTime() + HOUR_MS);
  const expired = await call(app, 'GET', VOUCHERS_OF(session.id), undefined, session.token);
  assert.deepEqual([expired.status, expired.body], [401, { ok: false, errorMsg: 'Unauthorized' }]);
});

test('missing, malformed and unknown bearer tokens answer 401', async (t) => {
  const { app } = await createTestApp(t);
  const session = await login(app, DEMO_CUSTOMERS.bruno);
  const headers: Array<Record<string, string>> = [
    {},
    { authorization: session.token },
    { authorization: `Basic ${session.token}` },
    { authorization: 'Bearer not-a-real-token' },
    { authorization: `Bearer ${'x'.repeat(5000)}` },
  ];
  for (const header of headers) {
    const response = await app.inject({ method: 'GET', url: VOUCHERS_OF(session.id), headers: header });
    assert.equal(response.statusCode, 401, JSON.stringify(header).slice(0, 60));
    assert.deepEqual(response.json(), { ok: false, errorMsg: 'Unauthorized' });
  }
});

test('tokens are stored hashed, never in clear', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const session = await login(app, DEMO_CUSTOMERS.bruno);
  const db = openDb();
  const stored = db
    .prepare('SELECT token_hash FROM customer_tokens WHERE customer_id = ?')
    .all(session.id) as Array<{
    token_hash: string;
  }>;
  assert.deepEqual(
    stored.map((row) => row.token_hash),
    [hashToken(session.token)],
  );
  const password = db.prepare('SELECT password_hash FROM customers WHERE id = ?').get(session.id) as {
    password_hash: string;
  };
  assert.match(password.password_hash, /^scrypt\$/);
  assert.ok(!password.password_hash.includes(DEMO_CUSTOMERS.bruno.password));
});

test('a parent may act for its children but not for other customers', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  for (const child of ana.children) {
    assert.equal((await call(app, 'GET', VOUCHERS_OF(child.id), undefined, ana.token)).status, 200);
    const foreign = await call(app, 'GET', VOUCHERS_OF(child.id), undefined, bruno.token);
    assert.deepEqual([foreign.status, foreign.body], [403, { ok: false, errorMsg: 'Wrong access' }]);
  }
  assert.equal((await call(app, 'GET', VOUCHERS_OF(bruno.id), undefined, ana.token)).status, 403);
});
