// The host's server build (dist/server/server.js): draws a page of the site for the host's server. The code that
// draws it loads behind an asynchronous boundary, so that no shared module is taken before federation has set its
// share scope up, as in the browser's start (index.ts).
import type { PageRequest, RenderedPage } from './server/render-page';
import type { PagesSetup } from './server/pages-setup';

export type { PageRequest, PagesSetup, RenderedPage };

/** Prepares the server to draw pages: the remotes' routes loaded, the texts registered (render-page.tsx). */
export async function preparePages(setup: PagesSetup): Promise<void> {
  const { preparePages: prepare } = await import('./server/pages-setup');
  await prepare(setup);
}

/** Draws the page at a request's address (render-page.tsx). */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { renderPage: render } = await import('./server/render-page');
  return render(request);
}

/** The sitemap of the club's public pages at the site's origin (sitemap.ts). */
export async function renderSitemap(setup: PagesSetup, origin: string): Promise<string> {
  const [{ preparePages: prepare }, { sitemap }] = await Promise.all([
    import('./server/pages-setup'),
    import('./server/sitemap'),
  ]);
  await prepare(setup);
  return sitemap(origin);
}
