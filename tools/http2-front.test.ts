// The benchmark's HTTP/2 front: it answers over HTTP/2 and TLS what the app behind it answers, its own files
// (the host's remotes.json naming the front's addresses) instead, and a bad request without stopping.
import assert from 'node:assert/strict';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { startHttp2Front } from './http2-front.ts';

const REMOTES = { mf_shop: 'https://localhost:8444/remoteEntry.js' };

const upstream = Fastify();
upstream.get('/main.js', (_request, reply) => reply.type('text/javascript').send('console.log("club");'));
upstream.get('/remotes.json', () => ({ mf_shop: 'http://localhost:8081/remoteEntry.js' }));
let front: Awaited<ReturnType<typeof startHttp2Front>> | undefined;

before(async () => {
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamPort = (upstream.server.address() as AddressInfo).port;
  front = await startHttp2Front([
    { port: 0, upstream: `http://127.0.0.1:${upstreamPort}`, files: { '/remotes.json': REMOTES } },
  ]);
});

after(async () => {
  await front?.stop();
  await upstream.close();
});

/** One GET over HTTP/2, trusting the front's self-signed certificate. */
function get(path: string): Promise<{ status: number; body: string }> {
  const session = http2.connect(`https://localhost:${front!.ports[0]}`, { rejectUnauthorized: false });
  return new Promise((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    stream.on('error', reject);
  });
}

test('the front answers over HTTP/2 what the app behind it serves', async () => {
  assert.deepEqual(await get('/main.js'), { status: 200, body: 'console.log("club");' });
});

test("the front answers its own remotes.json, naming the remotes' front addresses", async () => {
  const { status, body } = await get('/remotes.json');
  assert.equal(status, 200);
  assert.deepEqual(JSON.parse(body), REMOTES);
});

test("a bad request through the front gets the app's answer and the front keeps serving", async () => {
  assert.equal((await get('/%E0%A4%A')).status, 400);
  assert.equal((await get('/missing.js')).status, 404);
  assert.equal((await get('/main.js')).status, 200);
});
