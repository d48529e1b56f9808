// Serves the whole site on one machine: the club API with its SQLite file, the host and every remote on its port.
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buildApp } from '../api/src/app.ts';
import { createAppServer } from './app-server.ts';
import { apiPort, apps, remotes, remotesAt } from './apps.mjs';
import { startServers } from './server-group.ts';
import type { RemotesConfig } from '../shared-contracts/src/remote-modules.ts';

export interface SiteOptions {
  /**
   * Where the servers listen: `start`'s ports moved by an offset (a run beside a running site), or 'free' for ports
   * the system picks, which nothing else on the machine can hold (tests). `start`'s own ports when not given.
   */
  ports?: { offset: number } | 'free';
  databasePath: string;
  /** A club's own API; when set, no local API is started and the host forwards /api there. */
  apiUrl?: string;
  /**
   * Use this remotes config instead of the built remotes.json. On free ports the built one cannot name the remotes:
   * the host then serves one naming where they listen.
   */
  remotes?: Partial<RemotesConfig>;
  /** Login and reset requests allowed per minute (tests log in more often than a person). */
  rateLimitMax?: number;
  /** The folder holding each app's `<app>/dist` (the workspace when not given). */
  appsRoot?: string;
  /** Where the app servers log their errors (standard error when not given). */
  log?: Writable;
  /**
   * The host's pages drawn on its server (createAppServer's `host.serverRendered`), else the static host whose pages
   * the browser draws.
   */
  serverRendered?: boolean;
  /** The club's listed origin of the site, which drawn pages link to (the host's address when not given). */
  siteOrigin?: string;
}

/** One more server of a built host, beside a running site: another build of it, or the same with another config. */
export interface HostServerOptions {
  /** The built host's folder. */
  root: string;
  /** The club API it forwards /api and /uploads to. */
  apiUrl: string;
  port: number;
  /** Names it in its errors. */
  name: string;
  /** Its remotes config instead of the built remotes.json (its pages' Content-Security-Policy names these). */
  remotes?: Partial<RemotesConfig>;
  /** Its pages drawn on the server (createAppServer's `host.serverRendered`). */
  serverRendered?: boolean;
  /** The club's listed origin of this site, which drawn pages link to (createAppServer's `host.siteOrigin`). */
  siteOrigin?: string;
}

/** A host's remotes config served instead of the built remotes.json, as createAppServer's overrides. */
const remotesOverride = (remotesConfig: Partial<RemotesConfig> | null | undefined) =>
  remotesConfig ? { overrides: { '/remotes.json': JSON.stringify(remotesConfig) } } : {};

/** Serves a built host as `start` does, on every address, forwarding /api and /uploads to the club API. */
export async function startHostServer({
  root,
  apiUrl,
  port,
  name,
  remotes: remotesConfig,
  serverRendered = false,
  siteOrigin,
}: HostServerOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  return startServers(async (group) => {
    const server = await createAppServer({
      root,
      host: { apiTarget: apiUrl, serverRendered, ...(siteOrigin ? { siteOrigin } : {}) },
      ...remotesOverride(remotesConfig),
    });
    return { url: `http://localhost:${await group.listen(name, server, port, '0.0.0.0')}` };
  });
}

/** A started site. */
export interface Site {
  /** The host's address. */
  url: string;
  /** The port each app listens on, by its folder (host, mf-shop, …). */
  ports: Record<string, number>;
  /** The API the host forwards to: the local API's address, or the club's own. */
  apiUrl: string;
  /** Stops every server of the site. */
  stop: () => Promise<void>;
}

const workspace = path.resolve(import.meta.dirname, '..');

/**
 * Starts the API, the remotes, then the host (which names the remotes once they listen). A start that fails closes
 * every server it opened and rejects with an error naming the server that could not start.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const dist = (dir: string) => path.join(options.appsRoot ?? workspace, dir, 'dist');
  const missing = apps.find((app) => !fs.existsSync(dist(app.dir)));
  if (missing) throw new Error(`${missing.dir} is not built: run the build first`);
  const ports = options.ports ?? { offset: 0 };
  const portFor = (fixedPort: number) => (ports === 'free' ? 0 : fixedPort + ports.offset);

  return startServers(async (group) => {
    let apiUrl = options.apiUrl;
    if (!apiUrl) {
      fs.mkdirSync(path.dirname(options.databasePath), { recursive: true });
      const api = await buildApp({
        databasePath: options.databasePath,
        logger: false,
        ...(options.rateLimitMax ? { rateLimit: { max: options.rateLimitMax, timeWindowMs: 60_000 } } : {}),
      });
      apiUrl = `http://127.0.0.1:${await group.listen('the club API', api, portFor(apiPort), '127.0.0.1')}`;
    }
    const listening: Record<string, number> = {};
    // The host last: on free ports its remotes.json names the remotes where they listen.
    const hostOptions = (apiTarget: string) => {
      const remotesConfig =
        options.remotes ??
        (ports === 'free' ? remotesAt((remote) => `http://localhost:${listening[remote.dir]}`) : null);
      const { serverRendered = false, siteOrigin } = options;
      return {
        host: { apiTarget, serverRendered, ...(siteOrigin ? { siteOrigin } : {}) },
        ...remotesOverride(remotesConfig),
      };
    };
    for (const app of [...remotes, apps[0]!]) {
      const server = await createAppServer({
        root: dist(app.dir),
        ...(options.log ? { log: options.log } : {}),
        ...(app.name === 'host' ? hostOptions(apiUrl) : {}),
      });
      listening[app.dir] = await group.listen(app.dir, server, portFor(app.port), '0.0.0.0');
    }
    return { url: `http://localhost:${listening[apps[0]!.dir]}`, ports: listening, apiUrl };
  });
}
