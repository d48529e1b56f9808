import { clearSession } from '@club/shared-contracts/session-store';

/** Logs out: clears the session (and, from the cart step on, the cart) and reloads the page (document 1, 4). */
export function logOut(): void {
  clearSession();
  window.location.reload();
}
