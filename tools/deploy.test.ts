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
import { apiPort, apps } from './apps.mjs';
import { DEMO_APP_ORIGIN } from '../api/src/db/demo-club.ts';
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
  build: { context: string; dockerfile: string };
  ports: string[];
  volumes?: string[];
  environment?: Record<string, string>;
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const remotesConfig = JSON.parse(
  fs.readFileSync(path.join(root, 'host/public/remotes.json'), 'utf8'),
) as RemotesConfig;
const publishedPort = (service: Service) => Number(service.ports[0]!.split(':')[0]);

test('every service of docker-compose.yml has its Dockerfile', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    const dockerfile = path.join(root, service.build.context, service.build.dockerfile);
    assert.ok(fs.existsSync(dockerfile), `${name}: ${service.build.dockerfile} is missing`);
  }
});

test('there is a container per app and one for the API, with a volume for its database', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), [...apps.map((app) => app.dir), 'api'].sort());
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
const locations = (server: Directive[]) => server.filter((directive) => directive.name === 'location');
const location = (server: Directive[], ...match: string[]) =>
  locations(server).find((directive) => directive.args.join(' ') === match.join(' '))?.block;

const nginx = { host: readNginx('nginx-host.conf'), remote: readNginx('nginx-remote.conf') };

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
  const hostText = JSON.stringify(nginx.host);
  assert.ok(!hostText.includes('Access-Control-Allow-Origin'), 'no CORS header on the host');
});

test("nginx's host forwards the API's paths, answers pages with index.html and a missing file with 404", () => {
  for (const prefix of API_PREFIXES) {
    const api = location(nginx.host, '^~', `${prefix}/`);
    assert.deepEqual(api && argsOf(api, 'proxy_pass'), [`http://api:${apiPort}`], prefix);
  }
  const files = location(nginx.host, '~', FILE_PATH.source);
  assert.ok(files, 'a location for paths naming a file');
  assert.deepEqual(argsOf(files, 'try_files'), [], 'a missing file is not answered with the page');
  assert.deepEqual(argsOf(location(nginx.host, '/') ?? [], 'try_files'), ['$uri /index.html']);
});

test("nginx's host refuses a body larger than the API takes with the API's own answer", () => {
  assert.deepEqual(argsOf(nginx.host, 'client_max_body_size'), [`${BODY_LIMIT_BYTES / 1024}k`]);
  const [status, target] = argsOf(nginx.host, 'error_page')[0]?.split(' ') ?? [];
  assert.equal(status, '413');
  const answer = location(nginx.host, target!);
  assert.ok(answer, `${target} is a location`);
  const [code, body] = answer.find((directive) => directive.name === 'return')?.args ?? [];
  assert.equal(code, '413');
  assert.deepEqual(JSON.parse(body!), { ok: false, errorMsg: ERROR_TEXTS.tooLarge });
});

/** The Content-Security-Policy header of a location, as nginx sends it. */
const policyOf = (directives: Directive[]) =>
  argsOf(directives, 'add_header').filter((header) => header.startsWith('Content-Security-Policy'));

test("nginx's host sends the pages' Content-Security-Policy of start, with the deployment's origins", () => {
  // The configuration is a template of the nginx image: the build puts in the inline scripts' hashes, the start fills
  // in the deployment's origins from the environment.
  const policy = hostPagePolicy({
    appOrigins: ['${APP_ORIGINS}'],
    remoteOrigins: ['${REMOTE_ORIGINS}'],
    apiOrigin: '${API_ORIGIN}',
    inlineScripts: [INLINE_SCRIPTS_PLACEHOLDER],
  });
  for (const pages of [location(nginx.host, '/'), location(nginx.host, '~', FILE_PATH.source)]) {
    assert.ok(pages, 'a location answering pages');
    assert.deepEqual(policyOf(pages), [`Content-Security-Policy ${policy} always`]);
  }
  const dockerfile = fs.readFileSync(path.join(root, 'host/Dockerfile'), 'utf8');
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
  assert.equal(compose.services.host!.environment?.APP_ORIGINS, `\${APP_ORIGINS:-${DEMO_APP_ORIGIN}}`);
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
