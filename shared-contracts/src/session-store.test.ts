import { getDefaultStore } from 'jotai';
import type { LoginResponse } from './entities';
import { getSession, sessionAtom, temporaryCustomer } from './session';
import {
  clearSession,
  storeCartToken,
  storeLogin,
  storeTemporaryCustomer,
  temporarySessionMs,
} from './session-store';
import { readStored, storageKeys } from './storage';

const store = getDefaultStore();
const start = Date.parse('2031-03-01T10:00:00Z');
const newCustomer = { id: 42, name: 'Marta', surname: 'Ruiz' };

const login: LoginResponse = {
  token: 'login-token',
  expiry: '2031-04-01T00:00:00Z',
  id: 7,
  logo: '',
  name: 'Ana',
  surname: 'García',
  children: [],
};

beforeEach(() => {
  localStorage.clear();
  clearSession();
  jest.useFakeTimers({ now: start });
});

afterEach(() => jest.useRealTimers());

describe('temporary customer marker', () => {
  it('lives 5 minutes', () => {
    expect(temporarySessionMs).toBe(5 * 60 * 1000);
  });

  it('remembers the new customer for 5 minutes without logging them in', () => {
    expect(storeTemporaryCustomer(newCustomer)).toBe(true);
    expect(readStored(storageKeys.customer)).toMatchObject({ id: 42, name: 'Marta', currentId: 42 });
    expect(getSession().isLoggedIn).toBe(false);
    jest.setSystemTime(start + temporarySessionMs);
    expect(readStored(storageKeys.customer)).toBeNull();
  });

  it('is read as the temporary customer with the registration token while it lives and nobody is logged in', () => {
    expect(temporaryCustomer()).toBeNull();
    storeTemporaryCustomer(newCustomer, 'registration-token');
    expect(temporaryCustomer()).toMatchObject({
      customer: { id: 42, name: 'Marta' },
      registrationToken: 'registration-token',
    });
    jest.setSystemTime(start + temporarySessionMs - 1);
    expect(temporaryCustomer()?.registrationToken).toBe('registration-token');
    jest.setSystemTime(start + temporarySessionMs);
    expect(temporaryCustomer()).toBeNull();
    expect(readStored(storageKeys.registrationToken)).toBeNull();
  });

  it('keeps the registration token apart from the session: it is never sent as the login token', () => {
    storeTemporaryCustomer(newCustomer, 'registration-token');
    expect(readStored(storageKeys.token)).toBeNull();
    expect(getSession()).toMatchObject({ isLoggedIn: false, token: null });
  });

  it('is no temporary customer without a registration token, even after an earlier registration', () => {
    storeTemporaryCustomer({ id: 41, name: 'Pablo', surname: 'Gil' }, 'earlier-token');
    storeTemporaryCustomer(newCustomer);
    expect(readStored(storageKeys.registrationToken)).toBeNull();
    expect(temporaryCustomer()).toBeNull();
  });

  it('is no temporary customer once the marked customer is logged in by a cart token', () => {
    storeTemporaryCustomer(newCustomer, 'registration-token');
    storeCartToken('cart-token');
    expect(temporaryCustomer()).toBeNull();
  });

  it('goes with its registration token when the session is cleared', () => {
    storeTemporaryCustomer(newCustomer, 'registration-token');
    clearSession();
    expect(readStored(storageKeys.customer)).toBeNull();
    expect(readStored(storageKeys.registrationToken)).toBeNull();
  });

  it('never replaces a logged-in customer', () => {
    storeLogin(login);
    expect(storeTemporaryCustomer(newCustomer, 'registration-token')).toBe(false);
    expect(readStored(storageKeys.registrationToken)).toBeNull();
    expect(getSession()).toMatchObject({ isLoggedIn: true, customer: { id: 7 } });
  });
});

describe('cart token', () => {
  it('logs the marked customer in for 5 minutes', () => {
    storeTemporaryCustomer(newCustomer);
    expect(storeCartToken('cart-token')).toBe(true);
    expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'cart-token', customer: { id: 42 } });
    jest.setSystemTime(start + temporarySessionMs - 1);
    expect(getSession().isLoggedIn).toBe(true);
    jest.setSystemTime(start + temporarySessionMs);
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('keeps the marker as long as the token it goes with', () => {
    storeTemporaryCustomer(newCustomer);
    jest.setSystemTime(start + 4 * 60 * 1000);
    storeCartToken('cart-token');
    // The marker alone would have expired at minute 5; with the token it lasts until minute 9.
    jest.setSystemTime(start + 8 * 60 * 1000);
    expect(getSession()).toMatchObject({ isLoggedIn: true, customer: { id: 42 } });
  });

  it('is sent as the token but is no session without a customer record', () => {
    storeCartToken('cart-token');
    expect(readStored(storageKeys.token)).toBe('cart-token');
    expect(getSession().isLoggedIn).toBe(false);
  });

  it("never replaces a logged-in customer's own token", () => {
    storeLogin(login);
    expect(storeCartToken('cart-token')).toBe(false);
    expect(getSession().token).toBe('login-token');
  });

  it('updates the session every app reads', () => {
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    storeTemporaryCustomer(newCustomer);
    expect(store.get(sessionAtom).isLoggedIn).toBe(false);
    storeCartToken('cart-token');
    expect(store.get(sessionAtom).isLoggedIn).toBe(true);
    unsubscribe();
  });
});
