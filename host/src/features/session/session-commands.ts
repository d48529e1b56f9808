import { impersonate } from '@club/shared-contracts/api/customers';
import { getSession, provideSessionCommands } from '@club/shared-contracts/session';
import { clearSession, storeImpersonation } from '@club/shared-contracts/session-store';

/** The host's implementation of the session commands every app may call (only the host writes the session). */
export function provideHostSessionCommands(): void {
  provideSessionCommands({
    // Logout clears the session (and, from the cart step on, the cart) and reloads the page (document 1, 4).
    logOut() {
      clearSession();
      window.location.reload();
    },
    // Impersonating a child stores the new token and customer, then reloads (document 1, 4).
    async switchProfile(customerId) {
      const { customer } = getSession();
      if (!customer) return;
      storeImpersonation(await impersonate(customerId), customer);
      window.location.reload();
    },
  });
}
