import { useCallback, useSyncExternalStore } from 'react';

/** The mobile layout: under 768 px (document 1, 9), the breakpoint the CSS modules use too. */
export const mobileMediaQuery = '(max-width: 767.98px)';

/** The visitor asked their system for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

// Where media queries are unknown (jsdom without a double) nothing matches: a desktop with motion.
const mediaOf = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * True while the media query matches; follows resizes, rotations and changed system settings. A page drawn on the
 * server (which knows no screen) draws it as not matching, and the browser's hydration too before it looks.
 */
export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}
