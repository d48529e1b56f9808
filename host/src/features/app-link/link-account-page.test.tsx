import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { LoginResponse } from '@club/shared-contracts/entities';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { LinkAccountPage, type AppLoginFormProps } from './link-account-page';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

jest.mock('@club/shared-ui/router', () => ({
  useSearchParams: () => [new URLSearchParams(window.location.search)],
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const ana: LoginResponse = {
  token: 'session-token',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
  id: 7,
  logo: '',
  name: 'Ana',
  surname: 'García López',
  children: [],
};

// Stands for the login form: it shows which app token it got and logs in as Ana when its button is pressed.
function FakeLoginForm({ externalToken, onLoggedIn }: AppLoginFormProps) {
  return (
    <button type="button" onClick={() => onLoggedIn(ana)}>
      Log in linking {externalToken}
    </button>
  );
}

const bridge = { postMessage: jest.fn() };

async function visit(search: string) {
  window.history.replaceState(null, '', `/link-account${search}`);
  await act(() => renderWithI18n(<LinkAccountPage loginForm={FakeLoginForm} />));
}

beforeEach(() => {
  bridge.postMessage.mockClear();
  Object.assign(window, { ReactNativeWebView: bridge });
});
afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

test("the login form gets the app's token, and a login tells the app and says the account is linked", async () => {
  await visit('?token=token-of-the-club-app');
  expect(screen.getByRole('heading', { level: 1, name: 'Link the app to your account' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log in linking token-of-the-club-app' }));

  expect(bridge.postMessage).toHaveBeenCalledWith(
    JSON.stringify({ type: 'account_linked', customerId: 7, token: 'session-token' }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Your account is now linked to the app.');
  expect(screen.queryByRole('button', { name: /Log in linking/ })).not.toBeInTheDocument();
});

test('the success message is translated', async () => {
  window.history.replaceState(null, '', '/link-account?token=token-of-the-club-app');
  await act(() => renderWithI18n(<LinkAccountPage loginForm={FakeLoginForm} />, 'it-IT'));
  await userEvent.click(screen.getByRole('button', { name: /Log in linking/ }));
  expect(screen.getByRole('status')).toHaveTextContent("Il tuo account è ora collegato all'app.");
});

test('without a token there is no form: the link is incomplete', async () => {
  await visit('');
  expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(bridge.postMessage).not.toHaveBeenCalled();
});
