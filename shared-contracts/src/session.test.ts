import { getDefaultStore } from 'jotai';
import type { LoginResponse } from './entities';
import {
  closeLoginRequest,
  getSession,
  isLoggedIn,
  loginRequestAtom,
  logOut,
  provideSessionCommands,
  requestLogin,
  requestLoginToContinue,
  sessionAtom,
  sessionCommands,
} from './session';
import { clearSession, storeImpersonation, storeLogin } from './session-store';
import { readStored, storageKeys, writeStored } from './storage';

const store = getDefaultStore();

const login: LoginResponse = {
  token: 'token-1',
  expiry: '2030-01-01T00:00:00Z',
  id: 7,
  logo: 'me.png',
  name: 'Ana',
  surname: 'García',
  children: [{ id: 8, name: 'Leo', surname: 'García' }],
};

beforeEach(() => {
  localStorage.clear();
  jest.useRealTimers();
  clearSession();
  closeLoginRequest();
});

describe('session', () => {
  it('is anonymous without a stored token', () => {
    expect(getSession()).toEqual({ customer: null, token: null, isLoggedIn: false });
    expect(isLoggedIn()).toBe(false);
  });

  it('stores a login as ctk and cc with the token expiry', () => {
    storeLogin(login);
    const stored = JSON.parse(localStorage.getItem(storageKeys.token) ?? 'null') as { expiry: number };
    expect(stored.expiry).toBe(Date.parse(login.expiry));
    expect(readStored(storageKeys.customer)).toEqual({
      id: 7,
      name: 'Ana',
      surname: 'García',
      logo: 'me.png',
      parent: null,
      children: login.children,
      currentId: 7,
    });
    expect(getSession()).toMatchObject({ token: 'token-1', isLoggedIn: true, customer: { id: 7 } });
  });

  it('is logged out once the token expires', () => {
    jest.useFakeTimers({ now: Date.parse('2029-12-31T23:59:00Z') });
    storeLogin(login);
    expect(isLoggedIn()).toBe(true);
    jest.setSystemTime(Date.parse('2030-01-01T00:00:00Z'));
    expect(isLoggedIn()).toBe(false);
  });

  it('needs the customer record besides the token', () => {
    writeStored(storageKeys.token, 'orphan-token');
    expect(isLoggedIn()).toBe(false);
  });

  it('updates the session atom when the host stores or clears the session', () => {
    const seen: boolean[] = [];
    const unsubscribe = store.sub(sessionAtom, () => seen.push(store.get(sessionAtom).isLoggedIn));
    expect(store.get(sessionAtom).isLoggedIn).toBe(false);
    storeLogin(login);
    expect(store.get(sessionAtom).customer?.id).toBe(7);
    clearSession();
    expect(store.get(sessionAtom).isLoggedIn).toBe(false);
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });

  it('follows a logout made in another tab (storage event)', () => {
    storeLogin(login);
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    expect(store.get(sessionAtom).isLoggedIn).toBe(true);
    localStorage.removeItem(storageKeys.token);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token }));
    expect(store.get(sessionAtom).isLoggedIn).toBe(false);
    unsubscribe();
  });

  it('clears cc, ctk and loginModeOn but keeps the language', () => {
    storeLogin(login);
    writeStored(storageKeys.loginMode, true);
    writeStored(storageKeys.language, 'fr-FR');
    clearSession();
    expect(readStored(storageKeys.customer)).toBeNull();
    expect(readStored(storageKeys.token)).toBeNull();
    expect(readStored(storageKeys.loginMode)).toBeNull();
    expect(readStored(storageKeys.language)).toBe('fr-FR');
  });

  it('stores a child profile with its parent after impersonation', () => {
    const parent = storeLogin(login);
    storeImpersonation(
      {
        token: 'child-token',
        expiry: '2030-01-01T00:00:00Z',
        customer: { id: 8, name: 'Leo', surname: 'García' },
      },
      parent,
    );
    expect(getSession()).toMatchObject({
      token: 'child-token',
      customer: {
        id: 8,
        currentId: 8,
        parent: { id: 7, name: 'Ana', surname: 'García' },
        children: login.children,
      },
    });
  });
});

describe('login requests', () => {
  it('asks the host to open the login with the back URL', () => {
    requestLogin('/customer-orders?page=2');
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: '/customer-orders?page=2', mode: 'login' });
    closeLoginRequest();
    expect(store.get(loginRequestAtom)).toBeNull();
  });

  it('drops a back URL that would leave the site', () => {
    requestLogin('//evil.example/phish');
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: null, mode: 'login' });
  });

  it('asks for the login to go on with an action, named in the back URL beside what the page holds', () => {
    requestLoginToContinue('/bookings/1?date=2026-11-28&slot=3-11:00', 'book');
    expect(store.get(loginRequestAtom)?.backUrl).toBe('/bookings/1?date=2026-11-28&slot=3-11%3A00&then=book');
    requestLoginToContinue('/bookings-byplace', 'join:103');
    expect(store.get(loginRequestAtom)?.backUrl).toBe('/bookings-byplace?then=join%3A103');
  });

  it('can open on the register tab', () => {
    requestLogin(undefined, 'register');
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: null, mode: 'register' });
  });
});

describe('session commands', () => {
  it('runs the commands the host provided', () => {
    const hostLogOut = jest.fn();
    provideSessionCommands({
      logOut: hostLogOut,
      switchProfile: jest.fn(() => Promise.resolve()),
      logInWithCheckoutToken: jest.fn(),
    });
    logOut();
    expect(hostLogOut).toHaveBeenCalledTimes(1);
    expect(sessionCommands().logOut).toBe(hostLogOut);
  });
});
