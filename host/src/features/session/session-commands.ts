import { impersonate } from '@club/shared-contracts/api/customers';
import { cartCommands } from '@club/shared-contracts/cart';
import { routeTable } from '@club/shared-contracts/route-table';
import { getSession, provideSessionCommands } from '@club/shared-contracts/session';
import {
  clearSession,
  storeCartToken,
  storeImpersonation,
  storeTemporaryCustomer,
} from '@club/shared-contracts/session-store';
import { matchPath } from '@club/shared-ui/router';

/**
 * Where logging out leaves the customer: a private page would only ask for the login just given up, so it gives way
 * to the home page; any other page stays, reloaded without the session.
 */
export function pageAfterLogout(pathname: string): 'home' | 'same' {
  const onPrivatePage = routeTable.some(
    (entry) => entry.access === 'private' && matchPath(entry.path, pathname) !== null,
  );
  return onPrivatePage ? 'home' : 'same';
}

/** The host's implementation of the session commands every app may call (only the host writes the session). */
export function provideHostSessionCommands(): void {
  provideSessionCommands({
    // Logout clears the cart and the session, then reloads the page (document 1, 4), or opens the home page when
    // the page was a private one.
    logOut() {
      cartCommands().clear();
      clearSession();
      if (pageAfterLogout(window.location.pathname) === 'home') window.location.assign('/');
      else window.location.reload();
    },
    // Impersonating a child stores the new token and customer, then reloads (document 1, 4). A failure rejects
    // with the API error and changes nothing, so the menu can show it under itself (document 1, 8).
    async switchProfile(customerId) {
      const { customer } = getSession();
      if (!customer) throw new Error('There is no session to switch the profile of');
      storeImpersonation(await impersonate(customerId), customer);
      window.location.reload();
    },
    // The account a visitor's checkout created: the customer marker and the token live 5 minutes together, as with
    // a sale's cart token (document 3, 4), long enough for the card step and the return pages. A logged-in
    // customer's own session is never replaced.
    logInWithCheckoutToken(customer, token) {
      if (storeTemporaryCustomer(customer)) storeCartToken(token);
    },
  });
}
