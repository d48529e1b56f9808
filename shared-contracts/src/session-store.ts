// Host only: the writers of the session. Remotes read the session through session.ts and never write it; the one
// other writer is the HTTP layer (http.ts), which clears the session on a 401 or a storage version change.
import type { CustomerRef, ImpersonationResponse, LoginResponse } from '@club/shared-contracts/entities';
import { getSession, refreshSession, type StoredCustomer } from '@club/shared-contracts/session';
import { readStored, removeStored, storageKeys, writeStored } from '@club/shared-contracts/storage';

/** How long the temporary customer marker and a cart token live (document 3, 9): 5 minutes. */
export const temporarySessionMs = 5 * 60 * 1000;

/** The customer record a successful login stores. */
export function loginCustomer(login: LoginResponse): StoredCustomer {
  return {
    id: login.id,
    name: login.name,
    surname: login.surname,
    logo: login.logo,
    parent: null,
    children: login.children,
    currentId: login.id,
  };
}

/** Host only: stores a successful login (token and customer record, both until the token expires). */
export function storeLogin(login: LoginResponse): StoredCustomer {
  const customer = loginCustomer(login);
  writeStored(storageKeys.token, login.token, login.expiry);
  writeStored(storageKeys.customer, customer, login.expiry);
  refreshSession();
  return customer;
}

/**
 * Host only: stores the session of a child profile. The record keeps the parent and its children, so the
 * profile selector still lists them; the parent's token is replaced, as the specification's flow does.
 */
export function storeImpersonation(answer: ImpersonationResponse, current: StoredCustomer): StoredCustomer {
  const customer: StoredCustomer = {
    id: answer.customer.id,
    name: answer.customer.name,
    surname: answer.customer.surname,
    logo: '',
    parent: current.parent ?? { id: current.id, name: current.name, surname: current.surname },
    children: current.children,
    currentId: answer.customer.id,
  };
  writeStored(storageKeys.token, answer.token, answer.expiry);
  writeStored(storageKeys.customer, customer, answer.expiry);
  refreshSession();
  return customer;
}

/**
 * Host only: after registering, marks the new customer for 5 minutes (document 3, 4 Activity sign-up) as the stored
 * customer record, with the registration token the API answered (the proof that this browser registered them, which
 * the sign-up's calls send: session.ts, temporaryCustomer). A record without a session token is no session, so the
 * visitor stays logged out until a cart token comes (see storeCartToken). A logged-in customer's record is never
 * replaced: answers false and stores nothing then.
 */
export function storeTemporaryCustomer(customer: CustomerRef, registrationToken?: string): boolean {
  if (getSession().isLoggedIn) return false;
  const marker: StoredCustomer = {
    id: customer.id,
    name: customer.name,
    surname: customer.surname,
    logo: '',
    parent: null,
    children: [],
    currentId: customer.id,
  };
  const expiry = Date.now() + temporarySessionMs;
  writeStored(storageKeys.customer, marker, expiry);
  // An earlier registration's token never goes with this marker.
  if (registrationToken === undefined) removeStored(storageKeys.registrationToken);
  else writeStored(storageKeys.registrationToken, registrationToken, expiry);
  refreshSession();
  return true;
}

/**
 * Host only: stores the cart token that came with a sale as the session token for 5 minutes (document 3, 4), which
 * with the temporary customer marker logs the visitor in; the marker is kept exactly as long as the token. A
 * logged-in customer keeps the own, longer session: answers false and stores nothing then.
 */
export function storeCartToken(token: string): boolean {
  if (getSession().isLoggedIn) return false;
  const expiry = Date.now() + temporarySessionMs;
  writeStored(storageKeys.token, token, expiry);
  const marker = readStored<unknown>(storageKeys.customer);
  if (marker !== null) writeStored(storageKeys.customer, marker, expiry);
  refreshSession();
  return true;
}

/** Host only (and the HTTP layer): removes the customer, the tokens and the login mode flag. */
export function clearSession(): void {
  removeStored(storageKeys.customer);
  removeStored(storageKeys.token);
  removeStored(storageKeys.registrationToken);
  removeStored(storageKeys.loginMode);
  refreshSession();
}
