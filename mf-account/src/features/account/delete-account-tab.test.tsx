import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { fakeApi, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { clearGlobalError, globalErrorAtom } from '@club/shared-contracts/http';
import { getSession, provideSessionCommands } from '@club/shared-contracts/session';
import { clearSession, storeImpersonation } from '@club/shared-contracts/session-store';
import { settle } from '@club/shared-ui/testing';
import { anaRecord, logInAsAna, renderAccountPage } from './account-testing';

const RECORD = 'GET /api/publicacademycustomers/7';
const REMOVE = '/api/publiccustomers/remove/7';
const logOut = jest.fn();

beforeEach(() => {
  clearSession();
  clearGlobalError();
  logInAsAna();
  logOut.mockReset();
  provideSessionCommands({ logOut, switchProfile: jest.fn(), logInWithCheckoutToken: jest.fn() });
});
afterEach(() => jest.restoreAllMocks());

const globalError = () => getDefaultStore().get(globalErrorAtom);

async function askToDelete() {
  await renderAccountPage('/account?tab=delete-account');
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

test('the tab says what is lost, that it cannot be undone, and that a parent loses the child profiles too', async () => {
  fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  const dialog = await askToDelete();
  for (const place of [screen.getByRole('tabpanel', { name: 'Delete Account' }), dialog]) {
    expect(place).toHaveTextContent(/erases your personal data, your address, your saved cards/);
    expect(place).toHaveTextContent('You will no longer be able to log in');
    expect(place).toHaveTextContent('The child profiles of your account will be deleted too.');
    expect(place).toHaveTextContent('This cannot be undone.');
  }
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

test('a child profile is deleted alone, so its page does not speak of child profiles', async () => {
  storeImpersonation(
    { token: 'child', expiry: '2099-01-01T00:00:00Z', customer: { id: 8, name: 'Lucas', surname: 'García' } },
    getSession().customer!,
  );
  fakeApi({ 'GET /api/publicacademycustomers/8': { ok: true, model: { ...anaRecord, id: 8 } } });
  const dialog = await askToDelete();
  expect(dialog).not.toHaveTextContent('child profiles');
});

test('Cancel deletes nothing', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  const dialog = await askToDelete();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  expect(logOut).not.toHaveBeenCalled();
});

test('a confirmed deletion removes the account, then the cart and session are cleared and the page reloads on the home page', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [`DELETE ${REMOVE}`]: { ok: true } });
  const dialog = await askToDelete();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  await settle();
  expect(requestsTo(requests, 'DELETE', REMOVE)).toHaveLength(1);
  expect(window.location.pathname).toBe('/');
  expect(logOut).toHaveBeenCalledTimes(1);
});

test('a failed deletion shows the crash text in the global error popup and keeps the session', async () => {
  fakeApi({
    [RECORD]: { ok: true, model: anaRecord },
    [`DELETE ${REMOVE}`]: new StatusAnswer(403, { ok: false, errorMsg: 'Wrong access' }),
  });
  const dialog = await askToDelete();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  await settle();
  expect(globalError()).toBe('Oops! Technical problems. Please try again.');
  expect(logOut).not.toHaveBeenCalled();
  expect(getSession().isLoggedIn).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/account');
});
