import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from '@club/shared-ui/router';
import { rememberCurrentPath } from '../features/session/navigation-history';
import { LoginDialog } from '../features/login/login-dialog';
import { GlobalErrorPopup } from '../features/global-error/global-error-popup';
import { VersionNotice } from '../features/global-error/version-notice';

/** What every layout shares: the login dialog, the global error popup and the new-version notice. */
export function Root() {
  const location = useLocation();
  useEffect(() => rememberCurrentPath(location.pathname + location.search), [location]);
  return (
    <>
      <VersionNotice />
      <Outlet />
      <LoginDialog />
      <GlobalErrorPopup />
      <ScrollRestoration />
    </>
  );
}
