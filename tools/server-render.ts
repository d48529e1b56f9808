// The host's server drawing pages (host/dist/server/server.cjs): the page at a request's address, in the visitor's
// language, with the remotes' server entries the host's remotes config names. The build runs in a worker thread
// (server-render-worker.ts), which keeps the remotes' server code it loaded; a new deploy of a remote (its server
// entry changed) or another remotes config gets a new worker, which draws the pages once it is prepared, while the
// one before finishes the pages it was drawing. No restart.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FastifyRequest } from 'fastify';
import { languages } from '../shared-contracts/src/i18n.ts';
import type { RemotesConfig } from '../shared-contracts/src/remote-modules.ts';

interface PagesSetup {
  apiBase: string;
  remotes: RemotesConfig;
  hostStyles: Record<string, string[]>;
  hostFolder: string;
}

type PageRequest = PagesSetup & {
  url: string;
  origin: string;
  language: string;
  mobile: boolean;
  template: string;
};

/** What host/src/server.tsx exports. */
export interface HostServerBuild {
  preparePages(setup: PagesSetup): Promise<void>;
  renderSitemap(setup: PagesSetup, origin: string): Promise<string>;
  renderPage(request: PageRequest): Promise<{ status: number; document: Readable | null }>;
}

/** What the host's server asks of the build in its worker. */
export type DrawingCall =
  | { kind: 'prepare'; setup: PagesSetup }
  | { kind: 'sitemap'; setup: PagesSetup; origin: string }
  | { kind: 'render'; request: PageRequest };

/** A page's answer: its status and HTML, or no HTML when the club's API did not answer. */
export interface PageAnswer {
  status: number;
  document: string | null;
}

/** How often at most the remotes' server entries are checked for a new deploy, on the pages' requests. */
const deployCheckMs = 5_000;

/** The language cookie the host's pages set (host/src/lib/language.ts). */
const languageOf = (cookieHeader: string | undefined): string =>
  /(?:^|;\s*)lcl=([A-Za-z-]+)/.exec(cookieHeader ?? '')?.[1] ?? '';

/** Whether the visitor's browser says it is a phone's: its client hint, else its user agent. */
const isMobile = (headers: FastifyRequest['headers']): boolean =>
  headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android/i.test(headers['user-agent'] ?? '');

/**
 * What the remotes' server entries hold now, one fingerprint for all; null when one does not answer (a remote that is
 * down is no new deploy).
 */
async function deployedServerCode(remotes: RemotesConfig): Promise<string | null> {
  try {
    const hashes = await Promise.all(
      Object.values(remotes).map(async ({ serverEntry }) => {
        const answer = await fetch(serverEntry, { signal: AbortSignal.timeout(2_000) });
        if (!answer.ok) throw new Error(`${serverEntry} answered ${answer.status}`);
        return createHash('sha256')
          .update(await answer.text())
          .digest('base64');
      }),
    );
    return hashes.join(' ');
  } catch {
    return null;
  }
}

/** One worker with the host's server build and the remotes' server code it loaded. */
class Generation {
  readonly worker: Worker;
  /** Prepared: the remotes' routes and styles loaded. */
  readonly ready: Promise<void>;
  /** What the remotes' server entries held when it loaded them. */
  serverCode: string | null = null;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  /** The calls it was given and has not answered yet, those waiting for it to be prepared among them. */
  private inFlight = 0;
  private retired = false;
  private stopped = false;
  /** The remotes config it draws with. */
  readonly remotes: RemotesConfig;

  constructor(
    root: string,
    remotes: RemotesConfig,
    setup: PagesSetup,
    onStopped: (generation: Generation) => void,
  ) {
    this.remotes = remotes;
    this.worker = new Worker(new URL('./server-render-worker.ts', import.meta.url), { workerData: { root } });
    this.worker.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (error === undefined) call?.resolve(value);
      else call?.reject(new Error(error));
    });
    const fail = (error: Error) => {
      this.stopped = true;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
      onStopped(this);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('The page drawing worker stopped')));
    this.ready = deployedServerCode(remotes).then(async (serverCode) => {
      this.serverCode = serverCode;
      await this.post({ kind: 'prepare', setup });
    });
  }

  /** Draws once prepared; a worker retired meanwhile answers what it was given before it stops. */
  async call<T>(call: DrawingCall): Promise<T> {
    this.inFlight += 1;
    try {
      await this.ready;
      return await this.post<T>(call);
    } finally {
      this.inFlight -= 1;
      this.stopWhenRetired();
    }
  }

  /** Stops once the pages it is drawing are done. */
  retire(): void {
    this.retired = true;
    this.stopWhenRetired();
  }

  private post<T>(call: DrawingCall): Promise<T> {
    if (this.stopped) return Promise.reject(new Error('The page drawing worker stopped'));
    const id = (this.nextId += 1);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, call });
    });
  }

  private stopWhenRetired(): void {
    if (this.retired && this.inFlight === 0) void this.worker.terminate();
  }
}

/** Draws the host's pages on the server, from a built host folder. */
export function serverRenderer(root: string, apiTarget: string) {
  const hostStyles = JSON.parse(
    fs.readFileSync(path.join(root, 'styles.json'), 'utf8'),
  ) as PagesSetup['hostStyles'];
  const unavailable = fs.readFileSync(path.join(root, '404-page.html'), 'utf8');
  const setupOf = (remotes: RemotesConfig): PagesSetup => ({
    apiBase: apiTarget,
    remotes,
    hostStyles,
    hostFolder: root,
  });

  /** Every worker not stopped yet: the current one, and those finishing their pages. */
  const running = new Set<Generation>();
  let current: Generation | null = null;
  let lastCheck = Date.now();
  let checking = false;
  const start = (remotes: RemotesConfig) => {
    const generation = new Generation(root, remotes, setupOf(remotes), (stopped) => {
      running.delete(stopped);
      if (current === stopped) current = null;
    });
    running.add(generation);
    return generation;
  };
  const replace = (next: Generation) => {
    current?.retire();
    current = next;
  };

  /** Swaps in a new worker when a remote's server entry changed, once it is prepared. */
  const checkDeploys = async (generation: Generation) => {
    const serverCode = await deployedServerCode(generation.remotes);
    if (serverCode === null || serverCode === generation.serverCode || current !== generation) return;
    const next = start(generation.remotes);
    try {
      await next.ready;
    } catch (error) {
      next.retire();
      throw error;
    }
    if (current === generation) replace(next);
    else next.retire();
  };

  /** The worker drawing with this remotes config: the current one, or a new one when the config changed. */
  const generationFor = (remotes: RemotesConfig): Generation => {
    if (!current || JSON.stringify(current.remotes) !== JSON.stringify(remotes)) replace(start(remotes));
    const generation = current!;
    if (!checking && Date.now() - lastCheck >= deployCheckMs) {
      checking = true;
      lastCheck = Date.now();
      void checkDeploys(generation)
        .catch((error: unknown) => console.error("A remote's new deploy could not be loaded", error))
        .finally(() => (checking = false));
    }
    return generation;
  };
  const drawing = <T>(remotes: RemotesConfig, call: DrawingCall): Promise<T> =>
    generationFor(remotes).call<T>(call);

  return {
    /** The page that says the club's site is not available, in the visitor's language (it translates itself). */
    unavailablePage: (request: FastifyRequest) => {
      const language = languageOf(request.headers.cookie);
      return (languages as readonly string[]).includes(language)
        ? unavailable.replace(/<html[^>]*>/, `<html lang="${language}">`)
        : unavailable;
    },
    /** Loads the remotes' routes and styles and the texts before the first page. */
    prepare: (remotes: RemotesConfig) => generationFor(remotes).ready,
    /** The sitemap of the club's public pages. */
    sitemap: (siteOrigin: string, remotes: RemotesConfig) =>
      drawing<string>(remotes, { kind: 'sitemap', setup: setupOf(remotes), origin: siteOrigin }),
    /** The page at the request's address, its links to itself at the site's origin. */
    render: (request: FastifyRequest, siteOrigin: string, remotes: RemotesConfig, template: string) =>
      drawing<PageAnswer>(remotes, {
        kind: 'render',
        request: {
          url: request.url,
          origin: siteOrigin,
          language: languageOf(request.headers.cookie),
          mobile: isMobile(request.headers),
          ...setupOf(remotes),
          template,
        },
      }),
    /** Stops the workers. */
    close: async () => {
      current = null;
      await Promise.all([...running].map((generation) => generation.worker.terminate()));
    },
  };
}
