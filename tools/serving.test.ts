// The serving process of `npm start` (site.ts, app-server.ts) on small built apps and the real club API: caching,
// compression, CORS, the host's fallback and forwarding, and a corpus of bad requests that must not stop it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { apiPort, apps, remotes } from './apps.mjs';
import { DEMO_APP_ORIGIN } from '../api/src/db/demo-club.ts';
import { CACHE_CONTROL, PAYMENT_PROVIDER_ORIGINS } from './serving-policy.ts';
import { createAppServer } from './app-server.ts';
import { startSite, type Site } from './site.ts';

/** Outside every app's folder: no request may read it. */
const SECRET = 'SECRET-OUTSIDE-THE-APP';
/** Big enough to be worth compressing. */
const MAIN_JS = `console.log(${JSON.stringify('club '.repeat(1000))});\n`;
/** A deployment's own remotes.json. */
const REMOTES = {
  mf_shop: {
    entry: 'https://shop.cdn.club.example/remoteEntry.js',
    serverEntry: 'https://shop-server.club.example/remoteEntry.js',
  },
};
/** The host page's own inline script (the template preload in the real one). */
const INLINE_SCRIPT = 'document.documentElement.dataset.club = "yes";';

const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-'));
const logged: string[] = [];
/** The site under test, on ports the system picks. */
let site: Site | undefined;
let hostPort = 0;
let remotePort = 0;

/** A built app's folder with the kinds of files a build leaves, and folders beside it that must stay unreachable. */
function writeApp(dir: string, files: Record<string, string>): void {
  const dist = path.join(workspace, dir, 'dist');
  // Each app's build for the host's server, beside its browser build.
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server', dir === 'host' ? 'server.cjs' : 'remoteEntry.js'), MAIN_JS);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
  // A file whose reading fails inside the request (a link to itself): the one request answers 500.
  fs.symlinkSync('loop.js', path.join(dist, 'loop.js'));
  fs.mkdirSync(path.join(workspace, dir, 'dist-old'));
  fs.writeFileSync(path.join(workspace, dir, 'dist-old', 'secret'), SECRET);
  fs.writeFileSync(path.join(workspace, dir, 'secret'), SECRET);
}

before(async () => {
  for (const app of apps) {
    writeApp(
      app.dir,
      app.name === 'host'
        ? {
            'index.html': `<!doctype html><title>Club</title><script>${INLINE_SCRIPT}</script><script src="/main.js"></script>`,
            'main.js': MAIN_JS,
            'club.0123abcd.js': MAIN_JS,
            'club.0123abcd.js.map': '{}',
            'club.4567cdef.css': 'body{}',
            'config.json': '{}',
            'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${'club '.repeat(400)}</title></svg>`,
            'photo.png': 'png '.repeat(1000),
            'remotes.json': '{"built":"config"}',
          }
        : {
            'remoteEntry.js': MAIN_JS,
            'fonts.0123abcd.css': `/* ${app.name} */`,
            '1234.89abcdef.js': MAIN_JS,
          },
    );
  }
  site = await startSite({
    ports: 'free',
    appsRoot: workspace,
    databasePath: path.join(workspace, 'club.sqlite'),
    remotes: REMOTES,
    log: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    }),
  });
  hostPort = site.ports[apps[0]!.dir]!;
  remotePort = site.ports[remotes[0]!.dir]!;
});

after(async () => {
  await site?.stop();
  fs.rmSync(workspace, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (no decompression, no added Accept-Encoding). */
function request(
  port: number,
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Sends raw bytes on a new connection and reads until the server closes it or a whole answer has come. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const finish = () => {
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    };
    socket.setTimeout(5000, finish);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const [head, body = ''] = text.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head ?? '')?.[1];
      if (length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('error', finish);
    socket.write(bytes, 'latin1');
  });
}

/** Whether anything on this machine accepts a connection on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The listening servers of this process. */
const listeners = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'TCPServerWrap').length;

/** An answer's JSON body. */
const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

const get = (pathname: string) => `GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

test('hashed files are cached for a year; pages, configs and entries are checked each time', async () => {
  const expectations: [number, string, string][] = [
    [hostPort, '/club.0123abcd.js', CACHE_CONTROL.hashed],
    [hostPort, '/club.0123abcd.js.map', CACHE_CONTROL.hashed],
    [hostPort, '/club.4567cdef.css', CACHE_CONTROL.hashed],
    [remotePort, '/1234.89abcdef.js', CACHE_CONTROL.hashed],
    [hostPort, '/', CACHE_CONTROL.revalidated],
    [hostPort, '/index.html', CACHE_CONTROL.revalidated],
    [hostPort, '/main.js', CACHE_CONTROL.revalidated],
    [hostPort, '/config.json', CACHE_CONTROL.revalidated],
    [hostPort, '/remotes.json', CACHE_CONTROL.revalidated],
    [remotePort, '/remoteEntry.js', CACHE_CONTROL.revalidated],
  ];
  for (const [port, pathname, cacheControl] of expectations) {
    const answer = await request(port, pathname);
    assert.equal(answer.status, 200, pathname);
    assert.equal(answer.headers['cache-control'], cacheControl, pathname);
  }
  const first = await request(hostPort, '/main.js');
  const etag = first.headers.etag;
  assert.ok(etag, 'a revalidated file carries an ETag');
  const again = await request(hostPort, '/main.js', { headers: { 'If-None-Match': etag } });
  assert.equal(again.status, 304);
});

test("a remote serves its server entry to the host's server; the host keeps its own server build to itself", async () => {
  assert.equal((await request(remotePort, '/server/remoteEntry.js')).status, 200);
  assert.equal((await request(hostPort, '/server/server.cjs')).status, 404);
});

test('text is compressed with brotli when the browser takes it, else gzip, else sent as it is', async () => {
  const brotli = await request(hostPort, '/main.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(brotli.body).toString(), MAIN_JS);
  assert.ok(brotli.body.length < MAIN_JS.length / 4);
  assert.match(String(brotli.headers.vary), /accept-encoding/i);
  const gzip = await request(remotePort, '/remoteEntry.js', { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gzip.body).toString(), MAIN_JS);
  const svg = await request(hostPort, '/logo.svg', { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(svg.headers['content-encoding'], 'br', 'an SVG is text');
  const photo = await request(hostPort, '/photo.png', { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(photo.headers['content-encoding'], undefined, 'an image format compresses itself');
  const plain = await request(hostPort, '/main.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), MAIN_JS);
});

test("the remotes' files are open to other origins, the host's pages are not", async () => {
  for (const remote of remotes) {
    const styles = await request(site!.ports[remote.dir]!, '/fonts.0123abcd.css', {
      headers: { Origin: `http://localhost:${hostPort}` },
    });
    assert.equal(styles.headers['access-control-allow-origin'], '*', remote.dir);
    assert.equal(styles.body.toString(), `/* ${remote.name} */`);
  }
  for (const pathname of ['/', '/shop', '/main.js', '/remotes.json']) {
    const answer = await request(hostPort, pathname, { headers: { Origin: 'http://elsewhere.example' } });
    assert.equal(answer.headers['access-control-allow-origin'], undefined, pathname);
  }
});

test("the host answers its pages with index.html, a missing file with 404, and serves the deployment's remotes", async () => {
  for (const pathname of ['/shop', '/shop/12?type=6', '/account/orders/']) {
    const answer = await request(hostPort, pathname);
    assert.equal(answer.status, 200, pathname);
    assert.match(answer.body.toString(), /<title>Club<\/title>/, pathname);
    assert.equal(answer.headers['cache-control'], CACHE_CONTROL.revalidated);
  }
  for (const pathname of ['/missing.js', '/club.00000000.css']) {
    assert.equal((await request(hostPort, pathname)).status, 404, pathname);
  }
  assert.equal((await request(remotePort, '/shop')).status, 404, 'a remote has no pages');
  assert.deepEqual(json(await request(hostPort, '/remotes.json')), REMOTES);
});

test("the host forwards /api with bodies unchanged, and a body too large for the API gets the API's 413", async () => {
  const jsonBody = { 'Content-Type': 'application/json' };
  const question = {
    name: 'Marina',
    email: 'marina@example.com',
    question: 'Do you have lessons for children?',
  };
  const accepted = await request(hostPort, '/api/publiccomms/info-request', {
    method: 'POST',
    headers: jsonBody,
    body: JSON.stringify(question),
  });
  assert.equal(accepted.status, 200, accepted.body.toString());
  const tooLarge = JSON.stringify({ ...question, question: 'x'.repeat(1024 * 1024) });
  for (const headers of [jsonBody, { ...jsonBody, 'Transfer-Encoding': 'chunked' }]) {
    for (const pathname of ['/api/publiccomms/info-request', '/api/publiccustomers/register']) {
      const refused = await request(hostPort, pathname, { method: 'POST', headers, body: tooLarge });
      assert.equal(refused.status, 413, pathname);
      assert.equal(json(refused).errorMsg, 'The request is too large');
    }
  }
  const direct = await request(Number(new URL(site!.apiUrl).port), '/api/publiccomms/info-request', {
    method: 'POST',
    headers: jsonBody,
    body: tooLarge,
  });
  assert.equal(direct.status, 413, 'the same answer as the API itself');
});

test('every answer of the host, the remotes and the API, forwarded or not, says nosniff and the referrer policy', async () => {
  const apiPort = Number(new URL(site!.apiUrl).port);
  const answers: [number, string][] = [
    [hostPort, '/'],
    [hostPort, '/shop/12'],
    [hostPort, '/main.js'],
    [hostPort, '/club.4567cdef.css'],
    [hostPort, '/remotes.json'],
    [hostPort, '/missing.js'],
    [hostPort, '/api/czconfigs/main-settings'],
    [hostPort, '/api/nothing-here'],
    [hostPort, '/uploads/club-logo.svg'],
    [remotePort, '/remoteEntry.js'],
    [remotePort, '/missing.js'],
    [apiPort, '/api/czconfigs/main-settings'],
    [apiPort, '/uploads/club-logo.svg'],
  ];
  for (const [port, pathname] of answers) {
    const answer = await request(port, pathname);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', `${port} ${pathname}`);
    assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${port} ${pathname}`);
  }
  const refused = await rawRequest(hostPort, get(`/?q=${'a'.repeat(20 * 1024)}`));
  assert.match(refused.text, /x-content-type-options: nosniff/i, 'a request refused before any route too');
});

/** A Content-Security-Policy's directives, by name. */
function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test("the host's pages allow scripts only from the site, its remotes, its own inline script and the payment providers", async () => {
  const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
  for (const pathname of ['/', '/shop/12', '/index.html', '/link-account?token=abc']) {
    const policy = directives((await request(hostPort, pathname)).headers['content-security-policy']);
    const scripts = policy.get('script-src') ?? [];
    assert.deepEqual(scripts.slice(0, 3), ["'self'", 'https://shop.cdn.club.example', inlineHash], pathname);
    assert.ok(scripts.includes('https://js.stripe.com') && scripts.includes('https://checkout.razorpay.com'));
    for (const source of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:']) {
      assert.ok(!scripts.includes(source), `${pathname}: no ${source} script`);
    }
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'", 'https://shop.cdn.club.example']);
    assert.deepEqual(policy.get('frame-ancestors'), ["'self'", DEMO_APP_ORIGIN]);
    for (const [provider, origins] of Object.entries(PAYMENT_PROVIDER_ORIGINS)) {
      for (const [directive, sources] of Object.entries(origins)) {
        for (const source of sources) {
          assert.ok(policy.get(directive)?.includes(source), `${provider}: ${directive} ${source}`);
        }
      }
    }
  }
  for (const [port, pathname] of [
    [hostPort, '/main.js'],
    [hostPort, '/api/czconfigs/main-settings'],
    [remotePort, '/remoteEntry.js'],
  ] as const) {
    const answer = await request(port, pathname);
    assert.equal(answer.headers['content-security-policy'], undefined, `${pathname} is no page`);
  }
});

test("a host whose config.json names another API origin lets its pages reach it, and its remotes.json's origins", async (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-api-origin-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Club</title>');
  fs.writeFileSync(path.join(root, 'config.json'), '{ "apiOrigin": "https://api.myclub.example/" }');
  fs.writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      mf_shop: {
        entry: 'https://cdn.example/shop/remoteEntry.js',
        serverEntry: 'https://internal.example/shop/remoteEntry.js',
      },
    }),
  );
  const host = await createAppServer({
    root,
    host: { apiTarget: 'http://127.0.0.1:1' },
    log: new Writable({ write: (_c, _e, done) => done() }),
  });
  t.after(() => host.close());
  const policy = directives((await host.inject({ url: '/' })).headers['content-security-policy']);
  for (const directive of ['script-src', 'img-src', 'connect-src', 'frame-src', 'form-action']) {
    assert.ok(policy.get(directive)?.includes('https://api.myclub.example'), directive);
  }
  assert.deepEqual(policy.get('script-src')?.slice(0, 3), [
    "'self'",
    'https://cdn.example',
    'https://api.myclub.example',
  ]);
});

test('an address of 20 KB answers 431 with a message', async () => {
  const answer = await rawRequest(hostPort, get(`/api/czconfigs/list?q=${'a'.repeat(20 * 1024)}`));
  assert.equal(answer.status, 431);
  assert.match(answer.text, /"errorMsg":"The request is too large"/);
});

/** Requests that must each be refused, never answered with a file from outside the app nor stop the process. */
const badPaths = [
  '/%E0%A4%A',
  '/%',
  '/%zz',
  '/%E0%A4%A.js',
  '/shop/%C0%AF',
  '/%FF%FE',
  '/../secret',
  '/../../secret',
  '/..%2fsecret',
  '/%2e%2e/secret',
  '/%2e%2e%2fsecret',
  '/%2E%2E%2Fsecret',
  '/..%5csecret',
  '/..\\secret',
  '/%5c..%5csecret',
  '/../dist-old/secret',
  '/%2e%2e/dist-old/secret',
  '/..%2fdist-old%2fsecret',
  '/./../secret',
  '/.%2e/secret',
  '//../secret',
  '/index.html/../../secret',
  '/index.html%00.js',
  '/%00',
  '/api/%E0%A4%A',
  '/uploads/%2e%2e/%2e%2e/secret',
];

/** Requests broken at the protocol level. */
const badRequests = [
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
  'POST /api/publiccomms/info-request HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n\r\n`,
  'GET /\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\nX-Nul: a\u0000b\r\n\r\n',
];

test('no bad request stops the site: each is refused alone, and every app and the API still answer', async () => {
  let sent = 0;
  for (const port of [hostPort, remotePort]) {
    for (const pathname of badPaths) {
      const answer = await rawRequest(port, get(pathname));
      assert.ok([400, 404].includes(answer.status), `${pathname} on ${port}: ${answer.text.slice(0, 200)}`);
      assert.ok(!answer.text.includes(SECRET), `${pathname} on ${port} read a file outside the app`);
      sent += 1;
    }
    for (const bytes of badRequests) {
      const answer = await rawRequest(port, bytes);
      assert.ok(
        [400, 431].includes(answer.status),
        `${JSON.stringify(bytes.slice(0, 60))} on ${port}: ${answer.text.slice(0, 200)}`,
      );
      sent += 1;
    }
  }
  assert.ok(sent >= 30);

  for (const app of apps) {
    const answer = await request(site!.ports[app.dir]!, app.name === 'host' ? '/' : '/remoteEntry.js');
    assert.equal(answer.status, 200, `${app.dir} still answers`);
  }
  const throughHost = await request(hostPort, '/api/czconfigs/list');
  assert.notEqual(throughHost.status, 502, 'the API still answers through the host');
  assert.equal(typeof json(throughHost).ok, 'boolean', 'an answer of the API');
});

test('an error inside one request answers 500 for it alone and is logged', async () => {
  const before = logged.length;
  const broken = await request(hostPort, '/loop.js');
  assert.equal(broken.status, 500);
  assert.equal(json(broken).errorMsg, 'Technical problems');
  assert.ok(
    logged.slice(before).some((line) => line.includes('request failed') && line.includes('ELOOP')),
    'the error is logged',
  );
  assert.equal((await request(hostPort, '/main.js')).status, 200, 'the next request is served');
});

test('on free ports the host names its remotes where they listen, and each entry it names, browser and server, answers', async () => {
  const own = await startSite({
    ports: 'free',
    appsRoot: workspace,
    databasePath: path.join(workspace, 'unused.sqlite'),
    apiUrl: site!.apiUrl,
  });
  try {
    const config = json(await request(own.ports[apps[0]!.dir]!, '/remotes.json'));
    assert.deepEqual(Object.keys(config).sort(), remotes.map((remote) => remote.name).sort());
    for (const remote of remotes) {
      const entries = config[remote.name] as Record<string, string>;
      for (const side of ['entry', 'serverEntry']) {
        const entry = new URL(entries[side]!);
        assert.equal(entry.origin, `http://localhost:${own.ports[remote.dir]}`, `${remote.name} ${side}`);
        const answer = await request(Number(entry.port), entry.pathname);
        assert.equal(answer.status, 200, `${remote.name} ${side}`);
        assert.equal(answer.body.toString(), MAIN_JS, `${remote.name} ${side}`);
      }
    }
  } finally {
    await own.stop();
  }
});

test('a start on a port already taken rejects, naming the server, and leaves none of its servers listening', async () => {
  // Another program holds the host's port; the host starts last, so the API and every remote are listening when
  // it fails. The other ports of that start must be free before, to prove they are free again after.
  const holder = net.createServer();
  let otherPorts: number[] = [];
  for (let attempt = 0; ; attempt++) {
    await new Promise<void>((resolve) => holder.listen(0, '0.0.0.0', resolve));
    const offset = (holder.address() as AddressInfo).port - apps[0]!.port;
    otherPorts = [apiPort, ...remotes.map((remote) => remote.port)].map((port) => port + offset);
    if (!(await Promise.all(otherPorts.map(accepts))).includes(true)) break;
    await new Promise((resolve) => holder.close(resolve));
    assert.ok(attempt < 5, 'found no port whose neighbours were free');
  }
  const takenPort = (holder.address() as AddressInfo).port;
  const listening = listeners();
  try {
    await assert.rejects(
      startSite({
        ports: { offset: takenPort - apps[0]!.port },
        appsRoot: workspace,
        databasePath: path.join(workspace, 'failed-start.sqlite'),
      }),
      new RegExp(`^Error: host could not listen on 0\\.0\\.0\\.0:${takenPort}: listen EADDRINUSE`),
    );
    assert.equal(listeners(), listening, 'no server of the failed start listens in this process');
    for (const port of otherPorts) assert.equal(await accepts(port), false, `nothing listens on ${port}`);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});
