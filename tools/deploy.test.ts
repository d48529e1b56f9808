// docker-compose.yml cannot run here; this keeps its layout and its nginx configurations in line with what `start`
// serves.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { BODY_LIMIT_BYTES, HEADER_LIMIT_BYTES } from '../api/src/app.ts';
import { ERROR_TEXTS } from '../api/src/http/errors.ts';
import { apiPort, apps, remotes } from './apps.mjs';
import type { RemoteName, RemotesConfig } from '../shared-contracts/src/remote-modules.ts';
import {
  API_PREFIXES,
  CACHE_CONTROL,
  COMPRESSED_TYPES,
  FILE_PATH,
  HASHED_FILE,
  SECURITY_HEADERS,
  hostPagePolicy,
  remoteOriginsOf,
} from './serving-policy.ts';
import { INLINE_SCRIPTS_PLACEHOLDER, renderHostTemplate } from './nginx-host-template.ts';

const root = path.resolve(import.meta.dirname, '..');

interface Service {
  build: { context: string; dockerfile: string; target?: string };
  ports?: string[];
  depends_on?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const readRemotesConfig = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as RemotesConfig;
const remotesConfig = readRemotesConfig('host/public/remotes.json');
const publishedPort = (service: Service) => Number(service.ports?.[0]!.split(':')[0]);
const hostDockerfile = fs.readFileSync(path.join(root, 'host/Dockerfile'), 'utf8');
/** The instructions of one stage of host/Dockerfile, by its name. */
const hostStage = (name: string) =>
  new RegExp(`^FROM \\S+ AS ${name}$([\\s\\S]*?)(?=^FROM |(?![\\s\\S]))`, 'm').exec(hostDockerfile)?.[1] ??
  '';

test('every service of docker-compose.yml has its Dockerfile', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    const dockerfile = path.join(root, service.build.context, service.build.dockerfile);
    assert.ok(fs.existsSync(dockerfile), `${name}: ${service.build.dockerfile} is missing`);
  }
});

test("there is a container per app, one for the host's server and one for the API, with a volume for its database", () => {
  assert.deepEqual(
    Object.keys(compose.services).sort(),
    [...apps.map((app) => app.dir), 'host-server', 'api'].sort(),
  );
  assert.ok(compose.services.api!.volumes?.some((volume) => volume.endsWith(':/data')));
  assert.equal(publishedPort(compose.services.api!), apiPort);
});

test('the remotes config points at the ports the remote containers publish', () => {
  for (const app of apps) {
    const service = compose.services[app.dir]!;
    assert.equal(publishedPort(service), app.port, `${app.dir} publishes the port start serves it on`);
    if (app.name !== 'host') {
      assert.equal(
        new URL(remotesConfig[app.name as RemoteName].entry).port,
        String(publishedPort(service)),
        `${app.name} in remotes.json`,
      );
    }
  }
});

test("compose runs nginx in front of the host's server, which draws pages with the remotes inside the network", () => {
  const { host, 'host-server': hostServer } = compose.services;
  assert.equal(host!.build.target, 'front');
  assert.equal(hostServer!.build.target, 'server');
  assert.ok(host!.depends_on?.includes('host-server'));
  assert.match(hostStage('server'), /^CMD \["node", "tools\/host-server\.ts"\]$/m);
  assert.match(hostStage('server'), /^ENV PORT=(\d+) API_URL=(\S+) /m);
  const [, port, apiUrl] = /^ENV PORT=(\d+) API_URL=(\S+) /m.exec(hostStage('server'))!;
  assert.equal(`http://host-server:${port}`, HOST_SERVER);
  assert.equal(apiUrl, `http://api:${apiPort}`);
  assert.match(hostStage('server'), /^COPY docker\/remotes\.json host\/dist\/remotes\.json$/m);
  assert.equal(
    hostServer!.environment?.SITE_ORIGIN,
    `\${SITE_ORIGIN:-http://localhost:${publishedPort(host!)}}`,
    'its pages link to where the host is published',
  );
  // The browser loads each remote where start serves it; the server reaches its container's nginx by name.
  const inside = readRemotesConfig('docker/remotes.json');
  for (const app of remotes) {
    const entries = inside[app.name as RemoteName];
    assert.equal(entries.entry, remotesConfig[app.name as RemoteName].entry, app.name);
    assert.equal(entries.serverEntry, `http://${app.dir}/server/remoteEntry.js`, app.name);
    assert.ok(compose.services[app.dir] && hostServer!.depends_on?.includes(app.dir), app.dir);
  }
  // The static files nginx serves leave out the host's server build, as start's host does.
  assert.match(hostStage('build'), /^RUN cp -r host\/dist \/site\/public && rm -r \/site\/public\/server$/m);
  for (const stage of ['front', 'static']) {
    assert.match(hostStage(stage), /^COPY --from=build \/site\/public \/usr\/share\/nginx\/html$/m, stage);
  }
});

/** A directive of an nginx configuration: its name, its arguments (unquoted) and its block if it has one. */
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** Reads an nginx configuration as nginx does: words and quoted strings, ended by `;` or a `{ … }` block. */
function readNginx(file: string): Directive[] {
  const text = fs.readFileSync(path.join(root, 'docker', file), 'utf8').replace(/^\s*#.*$/gm, '');
  const tokens = text.match(/'[^']*'|"[^"]*"|[{};]|[^\s{};'"]+/g) ?? [];
  let next = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (next < tokens.length) {
      const token = tokens[next++]!;
      if (token === '}') break;
      if (token === ';' || token === '{') {
        const [name = '', ...args] = words;
        directives.push(token === '{' ? { name, args, block: block() } : { name, args });
        words = [];
      } else {
        words.push(/^['"]/.test(token) ? token.slice(1, -1) : token);
      }
    }
    assert.deepEqual(words, [], `${file}: a directive without its ';'`);
    return directives;
  };
  const server = block().find((directive) => directive.name === 'server')?.block;
  assert.ok(server, `${file} has a server block`);
  return server;
}

const argsOf = (directives: Directive[], name: string) =>
  directives.filter((directive) => directive.name === name).map((directive) => directive.args.join(' '));
/** The Content-Security-Policy header of a location, as nginx sends it. */
const policyOf = (directives: Directive[]) =>
  argsOf(directives, 'add_header').filter((header) => header.startsWith('Content-Security-Policy'));
const locations = (server: Directive[]) => server.filter((directive) => directive.name === 'location');
const location = (server: Directive[], ...match: string[]) =>
  locations(server).find((directive) => directive.args.join(' ') === match.join(' '))?.block;

const nginx = {
  front: readNginx('nginx-host-server.conf'),
  static: readNginx('nginx-host.conf'),
  remote: readNginx('nginx-remote.conf'),
};
/** The host's two nginx configurations: in front of its server, and alone. */
const hosts = { front: nginx.front, static: nginx.static };
const HOST_SERVER = 'http://host-server:8080';

test('nginx compresses the same types and takes the same request line and headers as start', () => {
  for (const [name, server] of Object.entries(nginx)) {
    assert.deepEqual(argsOf(server, 'gzip'), ['on'], name);
    assert.deepEqual(argsOf(server, 'gzip_vary'), ['on'], name);
    // nginx always compresses text/html and warns when it is listed.
    const listed = argsOf(server, 'gzip_types')[0]?.split(' ') ?? [];
    assert.deepEqual(new Set(listed), new Set(COMPRESSED_TYPES.filter((type) => type !== 'text/html')), name);
    assert.deepEqual(
      argsOf(server, 'large_client_header_buffers'),
      [`4 ${HEADER_LIMIT_BYTES / 1024}k`],
      name,
    );
  }
});

test('nginx caches hashed files for a year and checks every other file each time, as start does', () => {
  for (const [name, server] of Object.entries(nginx)) {
    const hashed = location(server, '~', HASHED_FILE.source);
    assert.ok(hashed, `${name}: a location for hashed files`);
    assert.deepEqual(
      argsOf(hashed, 'add_header').filter((header) => header.startsWith('Cache-Control')),
      [`Cache-Control ${CACHE_CONTROL.hashed}`],
    );
    for (const files of locations(server)) {
      const served = !files.block?.some((directive) => ['proxy_pass', 'return'].includes(directive.name));
      if (!served || files.block === hashed) continue;
      assert.ok(
        argsOf(files.block!, 'add_header').includes(`Cache-Control ${CACHE_CONTROL.revalidated}`),
        `${name}: location ${files.args.join(' ')} is revalidated`,
      );
    }
  }
});

test("nginx opens the remotes' files to other origins and not the host's pages", () => {
  for (const files of locations(nginx.remote)) {
    assert.ok(
      argsOf(files.block!, 'add_header').includes('Access-Control-Allow-Origin * always'),
      `remote location ${files.args.join(' ')}`,
    );
  }
  for (const [name, server] of Object.entries(hosts)) {
    assert.ok(
      !JSON.stringify(server).includes('Access-Control-Allow-Origin'),
      `no CORS header on the ${name} host`,
    );
  }
});

test("nginx's hosts forward the API's paths and answer a missing file with 404", () => {
  for (const [name, server] of Object.entries(hosts)) {
    for (const prefix of API_PREFIXES) {
      const api = location(server, '^~', `${prefix}/`);
      assert.deepEqual(api && argsOf(api, 'proxy_pass'), [`http://api:${apiPort}`], `${name}: ${prefix}`);
    }
    const files = location(server, '~', FILE_PATH.source);
    assert.ok(files, `${name}: a location for paths naming a file`);
    assert.deepEqual(argsOf(files, 'try_files'), [], `${name}: a missing file is not answered with the page`);
  }
});

test('the static nginx host answers every page with index.html', () => {
  assert.deepEqual(argsOf(location(nginx.static, '/') ?? [], 'try_files'), ['$uri /index.html']);
});

test("the nginx in front of the host's server forwards it the pages and what it answers for files", () => {
  // What createAppServer's host answers itself in place of a file: the page, the sitemap and robots.txt, which name
  // the site's origin, and the remotes config it draws with.
  for (const file of ['/index.html', '/sitemap.xml', '/robots.txt', '/remotes.json']) {
    assert.deepEqual(argsOf(location(nginx.front, '=', file) ?? [], 'proxy_pass'), [HOST_SERVER], file);
  }
  assert.deepEqual(argsOf(location(nginx.front, '/') ?? [], 'proxy_pass'), [HOST_SERVER], 'the pages');
  // The server sends the pages' Content-Security-Policy, with the club's app origins it reads from the API.
  for (const files of locations(nginx.front)) {
    assert.deepEqual(
      policyOf(files.block!),
      [],
      `location ${files.args.join(' ')} sends no policy of its own`,
    );
  }
});

test("nginx's hosts refuse a body larger than the API takes with the API's own answer", () => {
  for (const [name, server] of Object.entries(hosts)) {
    assert.deepEqual(argsOf(server, 'client_max_body_size'), [`${BODY_LIMIT_BYTES / 1024}k`], name);
    const [status, target] = argsOf(server, 'error_page')[0]?.split(' ') ?? [];
    assert.equal(status, '413', name);
    const answer = location(server, target!);
    assert.ok(answer, `${name}: ${target} is a location`);
    const [code, body] = answer.find((directive) => directive.name === 'return')?.args ?? [];
    assert.equal(code, '413', name);
    assert.deepEqual(JSON.parse(body!), { ok: false, errorMsg: ERROR_TEXTS.tooLarge }, name);
  }
});

test("the static nginx host sends the pages' Content-Security-Policy of start, with the deployment's origins", () => {
  // The configuration is a template of the nginx image: the build puts in the inline scripts' hashes, the start fills
  // in the deployment's origins from the environment.
  const policy = hostPagePolicy({
    appOrigins: ['${APP_ORIGINS}'],
    remoteOrigins: ['${REMOTE_ORIGINS}'],
    apiOrigin: '${API_ORIGIN}',
    inlineScripts: [INLINE_SCRIPTS_PLACEHOLDER],
  });
  for (const pages of [location(nginx.static, '/'), location(nginx.static, '~', FILE_PATH.source)]) {
    assert.ok(pages, 'a location answering pages');
    assert.deepEqual(policyOf(pages), [`Content-Security-Policy ${policy} always`]);
  }
  const dockerfile = hostStage('build') + hostStage('static');
  assert.match(
    dockerfile,
    /^RUN node tools\/nginx-host-template\.ts host\/dist docker\/nginx-host\.conf > \/site\/nginx-host\.conf\.template$/m,
  );
  assert.match(
    dockerfile,
    /^COPY --from=build \/site\/nginx-host\.conf\.template \/etc\/nginx\/templates\/default\.conf\.template$/m,
  );
  // The image's defaults are what its own remotes.json and config.json name.
  const env = (name: string) => new RegExp(`^ENV ${name}="([^"]*)"$`, 'm').exec(dockerfile)?.[1];
  assert.equal(env('APP_ORIGINS'), '');
  assert.equal(env('REMOTE_ORIGINS'), remoteOriginsOf(remotesConfig).join(' '));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'host/public/config.json'), 'utf8')) as {
    apiOrigin: string;
  };
  assert.equal(env('API_ORIGIN'), config.apiOrigin);
});

test("the nginx host's image allows its built pages' inline scripts by their hash, and no other", () => {
  const template = fs.readFileSync(path.join(root, 'docker/nginx-host.conf'), 'utf8');
  const page = '<!doctype html><script>var club = 1;</script><script src="/main.js"></script>';
  const rendered = renderHostTemplate(template, [page, '<script>var club = 1;</script><p>404</p>']);
  const hash = `'sha256-${createHash('sha256').update('var club = 1;').digest('base64')}'`;
  assert.ok(!rendered.includes(INLINE_SCRIPTS_PLACEHOLDER));
  const scripts = [...rendered.matchAll(/script-src ([^;]*);/g)].map((match) => match[1]);
  assert.equal(scripts.length, 2, 'both page locations');
  for (const sources of scripts) {
    assert.equal(
      sources!
        .split(' ')
        .filter((source) => source.startsWith("'sha256-"))
        .join(' '),
      hash,
    );
  }
});

test('nginx says nosniff and the referrer policy on every answer it makes itself, as start does', () => {
  const expected = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name} ${value} always`);
  for (const [name, server] of Object.entries(nginx)) {
    for (const files of locations(server)) {
      if (files.block?.some((directive) => directive.name === 'proxy_pass')) continue;
      const headers = argsOf(files.block!, 'add_header');
      for (const header of expected) {
        assert.ok(headers.includes(header), `${name}: location ${files.args.join(' ')} sends ${header}`);
      }
    }
  }
});
