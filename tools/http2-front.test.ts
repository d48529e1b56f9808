// The benchmark's HTTP/2 front: it answers over HTTP/2 and TLS what the app behind it answers, headers included, and
// a bad request without stopping.
import assert from 'node:assert/strict';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { startHttp2Front } from './http2-front.ts';

const POLICY = "script-src 'self' https://localhost:8444";

const upstream = Fastify();
upstream.get('/main.js', (_request, reply) => reply.type('text/javascript').send('console.log("club");'));
upstream.get('/', (_request, reply) =>
  reply.type('text/html').header('content-security-policy', POLICY).send('<p>'),
);
let front: Awaited<ReturnType<typeof startHttp2Front>> | undefined;

before(async () => {
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamPort = (upstream.server.address() as AddressInfo).port;
  front = await startHttp2Front([{ port: 0, upstream: `http://127.0.0.1:${upstreamPort}` }]);
});

after(async () => {
  await front?.stop();
  await upstream.close();
});

/** One GET over HTTP/2, trusting the front's self-signed certificate. */
function get(path: string): Promise<{ status: number; body: string; policy?: string }> {
  const session = http2.connect(`https://localhost:${front!.ports[0]}`, { rejectUnauthorized: false });
  return new Promise((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    let policy: string | undefined;
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
      policy = headers['content-security-policy'] as string | undefined;
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, body, ...(policy ? { policy } : {}) });
    });
    stream.on('error', reject);
  });
}

test('the front answers over HTTP/2 what the app behind it serves', async () => {
  assert.deepEqual(await get('/main.js'), { status: 200, body: 'console.log("club");' });
});

test("the front passes on the app's Content-Security-Policy, which names the remotes' front addresses", async () => {
  assert.deepEqual(await get('/'), { status: 200, body: '<p>', policy: POLICY });
});

test("a bad request through the front gets the app's answer and the front keeps serving", async () => {
  assert.equal((await get('/%E0%A4%A')).status, 400);
  assert.equal((await get('/missing.js')).status, 404);
  assert.equal((await get('/main.js')).status, 200);
});
