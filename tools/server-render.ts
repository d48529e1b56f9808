// The host's server drawing pages (host/dist/server/server.cjs): the page at a request's address, in the visitor's
// language, with the remotes' server entries the host's remotes config names.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

interface PagesSetup {
  apiBase: string;
  remotes: Record<string, string>;
}

/** What host/src/server.tsx exports. */
interface HostServerBuild {
  preparePages(setup: PagesSetup): Promise<void>;
  renderPage(
    request: PagesSetup & { url: string; origin: string; language: string; template: string },
  ): Promise<{ status: number; document: Readable }>;
}

/** The language cookie the host's pages set (host/src/lib/language.ts). */
const languageOf = (cookieHeader: string | undefined): string =>
  /(?:^|;\s*)lcl=([A-Za-z-]+)/.exec(cookieHeader ?? '')?.[1] ?? '';

/** A remote's server entry: its dist/server/remoteEntry.js, served beside its browser entry. */
export const serverEntryOf = (entry: string): string => new URL('server/remoteEntry.js', entry).href;

/** The host's remotes config as the server loads it: each remote's server entry. */
const serverRemotes = (remotesConfig: Record<string, string>) =>
  Object.fromEntries(Object.entries(remotesConfig).map(([name, entry]) => [name, serverEntryOf(entry)]));

/** Draws the host's pages on the server, from a built host folder. */
export function serverRenderer(root: string, apiTarget: string) {
  const build = createRequire(import.meta.url)(path.join(root, 'server', 'server.cjs')) as HostServerBuild;
  return {
    /** Loads the remotes' routes and the texts before the first page. */
    prepare: (remotesConfig: Record<string, string>) =>
      build.preparePages({ apiBase: apiTarget, remotes: serverRemotes(remotesConfig) }),
    /** The page at the request's address. */
    render: (request: FastifyRequest, remotesConfig: Record<string, string>, template: string) =>
      build.renderPage({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        language: languageOf(request.headers.cookie),
        apiBase: apiTarget,
        remotes: serverRemotes(remotesConfig),
        template,
      }),
  };
}
