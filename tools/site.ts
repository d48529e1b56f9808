// Serves the whole site on one machine: the club API with its SQLite file, the host and every remote on its port.
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buildApp } from '../api/src/app.ts';
import { createAppServer } from './app-server.ts';
import { apiPort, apps, remotesConfig } from './apps.mjs';

export interface SiteOptions {
  /** Added to every port, so a test run can live beside a running site. */
  portOffset?: number;
  databasePath: string;
  /** A club's own API; when set, no local API is started and the host forwards /api there. */
  apiUrl?: string;
  /** Use this remotes config instead of the built remotes.json. */
  remotes?: Record<string, string>;
  /** Login and reset requests allowed per minute (tests log in more often than a person). */
  rateLimitMax?: number;
  /** The folder holding each app's `<app>/dist` (the workspace when not given). */
  appsRoot?: string;
  /** Where the app servers log their errors (standard error when not given). */
  log?: Writable;
}

const workspace = path.resolve(import.meta.dirname, '..');

/** Starts everything and returns the host's URL and a function that stops it all. */
export async function startSite(options: SiteOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  const offset = options.portOffset ?? 0;
  let apiTarget = options.apiUrl;
  let api: Awaited<ReturnType<typeof buildApp>> | null = null;
  if (!apiTarget) {
    fs.mkdirSync(path.dirname(options.databasePath), { recursive: true });
    api = await buildApp({
      databasePath: options.databasePath,
      logger: false,
      ...(options.rateLimitMax ? { rateLimit: { max: options.rateLimitMax, timeWindowMs: 60_000 } } : {}),
    });
    await api.listen({ port: apiPort + offset, host: '127.0.0.1' });
    apiTarget = `http://127.0.0.1:${apiPort + offset}`;
  }
  const servers = await Promise.all(
    apps.map(async (app) => {
      const dist = path.join(options.appsRoot ?? workspace, app.dir, 'dist');
      if (!fs.existsSync(dist)) throw new Error(`${app.dir} is not built: run the build first`);
      const server = await createAppServer({
        root: dist,
        ...(options.log ? { log: options.log } : {}),
        ...(app.name === 'host'
          ? {
              host: { apiTarget },
              ...(options.remotes ? { overrides: { '/remotes.json': JSON.stringify(options.remotes) } } : {}),
            }
          : {}),
      });
      await server.listen({ port: app.port + offset, host: '0.0.0.0' });
      return server;
    }),
  );
  const url = `http://localhost:${apps[0]!.port + offset}`;
  return {
    url,
    stop: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await api?.close();
    },
  };
}

/** The remotes config for a site started with a port offset. */
export { remotesConfig };
