// Test helpers of the host: a viewport width for the mobile media query. Only tests import this module.
import { mobileMediaQuery } from '@club/shared-ui/use-media-query';

/** Makes the viewport the given width for the mobile media query (under 768 px is mobile), before rendering. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: query === mobileMediaQuery && width < 768,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
