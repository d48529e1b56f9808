import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@club/shared-ui/router';
import { rememberCurrentPath } from '../features/session/navigation-history';
import { VersionNotice } from '../features/global-error/version-notice';
import { useLoginRequest } from '@club/shared-contracts/session';
import { globalErrorAtom } from '@club/shared-contracts/http';
import { useAtomValue } from 'jotai';
import { useAppNavigation } from './app-navigation';
import { useScrollRestoration } from './scroll-restoration';
import { lazyPart } from '../lib/part-boundary';
import { OfflineNotice } from './offline-notice';

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
  useEffect(() => rememberCurrentPath(location.pathname + location.search), [location]);
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
