import type { ReactNode } from 'react';
import { useHydrated } from '@club/shared-contracts/browser-state';
import { usePageHead } from '@club/shared-ui/page-head';

/**
 * A page the host's server leaves to the browser (browserDrawnRoutes): empty on the server and while the browser
 * hydrates what the server drew, then drawn by the browser with what only it knows.
 */
export function BrowserDrawn({ children }: { children: ReactNode }) {
  usePageHead({ leftToBrowser: true });
  return useHydrated() ? children : null;
}
