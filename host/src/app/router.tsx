import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@club/shared-ui/spinner';
import { useRoutes, type RouteObject } from '@club/shared-ui/router';
import {
  browserDrawnRoutes,
  routeTable,
  type RouteEntry,
  type RouteLayout,
} from '@club/shared-contracts/route-table';
import { RemoteRoute } from '../features/federation/remote-route';
import { PrivateRoute } from '../features/session/private-route';
import { BrowserDrawn } from './browser-drawn';
import { InsecureLayout } from './layouts/insecure-layout';
import { SecureLayout } from './layouts/secure-layout';
import { CleanLayout } from './layouts/clean-layout';
import { Root } from './root';
import { hostPages } from './host-pages';
import { lazyPart } from '../lib/part-boundary';

// An address no route has is rare: its page loads when it is needed.
const NotFound = lazyPart('not-found page', () =>
  import('@club/shared-ui/not-found').then((module) => module.NotFound),
);

/** A route's page as the host mounts it: behind the login, left to the browser, or as it is. */
function guarded(entry: RouteEntry, page: ReactNode): ReactNode {
  if (entry.access === 'private') return <PrivateRoute>{page}</PrivateRoute>;
  if (browserDrawnRoutes.has(entry.id)) return <BrowserDrawn>{page}</BrowserDrawn>;
  return page;
}

function toRoute(entry: RouteEntry): RouteObject {
  const HostPage = entry.owner === 'host' ? hostPages[entry.id] : undefined;
  // Keyed by route, so a failed remote's fallback does not stay when the visitor moves to another route.
  const page = HostPage ? (
    <Suspense fallback={<Spinner />}>
      <HostPage />
    </Suspense>
  ) : (
    <RemoteRoute
      key={entry.id}
      remote={entry.owner as Exclude<RouteEntry['owner'], 'host'>}
      routeId={entry.id}
    />
  );
  return {
    path: entry.path,
    element: guarded(entry, page),
  };
}

const layouts: Record<RouteLayout, () => React.JSX.Element> = {
  insecure: InsecureLayout,
  secure: SecureLayout,
  clean: CleanLayout,
};

/** The route objects of the site: every route of the table under its layout, and a not-found page. */
const routes: RouteObject[] = [
  {
    Component: Root,
    children: (Object.keys(layouts) as RouteLayout[]).map((layout) => ({
      Component: layouts[layout],
      children: [
        ...routeTable.filter((entry) => entry.layout === layout).map(toRoute),
        ...(layout === 'insecure'
          ? [
              {
                path: '*',
                element: (
                  <Suspense fallback={<Spinner />}>
                    <NotFound />
                  </Suspense>
                ),
              },
            ]
          : []),
      ],
    })),
  },
];

/** The page of the site at the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
