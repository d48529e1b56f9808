import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import type { Settings } from '@club/shared-contracts/entities';
import { closeLoginRequest, requestLogin } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { readStored, storageKeys } from '@club/shared-contracts/storage';
import { renderWithI18n } from '@club/shared-ui/testing';
import { LoginDialog } from './login-dialog';

// Navigation is checked at the router's boundary.
const mockNavigate = jest.fn();
jest.mock('@club/shared-ui/router', () => ({ useNavigate: () => mockNavigate }));

// Only RegisterOn matters to the popup.
const settings = (registerOn: boolean) => ({ RegisterOn: registerOn }) as Settings;

async function renderDialog(registerOn = true) {
  provideSettings(settings(registerOn));
  await act(() => renderWithI18n(<LoginDialog />));
}

// Lets the register view's call for the extra fields settle inside act.
const settle = () => act(() => Promise.resolve());

const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  localStorage.clear();
  mockNavigate.mockClear();
  // The form-def call of the register view answers no extra fields.
  fakeFetch({ ok: true, model: [] });
});
afterEach(() => act(() => closeLoginRequest()));

test('a login request opens on Login and a register request on Register', async () => {
  await renderDialog();
  act(() => requestLogin(null));
  expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  act(() => closeLoginRequest());

  act(() => requestLogin(null, 'register'));
  await settle();
  expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText(/Surname/)).toBeInTheDocument();
  expect(readStored(storageKeys.loginMode)).toBe(false);
});

test('a request for a new reset link opens Login in its reset-password mode, even after Register was shown', async () => {
  await renderDialog();
  act(() => requestLogin(null, 'register'));
  await settle();
  act(() => requestLogin('/', 'reset-password'));
  expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  expect(within(dialog()).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(within(dialog()).queryByLabelText(/Password/)).not.toBeInTheDocument();
});

test('without RegisterOn there is no Register, even for a register request', async () => {
  await renderDialog(false);
  act(() => requestLogin(null, 'register'));
  expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
});

test('closing resets it to Login: loginModeOn is stored true and the next opening shows Login', async () => {
  await renderDialog();
  act(() => requestLogin(null));
  await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
  await settle();
  expect(readStored(storageKeys.loginMode)).toBe(false);

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(readStored(storageKeys.loginMode)).toBe(true);

  act(() => requestLogin(null));
  expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('a login request arriving while Register is open keeps what the customer is typing', async () => {
  await renderDialog();
  act(() => requestLogin(null, 'register'));
  await settle();
  await userEvent.type(screen.getByLabelText(/Surname/), 'Soler');
  // A background call answered 401: the HTTP layer asks for the login again.
  act(() => requestLogin('/account'));
  expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText(/Surname/)).toHaveValue('Soler');
});

test('after a login it goes to the remembered target and closes', async () => {
  await renderDialog();
  act(() => requestLogin('/customer-orders?page=2'));
  fakeFetch({
    ok: true,
    model: {
      token: 't',
      expiry: new Date(Date.now() + 60_000).toISOString(),
      id: 4,
      logo: '',
      name: 'B',
      surname: 'M',
      children: [],
    },
  });
  await userEvent.type(screen.getByLabelText(/Email/), 'bruno@club.test');
  await userEvent.type(screen.getByLabelText(/Password/), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(mockNavigate).toHaveBeenCalledWith('/customer-orders?page=2');
});

test('after a login without a target, or with one on another site, it stays on the page', async () => {
  await renderDialog();
  for (const target of [null, 'https://evil.example/steal', '//evil.example']) {
    act(() => requestLogin(target));
    fakeFetch({
      ok: true,
      model: {
        token: 't',
        expiry: new Date(Date.now() + 60_000).toISOString(),
        id: 4,
        logo: '',
        name: 'B',
        surname: 'M',
        children: [],
      },
    });
    await userEvent.type(screen.getByLabelText(/Email/), 'bruno@club.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'demo1234');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
  expect(mockNavigate).not.toHaveBeenCalled();
});
