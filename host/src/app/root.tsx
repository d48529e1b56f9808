import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@club/shared-ui/router';
import { rememberCurrentPath } from '../features/session/navigation-history';
import { VersionNotice } from '../features/global-error/version-notice';
import { useHydrated } from '@club/shared-contracts/browser-state';
import { useLoginRequest } from '@club/shared-contracts/session';
import { globalErrorAtom } from '@club/shared-contracts/http';
import { useAtomValue } from 'jotai';
import { useAppNavigation } from './app-navigation';
import { useScrollRestoration } from './scroll-restoration';
import { lazyPart } from '../lib/part-boundary';
import { OfflineNotice } from './offline-notice';
import { markShellHydrated } from '../lib/interactive-mark';

// The login popup and the error popup load the first time they are needed, not with every page.
const GlobalErrorPopup = lazyPart('error popup', () =>
  import('../features/global-error/global-error-popup').then((module) => module.GlobalErrorPopup),
);
const LoginDialog = lazyPart('login popup', () =>
  import('../features/login/login-dialog').then((module) => module.LoginDialog),
);

/**
 * What the browser does once a page the server drew has hydrated: it remembers the page (once a private route has
 * read the last one) and marks the page as answering input. A leaf of its own, so that the render it takes after
 * hydration is its alone, not the whole page's.
 */
function AfterHydration() {
  const location = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) rememberCurrentPath(location.pathname + location.search);
  }, [hydrated, location]);
  useEffect(() => {
    if (hydrated) markShellHydrated();
  }, [hydrated]);
  return null;
}

/**
 * What every layout shares: the login dialog, the global error popup, the new-version and offline notices, scroll
 * positions and navigation for code outside the components.
 */
export function Root() {
  const loginRequested = useLoginRequest() !== null;
  const failed = useAtomValue(globalErrorAtom) !== null;
  useAppNavigation();
  useScrollRestoration();
  return (
    <>
      <VersionNotice />
      <OfflineNotice />
      <Outlet />
      {loginRequested && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      {failed && (
        <Suspense fallback={null}>
          <GlobalErrorPopup />
        </Suspense>
      )}
      {/* Last, so that its effects run after the page's (a private route reads the last page first). */}
      <AfterHydration />
    </>
  );
}
