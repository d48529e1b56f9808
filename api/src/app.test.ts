import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES, buildApp } from './app.ts';
import { DEMO_APP_ORIGIN, DEMO_CUSTOMERS, DEMO_SITE_ORIGINS } from './db/demo-club.ts';
import { ERROR_TEXTS } from './http/errors.ts';
import { call, createTestApp, login } from './test-support.ts';

test('a new database is migrated and seeded once; reopening keeps its data', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'club-api-fresh-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'nested', 'club.sqlite');
  const first = await buildApp({ databasePath });
  const model = await login(first, DEMO_CUSTOMERS.ana);
  await first.close();

  const second = await buildApp({ databasePath });
  const again = await login(second, DEMO_CUSTOMERS.ana);
  assert.equal(again.id, model.id);
  await second.close();

  const db = new DatabaseSync(databasePath);
  const customers = db
    .prepare('SELECT COUNT(*) AS n FROM customers WHERE email = ?')
    .get(DEMO_CUSTOMERS.ana.email) as {
    n: number;
  };
  db.close();
  assert.equal(customers.n, 1);
});

test('every answer carries the CzVersion header, including errors and 404s', async (t) => {
  const { app } = await createTestApp(t, { storageVersion: '7' });
  const responses = await Promise.all([
    app.inject({ url: '/api/czconfigs/main-settings' }),
    app.inject({ url: '/api/nothing-here' }),
    app.inject({ method: 'POST', url: '/api/publiccomms/info-request', payload: {} }),
    app.inject({ url: '/api/publicvouchers/list-by-customer/1' }),
    app.inject({ url: '/uploads/club-logo.svg' }),
  ]);
  for (const response of responses) assert.equal(response.headers['czversion'], '7', response.raw.req.url);
});

test('every answer, a malformed address too, is read only as its type says and tells other origins only the origin', async (t) => {
  const { app } = await createTestApp(t);
  const responses = await Promise.all([
    app.inject({ url: '/api/czconfigs/main-settings' }),
    app.inject({ url: '/api/nothing-here' }),
    app.inject({ method: 'POST', url: '/api/publiccomms/info-request', payload: {} }),
    app.inject({ url: '/uploads/club-logo.svg' }),
    app.inject({ url: '/api/products/%E0%A4%A' }),
  ]);
  for (const response of responses) {
    assert.equal(response.headers['x-content-type-options'], 'nosniff', response.raw.req.url);
    assert.equal(
      response.headers['referrer-policy'],
      'strict-origin-when-cross-origin',
      response.raw.req.url,
    );
  }
});

test('the storage version defaults to "1"', async (t) => {
  const { app } = await createTestApp(t);
  assert.equal((await app.inject({ url: '/api/czconfigs/template' })).headers['czversion'], '1');
});

test('an unknown route answers 404 Not found', async (t) => {
  const { app } = await createTestApp(t);
  for (const [method, url] of [
    ['GET', '/api/unknown'],
    ['POST', '/api/czconfigs/main-settings'],
    ['DELETE', '/api/publiccustomers/cauth'],
  ] as const) {
    const response = await app.inject({ method, url });
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { ok: false, errorMsg: 'Not found' });
  }
});

/** A CORS preflight of a login from a page of this origin. */
const preflightFrom = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/publiccustomers/cauth',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,czversion,czorigin,content-type,accept',
    },
  });

test("CORS admits the club's site and app origins with the bearer, version and origin headers, and lets them read CzVersion", async (t) => {
  const { app } = await createTestApp(t);
  for (const origin of [...DEMO_SITE_ORIGINS, DEMO_APP_ORIGIN]) {
    const preflight = await preflightFrom(app, origin);
    assert.equal(preflight.statusCode, 204, origin);
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
    assert.match(String(preflight.headers.vary), /origin/i, 'a cache keeps one answer per origin');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const header of ['authorization', 'czversion', 'czorigin', 'content-type', 'accept']) {
      assert.ok(allowed.includes(header), header);
    }
    const simple = await app.inject({ url: '/api/czconfigs/template', headers: { origin } });
    assert.equal(simple.headers['access-control-allow-origin'], origin);
    assert.match(String(simple.headers['access-control-expose-headers']), /CzVersion/i);
  }
});

test("CORS refuses an origin the club's settings do not list: its answers carry no Access-Control-Allow-Origin", async (t) => {
  const { app } = await createTestApp(t);
  for (const origin of [
    'https://evil.example',
    'http://localhost:3001',
    'null',
    `${DEMO_APP_ORIGIN}.evil.example`,
  ]) {
    const preflight = await preflightFrom(app, origin);
    assert.notEqual(preflight.statusCode, 204, origin);
    assert.equal(preflight.headers['access-control-allow-origin'], undefined, origin);
    assert.equal(preflight.headers['access-control-allow-headers'], undefined, origin);
    const simple = await app.inject({ url: '/api/czconfigs/template', headers: { origin } });
    assert.equal(simple.statusCode, 200, 'the API answers; the browser keeps the answer from the page');
    assert.equal(simple.headers['access-control-allow-origin'], undefined, origin);
  }
});

test('a request without an Origin (the same origin, a server) is answered as always', async (t) => {
  const { app } = await createTestApp(t);
  const settings = await app.inject({ url: '/api/czconfigs/main-settings' });
  assert.equal(settings.statusCode, 200);
  assert.equal(settings.headers['access-control-allow-origin'], undefined);
  const model = await login(app, DEMO_CUSTOMERS.ana);
  assert.ok(model.token);
});

test("a site origin added to the club's settings is admitted from the next request", async (t) => {
  const { app, openDb } = await createTestApp(t);
  const origin = 'https://www.myclub.example';
  assert.equal((await preflightFrom(app, origin)).headers['access-control-allow-origin'], undefined);
  openDb().prepare('INSERT INTO club_site_origins (club_id, origin) VALUES (1, ?)').run(origin);
  assert.equal((await preflightFrom(app, origin)).headers['access-control-allow-origin'], origin);
});

test('a body over the limit answers 413, broken JSON 400 and an unknown content type 415', async (t) => {
  const { app } = await createTestApp(t);
  const huge = await app.inject({
    method: 'POST',
    url: '/api/publiccomms/info-request',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'a@b.es', question: 'x'.repeat(BODY_LIMIT_BYTES) }),
  });
  assert.equal(huge.statusCode, 413);
  assert.equal(huge.json<{ ok: boolean }>().ok, false);
  const broken = await app.inject({
    method: 'POST',
    url: '/api/publiccustomers/cauth',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "ana@club.test", ',
  });
  assert.equal(broken.statusCode, 400);
  assert.equal(broken.json<{ ok: boolean }>().ok, false);
  const text = await app.inject({
    method: 'POST',
    url: '/api/publiccustomers/cauth',
    headers: { 'content-type': 'application/xml' },
    payload: '<email>ana</email>',
  });
  assert.equal(text.statusCode, 415);
  assert.equal(text.json<{ ok: boolean }>().ok, false);
  // Fastify parses text/plain itself; the body schema then refuses the string.
  const plain = await app.inject({
    method: 'POST',
    url: '/api/publiccustomers/cauth',
    headers: { 'content-type': 'text/plain' },
    payload: 'email=ana',
  });
  assert.equal(plain.statusCode, 400);
});

/**
 * Posts `size` bytes over a real connection, the way a browser or curl sends them, and reads the answer; rejects when
 * the connection breaks before the whole body is sent (EPIPE, a reset) or the answer read.
 */
function postOverSocket(port: number, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answer: { status: number; body: string } | undefined;
    let sent = false;
    const settle = () => {
      if (answer && sent) resolve(answer);
    };
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/publiccomms/info-request',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': size },
      },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
        incoming.on('end', () => {
          answer = { status: incoming.statusCode!, body };
          settle();
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.on('finish', () => {
      sent = true;
      settle();
    });
    outgoing.end(Buffer.alloc(size, ' '));
  });
}

test('a body over the limit sent over a real connection is answered 413 with its message, never a reset', async (t) => {
  const { app } = await createTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  for (const size of [1024 * 1024, 8 * 1024 * 1024, BODY_LIMIT_BYTES + 1]) {
    const answer = await postOverSocket(port, size);
    assert.equal(answer.status, 413, `${size} bytes`);
    assert.deepEqual(JSON.parse(answer.body), { ok: false, errorMsg: ERROR_TEXTS.tooLarge });
  }
});

test('no route answers 500 to bad input', async (t) => {
  const { app } = await createTestApp(t);
  const session = await login(app, DEMO_CUSTOMERS.ana);
  const posts = [
    '/api/publiccustomers/cauth',
    '/api/publiccustomers/register',
    '/api/publiccustomers/activate',
    '/api/publiccustomers/reset-password-request-cz',
    '/api/publiccustomers/reset-password-cz',
    '/api/publiccustomers/reset-password-by-old-json',
    '/api/publiccustomers/impersonate',
    '/api/publiccomms/info-request',
  ];
  const payloads: unknown[] = [
    null,
    [],
    'text',
    42,
    { customerId: null, email: null, password: null, token: null },
    { customerId: '1 OR 1=1', email: "' OR 1=1 --", password: {}, token: [] },
    { email: 'a@b.es'.repeat(1000), question: '\u0000'.repeat(10) },
  ];
  for (const url of posts) {
    for (const payload of payloads) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
        payload: JSON.stringify(payload),
      });
      assert.ok(
        response.statusCode < 500,
        `${url} ${JSON.stringify(payload).slice(0, 40)} -> ${response.statusCode}`,
      );
      const body = response.json<{ ok: unknown; errorMsg?: unknown }>();
      assert.equal(typeof body.ok, 'boolean');
      if (response.statusCode >= 400) assert.equal(typeof body.errorMsg, 'string');
    }
  }
  const gets = [
    '/api/cztextblocks/list-with-users?count=1&count=2',
    '/api/fileuploads/open-list?parentId=1e400',
    '/%E0%A4%A',
  ];
  for (const url of gets) {
    const answer = await call(app, 'GET', url);
    assert.ok(answer.status >= 400 && answer.status < 500, `${url} -> ${answer.status}`);
  }
});
