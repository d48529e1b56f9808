// The site's origin, for the addresses a page shows or shares whole and the club's links that name the site: the
// page's own in the browser, the club's listed origin of the site on the host's server (which provides it).
import { createContext, useCallback, useContext } from 'react';
import { linkTarget, type LinkTarget } from '@club/shared-contracts/paths';

/** The origin the host's server draws the site's pages at; none in the browser, whose page knows its own. */
export const SiteOriginContext = createContext<string | null>(null);

/** The site's origin (`https://club.example`). */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}

/** Where the club's addresses lead (linkTarget), at the site's origin, in a component. */
export function useLinkTarget(): (address: string) => LinkTarget | null {
  const origin = useSiteOrigin();
  return useCallback((address: string) => linkTarget(address, origin), [origin]);
}
