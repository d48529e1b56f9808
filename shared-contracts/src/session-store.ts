// Host only: the writers of the session. Remotes read the session through session.ts and never write it; the one
// other writer is the HTTP layer (http.ts), which clears the session on a 401 or a storage version change.
import type { ImpersonationResponse, LoginResponse } from '@club/shared-contracts/entities';
import { refreshSession, type StoredCustomer } from '@club/shared-contracts/session';
import { removeStored, storageKeys, writeStored } from '@club/shared-contracts/storage';

/** Host only: stores a successful login (token and customer record, both until the token expires). */
export function storeLogin(login: LoginResponse): StoredCustomer {
  const customer: StoredCustomer = {
    id: login.id,
    name: login.name,
    surname: login.surname,
    logo: login.logo,
    parent: null,
    children: login.children,
    currentId: login.id,
  };
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

/** Host only (and the HTTP layer): removes the customer, the token and the login mode flag. */
export function clearSession(): void {
  removeStored(storageKeys.customer);
  removeStored(storageKeys.token);
  removeStored(storageKeys.loginMode);
  refreshSession();
}
