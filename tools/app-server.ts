// The server of one built app, made of Fastify's own plugins: @fastify/static for the files (ETag, conditional and
// range requests, and its checks against paths that leave the folder), @fastify/compress (brotli, else gzip),
// @fastify/cors on the remotes only, and for the host @fastify/http-proxy forwarding /api and /uploads to the club
// API. Caching, the security headers and the host's fallback to index.html follow serving-policy.ts.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { BODY_LIMIT_BYTES, HEADER_LIMIT_BYTES } from '../api/src/app.ts';
import {
  ERROR_TEXTS,
  answerClientError,
  drainRefusedBody,
  frameworkErrorMessage,
} from '../api/src/http/errors.ts';
import type { RemotesConfig } from '../shared-contracts/src/remote-modules.ts';
import { clubAppOrigins } from './club-app-origins.ts';
import { hostPageSources } from './host-page-sources.ts';
import { serverRenderer } from './server-render.ts';
import {
  API_PREFIXES,
  CACHE_CONTROL,
  SECURITY_HEADERS,
  cacheControlFor,
  hostPagePolicy,
  isAppPage,
  isCompressedType,
} from './serving-policy.ts';

export interface AppServerOptions {
  /** The app's built folder. */
  root: string;
  /**
   * The host: pages without a file answer index.html, and /api and /uploads go to the API at this URL. With
   * `serverRendered`, its pages are drawn on the server (host/dist/server), index.html being what the browser draws
   * alone when the server cannot.
   */
  host?: {
    apiTarget: string;
    serverRendered?: boolean;
    /**
     * The site's origin, as the club lists it (SiteOrigins), which drawn pages link to (canonical address, previews,
     * sitemap): the address the server listens on when not given, never what a request's Host header says.
     */
    siteOrigin?: string;
  };
  /** Files answered from memory instead of the folder (a deployment's own remotes.json), by path. */
  overrides?: Record<string, string>;
  /** Where errors are logged (standard error when not given). */
  log?: Writable;
}

/** `%2F` or `%5C` in a path (the query may hold them). */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

const errorAnswer = (errorMsg: string) => ({ ok: false, errorMsg });

/** Whether a request's URL goes to the club API (/api, /uploads). */
const isApiPath = (url: string): boolean =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/**
 * /api and /uploads forwarded to the club API. A body is read whole first, within the API's own limit, and sent on
 * unchanged: a body the API refuses for its size is refused here with the API's 413, as an API that answers before
 * reading the rest closes a connection the forwarding is still writing to (a 502 instead of its answer).
 */
async function apiProxy(api: FastifyInstance, { apiTarget }: { apiTarget: string }): Promise<void> {
  api.removeAllContentTypeParsers();
  // Passed on as a stream, which the forwarding sends as it is (an object or Buffer it would encode again).
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, Readable.from([body])),
  );
  for (const prefix of API_PREFIXES) {
    await api.register(proxy, {
      upstream: apiTarget,
      prefix,
      rewritePrefix: prefix,
      proxyPayloads: false,
      replyOptions: {
        // `Expect: 100-continue` (curl sends it with large bodies) was answered here already: the forwarded request
        // goes without it, as the HTTP client refuses to send it.
        rewriteRequestHeaders: (_request, headers) => {
          const forwarded = { ...headers };
          delete forwarded.expect;
          return forwarded;
        },
        onError: (reply, { error }) => {
          reply.log.error({ err: error }, 'club API not reachable');
          void reply.code(502).send(errorAnswer('The club API is not reachable'));
        },
      },
    });
  }
}

/** The origin of the address a server listens on: localhost when it listens on every interface. */
function listeningOrigin(app: FastifyInstance): string {
  const { address, port } = app.server.address() as AddressInfo;
  const everywhere = address === '0.0.0.0' || address === '::';
  const name = everywhere ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return `http://${name}:${port}`;
}

/** Builds the server of one app, ready to listen. */
export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: 'error', ...(options.log ? { stream: options.log } : {}) },
    // Request line and headers together, as much as the API takes.
    http: { maxHeaderSize: HEADER_LIMIT_BYTES },
    // A request Node refuses before Fastify sees it (headers or address over the limit) answers like the API's.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, SECURITY_HEADERS),
    // So does an address the router cannot read (a malformed percent-encoding).
    frameworkErrors: (error, _request, frameworkReply) => {
      // The framework types this reply by its own generics; it is an ordinary reply.
      const reply = frameworkReply as unknown as FastifyReply;
      void reply
        .code(400)
        .headers(SECURITY_HEADERS)
        .send(errorAnswer(frameworkErrorMessage(error)));
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The route and method only: a query may carry a token from a mail link.
      request.log.error(
        { err: error, method: request.method, url: request.routeOptions.url },
        'request failed',
      );
      return reply.code(500).send(errorAnswer(ERROR_TEXTS.technical));
    }
    // @fastify/static refuses a path that would leave the folder with 403: answered as any missing file.
    if (status === 403 || status === 404) return reply.code(404).send(errorAnswer(ERROR_TEXTS.notFound));
    if (status === 413) {
      drainRefusedBody(request, reply);
      return reply.code(413).send(errorAnswer(ERROR_TEXTS.tooLarge));
    }
    return reply.code(status).send(errorAnswer(error.message || ERROR_TEXTS.badRequest));
  });

  // An encoded slash or backslash names no file nor page of the site; refused before any plugin decodes it.
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_SEPARATOR.test(request.url.split('?', 1)[0]!)) {
      return reply.code(400).send(errorAnswer(ERROR_TEXTS.badUrl));
    }
  });

  // Every answer, a forwarded API answer too (which has them already).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    customTypes: isCompressedType,
  });

  if (!options.host) {
    // The host's page, on its own origin, loads a remote's entry, chunks, styles and fonts: the remotes' files are open to any origin.
    await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
  } else {
    await app.register(apiProxy, { apiTarget: options.host.apiTarget });
    // The host's pages carry their Content-Security-Policy (serving-policy.ts); the API's answers keep their own.
    const pageSources = hostPageSources(
      options.root,
      options.overrides ?? {},
      clubAppOrigins(options.host.apiTarget),
    );
    app.addHook('onSend', async (request, reply, payload) => {
      const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (page && !isApiPath(request.url)) {
        reply.header('content-security-policy', hostPagePolicy(await pageSources()));
      }
      return payload;
    });
  }

  for (const [path, body] of Object.entries(options.overrides ?? {})) {
    app.get(path, (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL.revalidated)
        .send(body),
    );
  }

  const render = options.host?.serverRendered ? serverRenderer(options.root, options.host.apiTarget) : null;
  await app.register(fastifyStatic, {
    root: options.root,
    // The home page is drawn on the server too (below), not answered with index.html.
    index: render ? false : 'index.html',
    // The host's server build is its server's own (a remote's is what the host's server loads from it).
    ...(options.host ? { allowedPath: (pathName: string) => !pathName.startsWith('/server/') } : {}),
    cacheControl: false,
    setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(file)),
  });

  const spa = Boolean(options.host);
  const siteOrigin = () => options.host?.siteOrigin ?? listeningOrigin(app);
  const readBuilt = (name: string) =>
    options.overrides?.[`/${name}`] ?? fs.readFileSync(path.join(options.root, name), 'utf8');
  const remotesConfigOf = () => JSON.parse(readBuilt('remotes.json')) as RemotesConfig;
  /** A page of the app: drawn on the server when it can be, else index.html for the browser to draw. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (render) {
      try {
        const page = await render.render(request, siteOrigin(), remotesConfigOf(), readBuilt('index.html'));
        if (!page.document) {
          return reply
            .code(503)
            .type('text/html; charset=utf-8')
            .header('cache-control', CACHE_CONTROL.revalidated)
            .header('retry-after', '60')
            .send(render.unavailablePage(request));
        }
        return reply
          .code(page.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', CACHE_CONTROL.revalidated)
          .send(page.document);
      } catch (error) {
        request.log.error(
          { err: error, url: request.url.split('?', 1)[0] },
          'the page is left to the browser',
        );
      }
    }
    return reply.sendFile('index.html');
  };
  if (render) {
    // The home page is a page like the others, not the folder's index.html.
    app.get('/', answerPage);
    // What search engines read: the public pages, and where their list is.
    app.get('/sitemap.xml', async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL.revalidated)
        .send(await render.sitemap(siteOrigin(), remotesConfigOf())),
    );
    app.get('/robots.txt', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL.revalidated)
        .send(`User-agent: *\nAllow: /\nSitemap: ${siteOrigin()}/sitemap.xml\n`),
    );
    app.addHook('onClose', () => render.close());
    // The remotes' routes are loaded before the first page (a remote that is down does not hold the start up).
    app.addHook('onReady', async () => {
      await render.prepare(remotesConfigOf()).catch((error: unknown) => {
        app.log.error({ err: error }, 'the pages could not be prepared');
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && isAppPage(pathname)) {
      return answerPage(request, reply);
    }
    return reply.code(404).send(errorAnswer(ERROR_TEXTS.notFound));
  });

  return app;
}
