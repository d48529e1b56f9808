import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@club/shared-ui/router';
import { rememberCurrentPath } from '../features/session/navigation-history';
import { VersionNotice } from '../features/global-error/version-notice';
import { useLoginRequest } from '@club/shared-contracts/session';
import { globalErrorAtom } from '@club/shared-contracts/http';
import { useAtomValue } from 'jotai';
import { useAppNavigation } from './app-navigation';
import { useScrollRestoration } from './scroll-restoration';

// The login popup and the error popup load the first time they are needed, not with every page.
const GlobalErrorPopup = lazy(() =>
  import('../features/global-error/global-error-popup').then((module) => ({
    default: module.GlobalErrorPopup,
  })),
);
const LoginDialog = lazy(() =>
  import('../features/login/login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/**
 * What every layout shares: the login dialog, the global error popup, the new-version notice, scroll positions and
 * navigation for code outside the components.
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
