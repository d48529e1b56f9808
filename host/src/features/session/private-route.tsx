import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@club/shared-ui/router';
import { useHydrated } from '@club/shared-contracts/browser-state';
import { usePageHead } from '@club/shared-ui/page-head';
import { isLoggedIn, requestLogin, useSession } from '@club/shared-contracts/session';
import { previousPath } from './navigation-history';

/**
 * Wraps every private route (document 1, 2.1): without a stored login token it opens the login dialog remembering
 * the target, and keeps the visitor on the current page, or sends them home on a first visit. The login lives in the
 * browser's storage, so the host's server, and the browser while it hydrates what the server drew, leave the page
 * empty; the browser decides right after.
 */
export function PrivateRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Subscribed, so a logout in another tab leaves the page; read again for the expiry at every render.
  useSession();
  const allowed = isLoggedIn();
  const target = location.pathname + location.search;
  const hydrated = useHydrated();
  usePageHead({ leftToBrowser: true });
  useEffect(() => {
    if (hydrated && !allowed) requestLogin(target);
  }, [hydrated, allowed, target]);
  if (!hydrated) return null;
  if (allowed) return children;
  // After a reload the remembered page may be this one.
  const back = previousPath();
  return <Navigate to={back && back !== target ? back : '/'} replace />;
}
