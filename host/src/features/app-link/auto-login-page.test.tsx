import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import { closeLoginRequest, getSession, loginRequestAtom } from '@club/shared-contracts/session';
import type { Language } from '@club/shared-contracts/i18n';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { getDefaultStore } from 'jotai';
import { AutoLoginPage } from './auto-login-page';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

// The router is replaced at its boundary: the page reads the address and navigates.
const mockNavigate = jest.fn();
jest.mock('@club/shared-ui/router', () => ({
  useNavigate: () => mockNavigate,
  useSearchParams: () => [new URLSearchParams(window.location.search)],
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const bruno = {
  token: 'session-token',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
  id: 4,
  logo: '',
  name: 'Bruno',
  surname: 'Martín Sánchez',
  children: [],
};

async function visit(search: string, language: Language = 'en-US') {
  window.history.replaceState(null, '', `/auto-login${search}`);
  return act(() => renderWithI18n(<AutoLoginPage />, language));
}

beforeEach(() => {
  localStorage.clear();
  mockNavigate.mockClear();
});
afterEach(() => act(() => closeLoginRequest()));

test('a linked token signs in with the token alone, stores the session and goes to the redirect path', async () => {
  const requests = fakeFetch({ ok: true, model: bruno });
  await visit('?token=linked-token-of-the-app&redirect=%2Fcustomer-bookings%3Fpast%3Dtrue');
  expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/cauth');
  expect(requests[0]?.body).toEqual({ externalToken: 'linked-token-of-the-app' });
  expect(mockNavigate).toHaveBeenCalledWith('/customer-bookings?past=true', { replace: true });
  expect(getSession()).toMatchObject({ isLoggedIn: true, customer: { id: 4 } });
});

test('without a redirect, or with one to another site, it goes to the home page', async () => {
  for (const redirect of ['', '&redirect=https://evil.example', '&redirect=//evil.example']) {
    fakeFetch({ ok: true, model: bruno });
    const { unmount } = await visit(`?token=linked-token-of-the-app${redirect}`);
    expect(mockNavigate).toHaveBeenLastCalledWith('/', { replace: true });
    unmount();
  }
});

test('shows that it is logging in while the answer is on its way', async () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  await visit('?token=linked-token-of-the-app');
  expect(screen.getByRole('status')).toHaveTextContent('Logging you in…');
});

test('a refused token explains it, in the chosen language, and offers the login and the home page', async () => {
  fakeFetch({ ok: false, errorMsg: 'This app link is not valid or has expired', redirect: false });
  await visit('?token=expired-token-of-the-app&redirect=/account', 'es-ES');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El enlace de la app no es válido o ha caducado',
  );
  expect(mockNavigate).not.toHaveBeenCalled();
  expect(getSession().isLoggedIn).toBe(false);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('button'));
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: '/account', mode: 'login' });
});

test('a malformed token (answered 400) gets the same explanation', async () => {
  fakeFetch({ ok: false, errorMsg: 'externalToken must NOT have more than 200 characters' }, 400);
  await visit(`?token=${'x'.repeat(201)}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The link from the app is not valid or has expired',
  );
});

test('an address without a token says the link is incomplete and sends nothing', async () => {
  const requests = fakeFetch();
  await visit('?redirect=/account');
  expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  expect(requests).toHaveLength(0);
});

test('a call without an answer offers to try again, which signs in', async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  await visit('?token=linked-token-of-the-app');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Technical problems/);

  fakeFetch({ ok: true, model: bruno });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(mockNavigate).toHaveBeenCalledWith('/', { replace: true });
});
