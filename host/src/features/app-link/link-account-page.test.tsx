import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeApi, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { LoginResponse } from '@club/shared-contracts/entities';
import { provideSettings } from '@club/shared-contracts/settings';
import { clearSession, storeLogin } from '@club/shared-contracts/session-store';
import { clubSettings, logIn, renderWithI18n } from '@club/shared-ui/testing';
import { LinkAccountPage, type AppLoginFormProps } from './link-account-page';

// The host provides the club's settings before any page renders; they list the club's app origins.
beforeEach(() => provideSettings(clubSettings));

jest.mock('@club/shared-ui/router', () => ({
  useSearchParams: () => [new URLSearchParams(window.location.search)],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const LOOKUP = 'POST /api/publiccustomers/app-link-codes/lookup';
const CONFIRM = 'POST /api/publiccustomers/app-link-codes/confirm';
const pendingCode = { ok: true, model: { appName: 'Club Demo app', expires: '2030-01-01T10:05:00Z' } };
const refused = (reason: string) => ({ ok: false, errorMsg: 'rechazado', reason });

const bruno: LoginResponse = {
  token: 'session-token-of-bruno',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
  id: 9,
  logo: '',
  name: 'Bruno',
  surname: 'Martín Sánchez',
  children: [],
};

// Stands for the login form: it logs Bruno in (storing his session, as the real form does) when pressed.
function FakeLoginForm({ onLoggedIn }: AppLoginFormProps) {
  return (
    <button
      type="button"
      onClick={() => {
        storeLogin(bruno);
        onLoggedIn(bruno);
      }}
    >
      Log in
    </button>
  );
}

const bridge = { postMessage: jest.fn() };

async function visit(search: string, language?: 'es-ES' | 'en-US' | 'fr-FR' | 'it-IT') {
  window.history.replaceState(null, '', `/link-account${search}`);
  await act(() => renderWithI18n(<LinkAccountPage loginForm={FakeLoginForm} />, language));
}

beforeEach(() => {
  bridge.postMessage.mockClear();
  Object.assign(window, { ReactNativeWebView: bridge });
});
afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  clearSession();
});

test('the page names the app, lets the customer log in and confirm, and hands the app the confirmation only', async () => {
  const requests = fakeApi({
    [LOOKUP]: pendingCode,
    [CONFIRM]: { ok: true, model: { confirmation: 'c0nf' } },
  });
  await visit('?token=code-of-the-app');
  expect(screen.getByRole('heading', { level: 1, name: 'Link the app to your account' })).toBeInTheDocument();
  expect(
    await screen.findByText(/Club Demo app asks to be linked to your club account\./),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('Account: Bruno Martín Sánchez')).toBeInTheDocument();
  expect(bridge.postMessage).not.toHaveBeenCalled();
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  expect(confirm).toHaveFocus();

  await userEvent.click(confirm);
  expect(await screen.findByRole('status')).toHaveTextContent('Your account is now linked to the app.');
  expect(bridge.postMessage).toHaveBeenCalledTimes(1);
  expect(bridge.postMessage).toHaveBeenCalledWith(
    JSON.stringify({ type: 'account_linked', confirmation: 'c0nf' }),
  );
  expect(JSON.stringify(bridge.postMessage.mock.calls)).not.toContain(bruno.token);
  expect(requests.map((request) => [request.url.pathname, request.body])).toEqual([
    ['/api/publiccustomers/app-link-codes/lookup', { code: 'code-of-the-app' }],
    ['/api/publiccustomers/app-link-codes/confirm', { code: 'code-of-the-app' }],
  ]);
  expect(requests[1]?.headers.get('Authorization')).toBe(`Bearer ${bruno.token}`);
});

test('a customer already logged in only confirms; "Not now" links nothing', async () => {
  logIn();
  const requests = fakeApi({ [LOOKUP]: { ok: true, model: { appName: '', expires: '' } } });
  await visit('?token=code-of-the-app');
  expect(await screen.findByText(/The club's app asks to be linked/)).toBeInTheDocument();
  expect(screen.getByText('Account: Ana García')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/');
  expect(requests).toHaveLength(1);
});

test.each([
  ['unknown', 'es-ES', 'Este enlace de la app no es válido. Pide uno nuevo en la app.'],
  ['used', 'en-US', 'This link from the app has already been used. Ask the app for a new one.'],
  [
    'lapsed',
    'fr-FR',
    "Ce lien de l'application a expiré : il dure 5 minutes. Demandez-en un nouveau dans l'application.",
  ],
  ['used', 'it-IT', "Questo link dell'app è già stato usato. Chiedine uno nuovo nell'app."],
] as const)(
  'a %s code is refused in %s with what to do, and links nothing',
  async (reason, language, text) => {
    fakeApi({ [LOOKUP]: refused(reason) });
    await visit('?token=code-of-the-app', language);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(bridge.postMessage).not.toHaveBeenCalled();
  },
);

test('a code that lapses while the customer reads is refused on confirming, and the app hears nothing', async () => {
  logIn();
  fakeApi({ [LOOKUP]: pendingCode, [CONFIRM]: refused('lapsed') });
  await visit('?token=code-of-the-app');
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link from the app has expired: it lasts 5 minutes.',
  );
  expect(bridge.postMessage).not.toHaveBeenCalled();
});

test('a lookup without an answer offers to try again', async () => {
  fakeApi({ [LOOKUP]: new StatusAnswer(502, { ok: false, errorMsg: 'The club API is not reachable' }) });
  await visit('?token=code-of-the-app');
  expect(await screen.findByRole('alert')).toHaveTextContent('The club API is not reachable');
  fakeApi({ [LOOKUP]: pendingCode });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/Club Demo app asks to be linked/)).toBeInTheDocument();
});

test("outside the club's app the page asks nothing: no login, no call, no message", async () => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  const requests = fakeApi({});
  await visit('?token=code-of-the-app', 'es-ES');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Esta página vincula la app del club a tu cuenta y solo funciona dentro de la app. Ábrela desde la app.',
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('without a code there is no form: the link is incomplete', async () => {
  const requests = fakeApi({});
  await visit('');
  expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});
