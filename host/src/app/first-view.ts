// The first view of a page waits on the club's settings, on its remote's code and on its data. They start together:
// as soon as the remotes config is read, the code of the page at the address (its remote's routes, or the home
// page's first sections) is fetched while the settings load, instead of after them, and a remote page's data with
// its code; and the page's largest image, once the settings name it, before the code that draws it has arrived.
import type { Settings } from '@club/shared-contracts/entities';
import type { RemoteName, RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { routeTable } from '@club/shared-contracts/route-table';
import { uploadUrl } from '@club/shared-contracts/settings';
import { matchPath } from '@club/shared-ui/router';
import { preloadImage } from '@club/shared-ui/upload-image';
import { preloadRemoteModule } from '../features/federation/remote-route';
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
 * preload, told the route's parameters and the query).
 */
export function preloadFirstView({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const entry = routeAt(pathname);
  const params = entry ? (matchPath(entry.path, pathname)?.params ?? {}) : {};
  for (const { remote, exposed } of firstViewModules(pathname)) {
    void preloadRemoteModule<RemoteRoutesModule>(remote, exposed).then((module) =>
      exposed === './routes'
        ? module?.routes
            .find((route) => route.id === entry?.id)
            ?.preload?.({ params, search: new URLSearchParams(search) })
        : undefined,
    );
  }
}

/** The image of the page at this path that paints largest, when the settings tell it: the home page's header. */
export function firstViewImage(pathname: string, settings: Settings): string | null {
  if (routeAt(pathname)?.id !== 'home' || !settings.HeaderImage) return null;
  return uploadUrl(settings, settings.HeaderImage);
}

/** Starts fetching the largest image of the page at this path, first among the page's requests. */
export function preloadFirstViewImage(pathname: string, settings: Settings): void {
  const image = firstViewImage(pathname, settings);
  if (image) preloadImage(image);
}
