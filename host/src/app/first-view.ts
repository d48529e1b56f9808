// The first view of a page waits on the club's settings, on its remote's code and on its data. They start together:
// as soon as the remotes config is read, the code of the page at the address (its remote's routes, or the home
// page's first sections, and the home template that names the hero's image) is fetched while the settings load,
// instead of after them, and a remote page's data with its code; and the page's largest image, once the settings
// (and on the home page the template) name it, before the code that draws it has arrived.
import type { Settings } from '@club/shared-contracts/entities';
import type { RemoteName, RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { routeTable } from '@club/shared-contracts/route-table';
import { uploadUrl } from '@club/shared-contracts/settings';
import { matchPath } from '@club/shared-ui/router';
import { preloadImage } from '@club/shared-ui/upload-image';
import { preloadRemoteModule } from '../features/federation/remote-route';
import { homeSlides, loadHomeTemplate } from '../lib/home-template';
import { firstViewSections } from './home-page';

const routeAt = (pathname: string) => routeTable.find((candidate) => matchPath(candidate.path, pathname));

/** The remote modules the page at this path renders first: which remote, which exposed module. */
export function firstViewModules(pathname: string): { remote: RemoteName; exposed: string }[] {
  const entry = routeAt(pathname);
  if (!entry) return [];
  if (entry.id === 'home') return firstViewSections.map(({ remote, exposed }) => ({ remote, exposed }));
  return entry.owner === 'host' ? [] : [{ remote: entry.owner, exposed: './routes' }];
}

/**
 * Starts fetching the page at this address: its remote modules, then a remote page's own code and data (the route's
 * preload, told the route's parameters and the query). For a page the server drew (`data` false), whose data is in
 * it, only its remote modules. Settles when its remote modules have loaded or failed.
 */
export async function preloadFirstView(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  { data }: { data: boolean } = { data: true },
): Promise<void> {
  const entry = routeAt(pathname);
  // The hero's slides, and so the home page's largest image, are the template's.
  if (entry?.id === 'home' && data) void loadHomeTemplate();
  const params = entry ? (matchPath(entry.path, pathname)?.params ?? {}) : {};
  const modules = firstViewModules(pathname).map(({ remote, exposed }) => {
    const loading = preloadRemoteModule<RemoteRoutesModule>(remote, exposed);
    void loading.then((module) =>
      exposed === './routes' && data
        ? module?.routes
            .find((route) => route.id === entry?.id)
            ?.preload?.({ params, search: new URLSearchParams(search) })
        : undefined,
    );
    return loading;
  });
  await Promise.all(modules);
}

/**
 * The image of the page at this path that paints largest, when the settings and the home template tell it: on the
 * home page the hero's, the template's first slide, or the header image when the template has no slide or failed.
 */
export async function firstViewImage(pathname: string, settings: Settings): Promise<string | null> {
  if (routeAt(pathname)?.id !== 'home') return null;
  const template = await loadHomeTemplate();
  const firstSlide = template.state === 'loaded' ? homeSlides(template.data)[0] : undefined;
  const file = firstSlide?.image ?? settings.HeaderImage;
  return file ? uploadUrl(settings, file) : null;
}

/** Starts fetching the largest image of the page at this path, first among the page's requests. */
export function preloadFirstViewImage(pathname: string, settings: Settings): void {
  void firstViewImage(pathname, settings).then((image) => {
    if (image) preloadImage(image);
  });
}
