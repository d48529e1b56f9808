// Who may frame the host's pages: the site itself and the origins the club's settings list (AppOrigins), read from
// the API by the host's server and named in each page's Content-Security-Policy.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { test, type TestContext } from 'node:test';
import Fastify from 'fastify';
import { createAppServer } from './app-server.ts';
import { APP_ORIGINS_TTL_MS, clubAppOrigins } from './club-app-origins.ts';

const APP_ORIGIN = 'https://app.club.test';

/** The frame-ancestors directive of an answer's Content-Security-Policy, or undefined when it has none. */
const frameAncestors = (answer: { headers: Record<string, string | string[] | number | undefined> }) =>
  String(answer.headers['content-security-policy'] ?? '')
    .split(/;\s*/)
    .find((directive) => directive.startsWith('frame-ancestors'));

/** An API double answering the club's settings with this AppOrigins list (or a status), counting the calls. */
async function settingsApi(t: TestContext, answer: { appOrigins?: unknown; status?: number }) {
  const api = Fastify();
  const calls = { count: 0 };
  api.get('/api/czconfigs/main-settings', (_request, reply) => {
    calls.count += 1;
    return reply
      .code(answer.status ?? 200)
      .send({ ok: true, data: { title: 'Club', AppOrigins: answer.appOrigins } });
  });
  api.get('/api/czconfigs/template', () => ({ ok: true, data: {} }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => api.close());
  return { url: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`, calls, answer };
}

/** The host's server over a folder with its page and a script, forwarding /api to `apiTarget`. */
async function hostServer(t: TestContext, apiTarget: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'club-app-origins-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Club</title>');
  fs.writeFileSync(path.join(root, 'main.js'), 'console.log("club");');
  const host = await createAppServer({
    root,
    host: { apiTarget },
    log: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  t.after(async () => {
    await host.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  return host;
}

test("every page of the host may be framed only by the site itself and the club's app origins", async (t) => {
  const api = await settingsApi(t, { appOrigins: [APP_ORIGIN] });
  const host = await hostServer(t, api.url);
  for (const url of ['/', '/link-account?token=abc', '/auto-login?token=abc', '/index.html', '/shop/12']) {
    const page = await host.inject({ url });
    assert.equal(page.statusCode, 200, url);
    assert.equal(frameAncestors(page), `frame-ancestors 'self' ${APP_ORIGIN}`, url);
  }
  // Scripts and the API's answers are no pages: they keep their own headers.
  assert.equal((await host.inject({ url: '/main.js' })).headers['content-security-policy'], undefined);
  const settings = await host.inject({ url: '/api/czconfigs/template' });
  assert.equal(settings.statusCode, 200);
  assert.equal(settings.headers['content-security-policy'], undefined);
});

test('a listed value that is not an origin never reaches the header', async (t) => {
  const api = await settingsApi(t, {
    appOrigins: [
      "https://evil.example; script-src 'unsafe-inline'",
      'https://app.club.test/path',
      'javascript:alert(1)',
      '*',
      42,
      APP_ORIGIN,
    ],
  });
  const host = await hostServer(t, api.url);
  const page = await host.inject({ url: '/' });
  assert.equal(frameAncestors(page), `frame-ancestors 'self' ${APP_ORIGIN}`);
  assert.doesNotMatch(String(page.headers['content-security-policy']), /evil\.example|javascript:|\/path/);
});

test('without an answer from the API the pages may be framed by the site itself only', async (t) => {
  const api = await settingsApi(t, { status: 500 });
  const host = await hostServer(t, api.url);
  assert.equal(frameAncestors(await host.inject({ url: '/' })), "frame-ancestors 'self'");
  const unreachable = await hostServer(t, 'http://127.0.0.1:1');
  assert.equal(frameAncestors(await unreachable.inject({ url: '/' })), "frame-ancestors 'self'");
});

test('the list is asked of the API once a minute, and a failed asking keeps the last one', async (t) => {
  let now = 1_000_000;
  const api = await settingsApi(t, { appOrigins: [APP_ORIGIN] });
  const appOrigins = clubAppOrigins(api.url, () => now);
  assert.deepEqual(await Promise.all([appOrigins(), appOrigins()]), [[APP_ORIGIN], [APP_ORIGIN]]);
  assert.equal(api.calls.count, 1, 'callers at the same time share one asking');
  now += APP_ORIGINS_TTL_MS - 1;
  await appOrigins();
  assert.equal(api.calls.count, 1);

  now += 1;
  api.answer.appOrigins = [APP_ORIGIN, 'https://partner.club.test'];
  assert.deepEqual(await appOrigins(), [APP_ORIGIN, 'https://partner.club.test']);
  assert.equal(api.calls.count, 2);

  now += APP_ORIGINS_TTL_MS;
  api.answer.status = 503;
  assert.deepEqual(await appOrigins(), [APP_ORIGIN, 'https://partner.club.test']);
  assert.equal(api.calls.count, 3);
  await appOrigins();
  assert.equal(
    api.calls.count,
    3,
    'an API that did not answer is asked again a minute later, not on every page',
  );
});
