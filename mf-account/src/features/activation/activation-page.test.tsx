import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from '@club/shared-ui/translation';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import { i18n, initI18n, type Language } from '@club/shared-contracts/i18n';
import { closeLoginRequest, loginRequestAtom } from '@club/shared-contracts/session';
import { ActivationPage } from './activation-page';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings } from '@club/shared-ui/testing';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

// The router is replaced at its boundary: the page reads the token of the address. Each test uses its own token, as
// the page remembers the answer for each token it has sent.
let mockToken = '';
jest.mock('@club/shared-ui/router', () => ({
  useParams: () => ({ token: mockToken }),
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const loginRequest = () => getDefaultStore().get(loginRequestAtom);

// Rendered as the host renders it: StrictMode at the root (React runs effects twice only under a root StrictMode).
async function visit(token: string, language: Language = 'en-US') {
  mockToken = token;
  await initI18n('en-US');
  await i18n.changeLanguage(language);
  return act(() =>
    render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <ActivationPage />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

afterEach(() => {
  act(() => closeLoginRequest());
  jest.useRealTimers();
});

test('shows that the account is being activated while the answer is on its way', async () => {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  await visit('token-waiting');
  expect(screen.getByRole('status')).toHaveTextContent('Activating your account…');
});

test('the link is sent once, even when StrictMode runs the effect twice, and the registration is completed', async () => {
  const requests = fakeFetch({ ok: true });
  await visit('token-of-the-mail');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/activate');
  expect(requests[0]?.body).toEqual({ token: 'token-of-the-mail' });
  const completed = await screen.findByText('Your registration has been completed!');
  expect(document.activeElement).toContainElement(completed);
});

test('the login opens one second after the completed message, towards the home page', async () => {
  jest.useFakeTimers();
  fakeFetch({ ok: true });
  await visit('token-then-login');
  expect(screen.getByText('Your registration has been completed!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(999));
  expect(loginRequest()).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(loginRequest()).toEqual({ backUrl: '/', mode: 'login' });
});

test('leaving the page within the second does not open the login', async () => {
  jest.useFakeTimers();
  fakeFetch({ ok: true });
  const { unmount } = await visit('token-then-leave');
  unmount();
  act(() => jest.advanceTimersByTime(2000));
  expect(loginRequest()).toBeNull();
});

test('an expired, used or unknown link says so in the chosen language, with the login and the home page', async () => {
  fakeFetch({ ok: false, errorMsg: 'Sorry your activation link is expired' });
  await visit('token-expired', 'it-IT');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Spiacenti, il tuo link di attivazione è scaduto');
  expect(alert).toHaveTextContent('«Password dimenticata?»');
  expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
  expect(loginRequest()).toEqual({ backUrl: '/', mode: 'login' });
});

test('an expired link does not open the login by itself', async () => {
  jest.useFakeTimers();
  fakeFetch({ ok: false, errorMsg: 'Sorry your activation link is expired' });
  await visit('token-expired-no-login');
  act(() => jest.advanceTimersByTime(2000));
  expect(loginRequest()).toBeNull();
});

test('a token the server cannot read (400) gets the expired message', async () => {
  fakeFetch({ ok: false, errorMsg: 'token must NOT have more than 200 characters' }, 400);
  await visit('token-unreadable');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry your activation link is expired');
});

test('a call without an answer offers to try again, which sends the link again and completes', async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  await visit('token-after-a-crash');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Technical problems/);

  const requests = fakeFetch({ ok: true });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Your registration has been completed!')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});
