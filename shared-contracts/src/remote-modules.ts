// The interfaces of the modules the remotes expose through federation (ARCHITECTURE 3): each remote's exposed
// module satisfies one of them, and the host loads it with `loadRemote<…>()`.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The federation names of the remotes. */
export const remoteNames = ['mf_shop', 'mf_booking', 'mf_checkout', 'mf_account', 'mf_content'] as const;

/** One of the remotes. */
export type RemoteName = (typeof remoteNames)[number];

/** Where a remote is deployed: its entry for the browser (remoteEntry.js), and its entry for the host's server. */
export interface RemoteEntries {
  entry: string;
  serverEntry: string;
}

/** The runtime config (remotes.json): each remote's entries. */
export type RemotesConfig = Record<RemoteName, RemoteEntries>;

/** The address a page is preloaded for: the route's parameters and the query. */
export interface RouteAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A route of a remote: the route object, and what starts loading its page ahead of its first render for the address
 * at hand: its code, and its data (see `prefetch` in http), so that both load together.
 */
export type RemoteRouteObject = RouteObject & { preload?: (address: RouteAddress) => Promise<unknown> };

/** A remote's `./routes`: one route object per route-table entry it owns, with the same id. */
export interface RemoteRoutesModule {
  routes: RemoteRouteObject[];
}

/** A home page section (`./memberships-section`, `./booking-types-section`, …): rendered in the host's home page. */
export interface HomeSectionModule {
  HomeSection: ComponentType;
}

/** A widget of the host's menu or navigation bar (mf-shop's search box, mf-content's recent posts). */
export interface WidgetModule {
  Widget: ComponentType;
}
