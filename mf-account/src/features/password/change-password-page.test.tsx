import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import { provideCart, type CartCommands } from '@club/shared-contracts/cart';
import type { Language } from '@club/shared-contracts/i18n';
import { closeLoginRequest, getSession, loginRequestAtom } from '@club/shared-contracts/session';
import { storeImpersonation, storeLogin } from '@club/shared-contracts/session-store';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { ChangePasswordPage } from './change-password-page';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

const expiry = () => new Date(Date.now() + 3_600_000).toISOString();
const bruno = {
  token: 'session-token',
  expiry: expiry(),
  id: 4,
  logo: '',
  name: 'Bruno',
  surname: 'Martín',
  children: [],
};

const clearCart = jest.fn();
const cart: CartCommands = {
  addSale: jest.fn(),
  addProduct: jest.fn(),
  changeUnits: jest.fn(),
  removeSale: jest.fn(),
  clear: clearCart,
};

async function visit(language: Language = 'en-US') {
  await act(() => renderWithI18n(<ChangePasswordPage />, language));
}

const currentPassword = () => screen.getByLabelText(/^Current Password/);
const newPassword = () => screen.getByLabelText(/^New Password/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => {
  storeLogin(bruno);
  provideCart(cart);
  clearCart.mockClear();
});
afterEach(() => act(() => closeLoginRequest()));

test('empty fields each show Required, nothing is sent, and the first one takes focus', async () => {
  const requests = fakeFetch();
  await visit();
  await submit();
  expect(currentPassword()).toHaveAccessibleDescription('Required');
  expect(newPassword()).toHaveAccessibleDescription(/^Required/);
  expect(currentPassword()).toHaveFocus();
  expect(requests).toHaveLength(0);
});

test('a new password under 5 characters shows "Minimum length is 5" and nothing is sent', async () => {
  const requests = fakeFetch();
  await visit();
  await userEvent.type(currentPassword(), 'secret5');
  await userEvent.type(newPassword(), 'abcd');
  await submit();
  expect(newPassword()).toHaveAccessibleDescription('Minimum length is 5 At least 5 characters');
  expect(newPassword()).toHaveFocus();
  expect(requests).toHaveLength(0);
});

test('the passwords are sent as typed, spaces kept, for the profile in use', async () => {
  // A parent acting as a child profile: the profile in use (currentId) is the child.
  storeImpersonation(
    { token: 'child-token', expiry: expiry(), customer: { id: 7, name: 'Lucas', surname: 'G' } },
    {
      ...bruno,
      parent: null,
      currentId: 4,
    },
  );
  const requests = fakeFetch({ ok: true });
  await visit();
  await userEvent.type(currentPassword(), ' old pass ');
  await userEvent.type(newPassword(), ' new pass ');
  await submit();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/reset-password-by-old-json');
  expect(requests[0]?.body).toEqual({
    customerId: 7,
    plainOldPass: ' old pass ',
    plainNewPass: ' new pass ',
  });
});

test('characters that print nothing are stripped from what is typed', async () => {
  const requests = fakeFetch({ ok: true });
  await visit();
  fireEvent.change(currentPassword(), { target: { value: 'old\u200Bpass\u0007' } });
  fireEvent.change(newPassword(), { target: { value: '\uFEFFnew-pass' } });
  await submit();
  expect(requests[0]?.body).toMatchObject({ plainOldPass: 'oldpass', plainNewPass: 'new-pass' });
});

test('a refused change shows "Wrong password" on the current password, keeps what was typed and focuses it', async () => {
  fakeFetch({ ok: false, errorMsg: 'Wrong password' });
  await visit();
  await userEvent.type(currentPassword(), 'not-mine');
  await userEvent.type(newPassword(), 'new-pass');
  await submit();
  await waitFor(() => expect(currentPassword()).toHaveAccessibleDescription('Wrong password'));
  expect(currentPassword()).toHaveFocus();
  expect(currentPassword()).toHaveValue('not-mine');
  expect(newPassword()).toHaveValue('new-pass');
});

test('typing the current password again takes "Wrong password" away, and the corrected one is sent', async () => {
  fakeFetch({ ok: false, errorMsg: 'Wrong password' });
  await visit();
  await userEvent.type(currentPassword(), 'not-mine');
  await userEvent.type(newPassword(), 'new-pass');
  await submit();
  await waitFor(() => expect(currentPassword()).toHaveAccessibleDescription('Wrong password'));
  const requests = fakeFetch({ ok: true });
  await userEvent.clear(currentPassword());
  await userEvent.type(currentPassword(), 'secret5');
  expect(currentPassword()).not.toHaveAccessibleDescription();
  await submit();
  expect(requests[0]?.body).toMatchObject({ plainOldPass: 'secret5' });
  expect(await screen.findByRole('heading', { name: 'Password changed successfully' })).toBeInTheDocument();
});

test('after the change the success page shows; Login empties the cart and opens the login with return path /', async () => {
  fakeFetch({ ok: true });
  await visit();
  await userEvent.type(currentPassword(), 'secret5');
  await userEvent.type(newPassword(), 'new-pass');
  await submit();
  const heading = await screen.findByRole('heading', { level: 1, name: 'Password changed successfully' });
  // Focus moves to the news, which replaced the form.
  expect(document.activeElement).toContainElement(heading);
  expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(clearCart).toHaveBeenCalledTimes(1);
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: '/', mode: 'login' });
  // The server keeps the login valid, so the session stays until the new login replaces it.
  expect(getSession()).toMatchObject({ isLoggedIn: true, customer: { id: 4 } });
});

test('a call without an answer shows the technical-problems message and keeps what was typed', async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  await visit();
  await userEvent.type(currentPassword(), 'secret5');
  await userEvent.type(newPassword(), 'new-pass');
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(/Technical problems/);
  expect(currentPassword()).toHaveValue('secret5');
  expect(newPassword()).toHaveValue('new-pass');
});

test('without a session nothing is sent and the login opens to come back here', async () => {
  localStorage.clear();
  const requests = fakeFetch();
  await visit();
  await userEvent.type(currentPassword(), 'secret5');
  await userEvent.type(newPassword(), 'new-pass');
  await submit();
  expect(requests).toHaveLength(0);
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: '/changePass', mode: 'login' });
});

test('labels and messages follow the chosen language', async () => {
  fakeFetch();
  await visit('es-ES');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAccessibleDescription('Obligatorio');
  expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(/^Obligatorio/);
});
