import type { LoginRequest } from '@club/shared-contracts/session';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';

/** The two views of the login popup (document 1, 2.4). */
export type LoginView = 'login' | 'register';

// The stored flag loginModeOn (key storageKeys.loginMode) holds a boolean: true, or nothing stored, opens the popup
// on Login; false opens it on Register. The popup writes it whenever it shows a view and writes true when it closes
// ("closing it resets to login"), so it is false only while the Register view is open. A request for 'register'
// always opens Register; a plain login request that arrives while Register is open (say, a 401 of a background call)
// keeps the customer on the form they are filling in. The session's clearing removes the flag: absent means Login.

/** The view the popup opens in for a request: Login whenever registration is off (RegisterOn false) or a new reset
 * link is asked for. */
export function openingView(request: LoginRequest, registerOn: boolean): LoginView {
  if (!registerOn || request.mode === 'reset-password') return 'login';
  if (request.mode === 'register') return 'register';
  return readStored<boolean>(storageKeys.loginMode) === false ? 'register' : 'login';
}

/** Stores the view the popup shows (or returns to, 'login', when it closes). */
export function rememberView(view: LoginView): void {
  writeStored(storageKeys.loginMode, view === 'login');
}
