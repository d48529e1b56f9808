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
 * What every layout shares: the login dialog, the global error popup, the new-version and offline notices, scroll
 * positions and navigation for code outside the components.
 */
export function Root() {
  const location = useLocation();
  const loginRequested = useLoginRequest() !== null;
  const failed = useAtomValue(globalErrorAtom) !== null;
  // A page the server drew hydrates as the server drew it, then takes what only the browser knows (its session, its
  // cart, the page last shown in the tab): the page is remembered once a private route has read the last one.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) rememberCurrentPath(location.pathname + location.search);
  }, [hydrated, location]);
  // The page answers input as the browser knows it from now on (the end-to-end journeys wait for this mark).
  useEffect(() => {
    if (hydrated) markShellHydrated();
  }, [hydrated]);
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
    </>
  );
}
