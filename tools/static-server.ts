// A small static file server for one built app: CORS for remotes, gzip, long caching for hashed files, and for the
// host the SPA fallback and a proxy of /api and /uploads to the club's API.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticAppOptions {
  root: string;
  port: number;
  /** The host: unknown paths answer index.html, and /api and /uploads go to the API. */
  spa?: { apiTarget: string };
  /** Files answered from memory instead of the folder (a deployment's own remotes.json). */
  overrides?: Record<string, string>;
}

const gzipCache = new Map<string, Buffer>();

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  status = 200,
): void {
  const extension = path.extname(file);
  const stat = fs.statSync(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  response.setHeader('ETag', etag);
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304);
    response.end();
    return;
  }
  const body = fs.readFileSync(file);
  const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
  response.setHeader('Content-Type', types[extension] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  const compressible = ['.html', '.js', '.json', '.css', '.svg', '.map'].includes(extension);
  if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    let zipped = gzipCache.get(file + etag);
    if (!zipped) {
      zipped = zlib.gzipSync(body, { level: 9 });
      gzipCache.set(file + etag, zipped);
    }
    response.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': zipped.length });
    response.end(request.method === 'HEAD' ? undefined : zipped);
    return;
  }
  response.writeHead(status, { 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function proxy(request: http.IncomingMessage, response: http.ServerResponse, target: string): void {
  const url = new URL(request.url ?? '/', target);
  const upstream = http.request(
    url,
    { method: request.method, headers: { ...request.headers, host: url.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ ok: false, errorMsg: 'The club API is not reachable' }));
  });
  request.pipe(upstream);
}

/** Serves one built app on its port; resolves once it listens. */
export function serveStaticApp(options: StaticAppOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (options.spa && (pathname.startsWith('/api/') || pathname.startsWith('/uploads/'))) {
      proxy(request, response, options.spa.apiTarget);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 405, { Allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const override = options.overrides?.[pathname];
    if (override !== undefined) {
      response.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      response.end(override);
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      send(request, response, file);
    } else if (options.spa && !path.extname(pathname)) {
      send(request, response, path.join(root, 'index.html'));
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '0.0.0.0', () => resolve(server));
  });
}
