// Which menu entry is the current page. Several entries may share a path (Shop and Memberships both open /shop,
// Bookings and School both /bookingtypes) and tell their pages apart by the query; NavLink compares the path only,
// so it would mark both. Exactly one entry is current: the one whose path is the location's and whose query keys
// all hold the location's values, the most specific one when several do.

/** A location as the router gives it. */
export interface MenuLocation {
  pathname: string;
  search: string;
}

/** The index of the entry link that is the current page, or -1 when none is. */
export function currentEntryIndex(links: readonly string[], location: MenuLocation): number {
  const here = new URLSearchParams(location.search);
  let best = -1;
  let bestKeys = -1;
  links.forEach((link, index) => {
    const url = new URL(link, 'http://menu.invalid');
    if (url.pathname !== location.pathname) return;
    const keys = [...url.searchParams.keys()];
    if (!keys.every((key) => here.get(key) === url.searchParams.get(key))) return;
    if (keys.length > bestKeys) {
      best = index;
      bestKeys = keys.length;
    }
  });
  return best;
}
