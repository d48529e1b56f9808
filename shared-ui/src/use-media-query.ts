import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** The mobile layout: under 768 px (document 1, 9), the breakpoint the CSS modules use too. */
export const mobileMediaQuery = '(max-width: 767.98px)';

/** The visitor asked their system for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

// Where media queries are unknown (jsdom without a double) nothing matches: a desktop with motion.
const mediaOf = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * The viewport width a page drawn on the server assumes (a phone's or a desktop's, by the visitor's browser), which
 * the browser's hydration of that page assumes too; none outside such a page.
 */
export const AssumedWidthContext = createContext<number | null>(null);

/** Whether a `(max-width: …px)` query matches the assumed width; any other query does not. */
function matchesAssumedWidth(query: string, width: number | null): boolean {
  const maxWidth = /^\(max-width:\s*([\d.]+)px\)$/.exec(query)?.[1];
  return width !== null && maxWidth !== undefined && width <= Number(maxWidth);
}

/**
 * True while the media query matches; follows resizes, rotations and changed system settings. A page drawn on the
 * server (which knows no screen) draws it for the width it assumes, and the browser's hydration too before it looks.
 */
export function useMediaQuery(query: string): boolean {
  const assumedWidth = useContext(AssumedWidthContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaOf(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaOf(query)?.matches ?? false,
    () => matchesAssumedWidth(query, assumedWidth),
  );
}
