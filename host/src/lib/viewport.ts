import { useSyncExternalStore } from 'react';

/** The mobile layout's media query: under 768 px (document 1, 9), the breakpoint the CSS modules use too. */
export const mobileMediaQuery = '(max-width: 767.98px)';

function mobileMedia(): MediaQueryList | null {
  // Where media queries are unknown (jsdom) the page is laid out as on a desktop.
  return typeof window.matchMedia === 'function' ? window.matchMedia(mobileMediaQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const media = mobileMedia();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** True while the viewport is under 768 px; follows resizes and rotations. */
export function useMobileViewport(): boolean {
  return useSyncExternalStore(subscribe, () => mobileMedia()?.matches ?? false);
}
