import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from '@club/shared-ui/router';
import { rememberCurrentPath } from '../features/session/navigation-history';
import { GlobalErrorPopup } from '../features/global-error/global-error-popup';
import { VersionNotice } from '../features/global-error/version-notice';
import { useLoginRequest } from '@club/shared-contracts/session';

// The login popup and its forms load with the first login request, not with every page.
const LoginDialog = lazy(() =>
  import('../features/login/login-dialog').then((module) => ({ default: module.LoginDialog })),
);

/** What every layout shares: the login dialog, the global error popup and the new-version notice. */
export function Root() {
  const location = useLocation();
  const loginRequested = useLoginRequest() !== null;
  useEffect(() => rememberCurrentPath(location.pathname + location.search), [location]);
  return (
    <>
      <VersionNotice />
      <Outlet />
      {loginRequested && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      <GlobalErrorPopup />
      <ScrollRestoration />
    </>
  );
}
