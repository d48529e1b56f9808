import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Customer } from '@club/shared-contracts/entities';
import { DEMO_ACCOUNT_CUSTOMER } from '../db/seed-account.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../db/demo-club.ts';
import { call, createTestApp, lastLinkInOutbox, login, newCustomer } from '../test-support.ts';
import { ACCOUNT_TEXTS } from './publiccustomers-routes.ts';

const CUSTOMER = (id: number | string) => `/api/publiccustomers/${id}`;
const REMOVE = (id: number | string) => `/api/publiccustomers/remove/${id}`;
const CAUTH = '/api/publiccustomers/cauth';
const IMPERSONATE = '/api/publiccustomers/impersonate';

const { ana, bruno, lucas, sofia } = DEMO_CUSTOMERS;
const carla = { email: DEMO_ACCOUNT_CUSTOMER.email, password: DEMO_PASSWORD };

describe('GET /api/publiccustomers/{id}', () => {
  test("answers the same record as the account page's call", async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const answer = await call(app, 'GET', CUSTOMER(session.id), undefined, session.token);
    assert.equal(answer.status, 200);
    const academy = await call(
      app,
      'GET',
      `/api/publicacademycustomers/${session.id}`,
      undefined,
      session.token,
    );
    assert.deepEqual(answer.body, academy.body);
    assert.equal((answer.body.model as Customer).name, ana.name);
  });

  test('no token answers 401, a foreign or unknown id 403, a malformed id 400', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const other = await login(app, bruno);
    assert.equal((await call(app, 'GET', CUSTOMER(session.id))).status, 401);
    assert.equal((await call(app, 'GET', CUSTOMER(other.id), undefined, session.token)).status, 403);
    assert.equal((await call(app, 'GET', CUSTOMER(999_999), undefined, session.token)).status, 403);
    for (const id of ['abc', '0', '1.5', '-4']) {
      assert.equal((await call(app, 'GET', CUSTOMER(id), undefined, session.token)).status, 400, id);
    }
  });
});

describe('DELETE /api/publiccustomers/remove/{customerId}', () => {
  test('a deleted account can no longer log in, its session ends and its e-mail can register again', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const session = await login(app, carla);
    const removed = await call(app, 'DELETE', REMOVE(session.id), undefined, session.token);
    assert.deepEqual(removed.body, { ok: true });

    const cauth = await call(app, 'POST', CAUTH, carla);
    assert.deepEqual(cauth.body, { ok: false, errorMsg: ACCOUNT_TEXTS.invalidLogin, redirect: false });
    assert.equal((await call(app, 'GET', CUSTOMER(session.id), undefined, session.token)).status, 401);
    assert.equal(
      (await call(app, 'GET', `/api/publicpaymentmethods/token-list/${session.id}`, undefined, session.token))
        .status,
      401,
    );

    // The personal data is erased; the row stays for the club's sales and bookings.
    const row = openDb()
      .prepare('SELECT name, email, phone, password_hash, deleted FROM customers WHERE id = ?')
      .get(session.id) as Record<string, unknown>;
    assert.deepEqual(
      { ...row, deleted: typeof row.deleted },
      {
        name: '',
        email: null,
        phone: '',
        password_hash: null,
        deleted: 'string',
      },
    );
    const cards = openDb()
      .prepare('SELECT COUNT(*) AS n FROM card_tokens WHERE customer_id = ?')
      .get(session.id);
    assert.deepEqual({ ...cards }, { n: 0 });

    const again = await call(app, 'POST', '/api/publiccustomers/register', newCustomer(carla.email));
    assert.equal(again.body.ok, true, JSON.stringify(again.body));
    assert.ok(lastLinkInOutbox(openDb(), carla.email, 'activate'));
  });

  test("deleting a parent's account deletes its child profiles too", async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const child = session.children[0]!;
    const childSession = await call(app, 'POST', IMPERSONATE, { customerId: child.id }, session.token);
    assert.equal(childSession.status, 200);
    assert.deepEqual((await call(app, 'DELETE', REMOVE(session.id), undefined, session.token)).body, {
      ok: true,
    });

    assert.equal((await call(app, 'POST', CAUTH, ana)).body.ok, false);
    const childToken = childSession.body.token as string;
    assert.equal((await call(app, 'GET', CUSTOMER(child.id), undefined, childToken)).status, 401);
  });

  test('a parent deletes one child profile; the other stays and the deleted one cannot be reached', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const lucasRef = session.children.find((child) => child.name === lucas.name)!;
    assert.deepEqual((await call(app, 'DELETE', REMOVE(lucasRef.id), undefined, session.token)).body, {
      ok: true,
    });

    const after = await login(app, ana);
    assert.deepEqual(
      after.children.map((child) => child.name),
      [sofia.name],
    );
    assert.equal((await call(app, 'GET', CUSTOMER(lucasRef.id), undefined, after.token)).status, 403);
    assert.equal(
      (await call(app, 'POST', IMPERSONATE, { customerId: lucasRef.id }, after.token)).status,
      403,
    );
    assert.equal((await call(app, 'DELETE', REMOVE(lucasRef.id), undefined, after.token)).status, 403);
  });

  test('no token answers 401, a foreign or unknown id 403 and deletes nothing, a malformed id 400', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const other = await login(app, bruno);
    assert.equal((await call(app, 'DELETE', REMOVE(other.id))).status, 401);
    const foreign = await call(app, 'DELETE', REMOVE(other.id), undefined, session.token);
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.ok, false);
    assert.equal((await call(app, 'DELETE', REMOVE(999_999), undefined, session.token)).status, 403);
    for (const id of ['me', '0', '2.5', ' ']) {
      assert.equal((await call(app, 'DELETE', REMOVE(id), undefined, session.token)).status, 400, id);
    }
    assert.equal((await login(app, bruno)).name, bruno.name);
  });
});
