// The session contract (document 1, 4): read access for every app, and commands whose effects the host implements.
// Only the host writes the session (see session-store.ts); the atoms live in jotai's default store, which every app
// shares because jotai and this package are federation singletons.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useBrowserAtom } from '@club/shared-contracts/browser-state';
import { safeRedirectPath } from '@club/shared-contracts/paths';
import { readStored, storageKeys } from '@club/shared-contracts/storage';
import type { CustomerRef } from '@club/shared-contracts/entities';

/** The stored customer record (key cc): id is the customer every customer-scoped call acts for. */
export interface StoredCustomer {
  id: number;
  name: string;
  surname: string;
  logo: string;
  /** The parent account while acting as a child profile. */
  parent?: { id: number; name: string; surname: string } | null;
  children: { id: number; name: string; surname: string }[];
  /** The profile selected in the child-profile selector. */
  currentId: number;
}

/** What every app may know about the session. */
export interface Session {
  customer: StoredCustomer | null;
  token: string | null;
  isLoggedIn: boolean;
}

/** A request to open the login dialog, read by the host. */
export interface LoginRequest {
  /** Where to go after a successful login (a same-origin path), or null to stay. */
  backUrl: string | null;
  /** What the dialog opens on: Login, Register, or Login's reset-password mode (a new reset link). */
  mode: 'login' | 'register' | 'reset-password';
}

/** The commands the host implements (logging out clears the cart too, then reloads). */
export interface SessionCommands {
  logOut(): void;
  /** Switches to a child profile (or back); failures are shown by the host under the menu. */
  switchProfile(customerId: number): Promise<void>;
  /**
   * Logs in a visitor whose checkout created the account (the checkout's customerId and token, with the name typed
   * at checkout) for 5 minutes, as a sale's cart token does; a logged-in customer keeps the own session.
   */
  logInWithCheckoutToken(customer: CustomerRef, token: string): void;
}

const store = getDefaultStore();

const anonymous: Session = { customer: null, token: null, isLoggedIn: false };
const sessionKeys: string[] = [storageKeys.customer, storageKeys.token, storageKeys.loginMode];

function isStoredCustomer(value: unknown): value is StoredCustomer {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';
}

/** Reads the session from storage now, with the expiry check (for loaders, guards and non-React code). */
export function getSession(): Session {
  const token = readStored<string>(storageKeys.token);
  const customer = readStored<unknown>(storageKeys.customer);
  // Logged in is decided by the token; without the customer record there is no customer id to act for either.
  if (!token || !isStoredCustomer(customer)) return anonymous;
  return { customer, token, isLoggedIn: true };
}

/** A customer a registration in this browser has just marked, with the registration token that proves it. */
export interface TemporaryCustomer {
  customer: StoredCustomer;
  /**
   * Sent in place of a session on the calls of an activity sign-up for them (the activity with alreadyIn, the
   * inscription, the form save); the API takes it nowhere else.
   */
  registrationToken: string;
}

/**
 * The customer a registration in this browser marked for 5 minutes with its registration token
 * (storeTemporaryCustomer, document 3, 4 Activity sign-up), while nobody is logged in: an activity sign-up goes on
 * for them. Null when logged in, unmarked or without the token.
 */
export function temporaryCustomer(): TemporaryCustomer | null {
  if (getSession().isLoggedIn) return null;
  const customer = readStored<unknown>(storageKeys.customer);
  const registrationToken = readStored<string>(storageKeys.registrationToken);
  return isStoredCustomer(customer) && typeof registrationToken === 'string'
    ? { customer, registrationToken }
    : null;
}

/** True while a stored, unexpired login token and customer record exist. */
export function isLoggedIn(): boolean {
  return getSession().isLoggedIn;
}

// Bumped whenever the session storage changes: by the host's writers, and by other tabs through storage events.
const revisionAtom = atom(0);
revisionAtom.onMount = (setRevision) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || sessionKeys.includes(event.key)) setRevision((revision) => revision + 1);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/**
 * The session as read-only state. It is re-read from storage when the host writes the session or another tab
 * changes it; a token that expires meanwhile is caught by the next call's 401 or by `getSession()`.
 */
export const sessionAtom = atom((get) => {
  get(revisionAtom);
  return getSession();
});

/** Makes `sessionAtom` read storage again (the host's writers call it after every change). */
export function refreshSession(): void {
  store.set(revisionAtom, (revision) => revision + 1);
}

/** The current session in a component (none on the server and while hydrating: storage is the browser's). */
export function useSession(): Session {
  return useBrowserAtom(sessionAtom, anonymous);
}

const loginRequestBaseAtom = atom<LoginRequest | null>(null);

/** The pending request to open the login dialog (the host shows the dialog while it is set). */
export const loginRequestAtom = atom((get) => get(loginRequestBaseAtom));

/** Asks the host to open the login dialog; after login it goes to backUrl (only same-origin paths are kept). */
export function requestLogin(backUrl?: string | null, mode: LoginRequest['mode'] = 'login'): void {
  const safe = backUrl ? safeRedirectPath(backUrl, '') : '';
  store.set(loginRequestBaseAtom, { backUrl: safe || null, mode });
}

/** The query key of a back URL that names the action to go on with after the login ('book', 'join:103'). */
export const pendingActionKey = 'then';

/**
 * Asks for the login to go on with an action afterwards: the back URL is the page's address (which holds the slot
 * or the booking) naming the action, so the page takes it up after the login. Closing the dialog leaves the address
 * as it is, and the action is dropped.
 */
export function requestLoginToContinue(path: string, action: string): void {
  const query = path.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : path.slice(query + 1));
  params.set(pendingActionKey, action);
  requestLogin(`${query === -1 ? path : path.slice(0, query)}?${params.toString()}`);
}

/** Host only: forgets the login request once the dialog closes. */
export function closeLoginRequest(): void {
  store.set(loginRequestBaseAtom, null);
}

/** The pending login request in a component (the host's dialog). */
export function useLoginRequest(): LoginRequest | null {
  return useAtomValue(loginRequestAtom, { store });
}

let commands: SessionCommands | null = null;

/** Host only: registers the implementation of the session commands at start. */
export function provideSessionCommands(implementation: SessionCommands): void {
  commands = implementation;
}

/** The session commands; throws when the host has not started (a programming error, not a user error). */
export function sessionCommands(): SessionCommands {
  if (!commands) throw new Error('Session commands are not provided: the host registers them at start');
  return commands;
}

/** Logs out through the host: clears the cart and the session, then reloads the page. */
export function logOut(): void {
  sessionCommands().logOut();
}

/** Switches to a child profile through the host. */
export function switchProfile(customerId: number): Promise<void> {
  return sessionCommands().switchProfile(customerId);
}

/** Logs in through the host the visitor whose checkout created the account (see SessionCommands). */
export function logInWithCheckoutToken(customer: CustomerRef, token: string): void {
  sessionCommands().logInWithCheckoutToken(customer, token);
}
