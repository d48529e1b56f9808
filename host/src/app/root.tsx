import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoginDialog } from '../features/login/login-dialog';
import { GlobalErrorPopup } from '../features/global-error/global-error-popup';
import { VersionNotice } from '../features/global-error/version-notice';

/** What every layout shares: the login dialog, the global error popup and the new-version notice. */
export function Root() {
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
