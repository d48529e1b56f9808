import { redirect, type LoaderFunctionArgs } from '@club/shared-ui/router';
import { isLoggedIn, requestLogin } from '@club/shared-contracts/session';
import { previousPath } from './navigation-history';

/**
 * Loader of every private route (document 1, 2.1): without a stored login token it opens the login dialog
 * remembering the target, and keeps the visitor on the current page, or sends them home on a first visit.
 */
export function privateGuard({ request }: LoaderFunctionArgs): Response | null {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  requestLogin(url.pathname + url.search);
  return redirect(previousPath() ?? '/');
}
