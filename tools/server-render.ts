// The host's server drawing pages (host/dist/server/server.cjs): the page at a request's address, in the visitor's
// language, with the remotes' server entries the host's remotes config names.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { languages } from '../shared-contracts/src/i18n.ts';
import type { RemotesConfig } from '../shared-contracts/src/remote-modules.ts';

interface PagesSetup {
  apiBase: string;
  remotes: RemotesConfig;
  hostStyles: Record<string, string[]>;
}

/** What host/src/server.tsx exports. */
interface HostServerBuild {
  preparePages(setup: PagesSetup): Promise<void>;
  renderSitemap(setup: PagesSetup, origin: string): Promise<string>;
  renderPage(
    request: PagesSetup & {
      url: string;
      origin: string;
      language: string;
      mobile: boolean;
      template: string;
    },
  ): Promise<{ status: number; document: Readable | null }>;
}

/** The language cookie the host's pages set (host/src/lib/language.ts). */
const languageOf = (cookieHeader: string | undefined): string =>
  /(?:^|;\s*)lcl=([A-Za-z-]+)/.exec(cookieHeader ?? '')?.[1] ?? '';

/** Whether the visitor's browser says it is a phone's: its client hint, else its user agent. */
const isMobile = (headers: FastifyRequest['headers']): boolean =>
  headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android/i.test(headers['user-agent'] ?? '');

/** Draws the host's pages on the server, from a built host folder. */
export function serverRenderer(root: string, apiTarget: string) {
  const build = createRequire(import.meta.url)(path.join(root, 'server', 'server.cjs')) as HostServerBuild;
  const hostStyles = JSON.parse(
    fs.readFileSync(path.join(root, 'styles.json'), 'utf8'),
  ) as PagesSetup['hostStyles'];
  const unavailable = fs.readFileSync(path.join(root, '404-page.html'), 'utf8');
  return {
    /** The page that says the club's site is not available, in the visitor's language (it translates itself). */
    unavailablePage: (request: FastifyRequest) => {
      const language = languageOf(request.headers.cookie);
      return (languages as readonly string[]).includes(language)
        ? unavailable.replace(/<html[^>]*>/, `<html lang="${language}">`)
        : unavailable;
    },
    /** Loads the remotes' routes and styles and the texts before the first page. */
    prepare: (remotesConfig: RemotesConfig) =>
      build.preparePages({ apiBase: apiTarget, remotes: remotesConfig, hostStyles }),
    /** The sitemap of the club's public pages. */
    sitemap: (siteOrigin: string, remotesConfig: RemotesConfig) =>
      build.renderSitemap({ apiBase: apiTarget, remotes: remotesConfig, hostStyles }, siteOrigin),
    /** The page at the request's address, its links to itself at the site's origin. */
    render: (request: FastifyRequest, siteOrigin: string, remotesConfig: RemotesConfig, template: string) =>
      build.renderPage({
        url: request.url,
        origin: siteOrigin,
        language: languageOf(request.headers.cookie),
        mobile: isMobile(request.headers),
        apiBase: apiTarget,
        remotes: remotesConfig,
        hostStyles,
        template,
      }),
  };
}
