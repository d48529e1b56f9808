import { fakeApi, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { provideCart, type CartCommands } from '@club/shared-contracts/cart';
import { ApiError } from '@club/shared-contracts/http';
import {
  getSession,
  isLoggedIn,
  logInWithCheckoutToken,
  logOut,
  switchProfile,
} from '@club/shared-contracts/session';
import { clearSession, storeLogin, temporarySessionMs } from '@club/shared-contracts/session-store';
import { pageAfterLogout, provideHostSessionCommands } from './session-commands';

const parent = {
  token: 'token-ana',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
  id: 7,
  logo: '',
  name: 'Ana',
  surname: 'García',
  children: [{ id: 8, name: 'Lucas', surname: 'García' }],
};

// jsdom cannot reload a page: it reports the attempt as a navigation it does not implement.
const reloadAttempts = (logged: jest.SpyInstance<void, unknown[]>) =>
  logged.mock.calls.filter(([message]) => String(message).includes('Not implemented: navigation')).length;

let logged: jest.SpyInstance<void, unknown[]>;
beforeEach(() => {
  localStorage.clear();
  clearSession();
  provideHostSessionCommands();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('logging out empties the cart while the session is still there, then clears the session and reloads', () => {
  storeLogin(parent);
  const loggedInWhenCleared: boolean[] = [];
  provideCart({ clear: () => loggedInWhenCleared.push(isLoggedIn()) } as unknown as CartCommands);
  logOut();
  expect(loggedInWhenCleared).toEqual([true]);
  expect(isLoggedIn()).toBe(false);
  expect(reloadAttempts(logged)).toBe(1);
});

test('logging out on a private page opens the home page; on any other page it stays there', () => {
  expect(pageAfterLogout('/account')).toBe('home');
  expect(pageAfterLogout('/customer-orders/12')).toBe('home');
  expect(pageAfterLogout('/levels/link-to-provider/Taykus')).toBe('home');
  expect(pageAfterLogout('/')).toBe('same');
  expect(pageAfterLogout('/shop/3')).toBe('same');
  expect(pageAfterLogout('/bookings-byplace/4')).toBe('same');
  expect(pageAfterLogout('/booking-join/103')).toBe('same');
});

test("switching to a child stores the child's session and reloads", async () => {
  storeLogin(parent);
  const requests = fakeApi({
    '/api/publiccustomers/impersonate': {
      ok: true,
      token: 'token-lucas',
      expiry: parent.expiry,
      customer: { id: 8, name: 'Lucas', surname: 'García' },
    },
  });
  await switchProfile(8);
  expect(requests[0]?.body).toEqual({ customerId: 8 });
  expect(getSession()).toMatchObject({
    token: 'token-lucas',
    customer: { id: 8, currentId: 8, parent: { id: 7 } },
  });
  expect(reloadAttempts(logged)).toBe(1);
});

test('a refused switch rejects with the API error and changes nothing', async () => {
  storeLogin(parent);
  fakeApi({
    '/api/publiccustomers/impersonate': new StatusAnswer(403, { ok: false, errorMsg: 'Wrong access' }),
  });
  const error: unknown = await switchProfile(8).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ errorMsg: 'Wrong access' });
  expect(getSession()).toMatchObject({ token: 'token-ana', customer: { id: 7 } });
  expect(reloadAttempts(logged)).toBe(0);
});

test('the token of an account created at checkout logs the visitor in for 5 minutes', () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
  try {
    logInWithCheckoutToken({ id: 31, name: 'Eva', surname: 'Martín' }, 'token-eva');
    expect(getSession()).toMatchObject({
      isLoggedIn: true,
      token: 'token-eva',
      customer: { id: 31, currentId: 31, name: 'Eva', surname: 'Martín' },
    });
    jest.setSystemTime(Date.now() + temporarySessionMs + 1);
    expect(isLoggedIn()).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test("a checkout token never replaces a logged-in customer's session", () => {
  storeLogin(parent);
  logInWithCheckoutToken({ id: 31, name: 'Eva', surname: 'Martín' }, 'token-eva');
  expect(getSession()).toMatchObject({ token: 'token-ana', customer: { id: 7 } });
});
