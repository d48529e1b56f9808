import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import type { Language } from '@club/shared-contracts/i18n';
import { closeLoginRequest, loginRequestAtom } from '@club/shared-contracts/session';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { ResetPasswordPage } from './reset-password-page';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

// The router is replaced at its boundary: the page reads the token and navigates.
const mockNavigate = jest.fn();
let mockToken: string | undefined = 'reset-token-from-the-mail';
jest.mock('@club/shared-ui/router', () => ({
  useNavigate: () => mockNavigate,
  useParams: () => ({ token: mockToken }),
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

async function visit(language: Language = 'en-US') {
  await act(() => renderWithI18n(<ResetPasswordPage />, language));
}

const password = () => screen.getByLabelText(/^New Password/);
const confirmation = () => screen.getByLabelText(/^Confirm New Password/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function choose(first: string, second: string) {
  await userEvent.type(password(), first);
  await userEvent.type(confirmation(), second);
  await submit();
}

beforeEach(() => {
  mockToken = 'reset-token-from-the-mail';
  mockNavigate.mockClear();
});
afterEach(() => act(() => closeLoginRequest()));

test('both fields empty show Required on each, the first takes focus, and nothing is sent', async () => {
  const requests = fakeFetch();
  await visit();
  await submit();
  expect(password()).toHaveAccessibleDescription(/^Required/);
  expect(confirmation()).toHaveAccessibleDescription('Required');
  expect(password()).toHaveFocus();
  expect(requests).toHaveLength(0);
});

test('a password under 5 characters shows "Minimum length is 5" and nothing is sent', async () => {
  const requests = fakeFetch();
  await visit();
  await choose('abcd', 'abcd');
  expect(password()).toHaveAccessibleDescription('Minimum length is 5 At least 5 characters');
  expect(requests).toHaveLength(0);
});

test('a confirmation that differs shows "Password does not match" on it, takes focus, and nothing is sent', async () => {
  const requests = fakeFetch();
  await visit();
  await choose('secret-5', 'secret-6');
  expect(confirmation()).toHaveAccessibleDescription('Password does not match');
  expect(confirmation()).toHaveFocus();
  expect(password()).toHaveValue('secret-5');
  expect(confirmation()).toHaveValue('secret-6');
  expect(requests).toHaveLength(0);
});

test('a matching password is sent as typed with the link token, then the page goes to /passReset/ok', async () => {
  const requests = fakeFetch({ ok: true });
  await visit();
  await choose(' new secret ', ' new secret ');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/reset-password-cz');
  expect(requests[0]?.body).toEqual({ token: 'reset-token-from-the-mail', plainPassword: ' new secret ' });
  await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/passReset/ok', { replace: true }));
});

test('a used, expired or unknown link shows the translated message, a new-link button and a link home', async () => {
  fakeFetch({ ok: false, errorMsg: 'Sorry your link is expired' });
  await visit('es-ES');
  await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), 'secret-5');
  await userEvent.type(screen.getByLabelText(/^Repite la nueva contraseña/), 'secret-5');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Lo sentimos, tu enlace ha caducado');
  expect(alert).toHaveTextContent('Pide uno nuevo con tu email.');
  expect(document.activeElement).toContainElement(alert);
  expect(screen.queryByLabelText(/contraseña/)).not.toBeInTheDocument();
  expect(mockNavigate).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: '/', mode: 'reset-password' });
});

test('a token the server cannot read (400) gets the same message', async () => {
  fakeFetch({ ok: false, errorMsg: 'token must NOT have more than 200 characters' }, 400);
  await visit();
  await choose('secret-5', 'secret-5');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry your link is expired');
});

test('an address without a token shows the message at once and sends nothing', async () => {
  mockToken = undefined;
  const requests = fakeFetch();
  await visit();
  expect(screen.getByRole('alert')).toHaveTextContent('Sorry your link is expired');
  expect(requests).toHaveLength(0);
});

test('a call without an answer keeps the form and what was typed, with the technical-problems message', async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  await visit();
  await choose('secret-5', 'secret-5');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Technical problems/);
  expect(password()).toHaveValue('secret-5');
  expect(confirmation()).toHaveValue('secret-5');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
});
