// The site's origin as the visitor reached it, for the addresses a page shows or shares whole: the page's own in the
// browser, the request's on the host's server (which provides it).
import { createContext, useContext } from 'react';

/** The origin the host's server was asked at; none in the browser, whose page knows its own. */
export const SiteOriginContext = createContext<string | null>(null);

/** The site's origin (`https://club.example`). */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
