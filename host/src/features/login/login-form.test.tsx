import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import { getSession } from '@club/shared-contracts/session';
import { renderWithI18n } from '@club/shared-ui/testing';
import { LoginForm } from './login-form';

const ana = {
  token: 'session-token',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
  id: 7,
  logo: '',
  name: 'Ana',
  surname: 'García López',
  children: [],
};

beforeEach(() => localStorage.clear());

async function renderForm(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onLoggedIn = jest.fn();
  await act(() => renderWithI18n(<LoginForm onLoggedIn={onLoggedIn} {...props} />));
  return { onLoggedIn };
}

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

test('a user name without @ is explained and nothing is sent', async () => {
  const requests = fakeFetch();
  await renderForm();
  await logIn('600123123', 'whatever');
  expect(await screen.findByRole('alert')).toHaveTextContent(/user name is now your email address/);
  expect(requests).toHaveLength(0);
});

test('a refused login shows the server message and keeps what was typed', async () => {
  fakeFetch({ ok: false, errorMsg: 'Your account is not activated yet', redirect: false });
  const { onLoggedIn } = await renderForm();
  await logIn('temp@club.test', 'demo1234');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not activated yet');
  expect(screen.getByLabelText(/Email/)).toHaveValue('temp@club.test');
  expect(screen.getByLabelText(/Password/)).toHaveValue('demo1234');
  expect(onLoggedIn).not.toHaveBeenCalled();
});

test('a refused login without a server message shows "Invalid Email or Password"', async () => {
  fakeFetch({ ok: false, errorMsg: '', redirect: false });
  await renderForm();
  await logIn('ana@club.test', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email or Password');
});

test('an account without a password (redirect true) switches to reset mode with the e-mail kept', async () => {
  fakeFetch({ ok: false, errorMsg: '', redirect: true });
  await renderForm();
  await logIn('legacy@club.test', 'anything');
  expect(
    await screen.findByText('Your account has no password yet. Send yourself a link to choose one.'),
  ).toBeVisible();
  expect(screen.getByLabelText(/Email/)).toHaveValue('legacy@club.test');
  expect(screen.getByLabelText(/Email/)).toHaveFocus();
  expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
});

test('a successful login stores the session and hands over the customer', async () => {
  const requests = fakeFetch({ ok: true, model: ana });
  const { onLoggedIn } = await renderForm();
  await logIn(' ana@club.test ', 'demo1234');
  expect(onLoggedIn).toHaveBeenCalledWith(ana);
  expect(requests[0]?.body).toEqual({ email: 'ana@club.test', password: 'demo1234' });
  expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'session-token', customer: { id: 7 } });
});

test('"Forgot your password?" asks for the e-mail only, then shows the confirmation and a Close button', async () => {
  const requests = fakeFetch({ ok: true, customerStatus: 'Active' });
  const onClose = jest.fn();
  await renderForm({ onClose });
  await userEvent.type(screen.getByLabelText(/Email/), 'bruno@club.test');
  await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));

  expect(screen.getByLabelText(/Email/)).toHaveValue('bruno@club.test');
  expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(
    await screen.findByText(
      'If you are registered, we will send you an email with a link to reset your password.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/not activated yet/)).not.toBeInTheDocument();
  expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/reset-password-request-cz');
  expect(requests[0]?.body).toEqual({ email: 'bruno@club.test' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('a temporary account is told to activate it, beside the usual confirmation', async () => {
  fakeFetch({ ok: true, customerStatus: 'Temporary' });
  await renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await userEvent.type(screen.getByLabelText(/Email/), 'temp@club.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/If you are registered, we will send you an email/)).toBeVisible();
  expect(screen.getByText(/Your account is not activated yet. Please check your email inbox/)).toBeVisible();
});

test('without a popup to close, Close after sending goes back to the login with the e-mail kept', async () => {
  fakeFetch({ ok: true, customerStatus: null });
  await renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await userEvent.type(screen.getByLabelText(/Email/), 'nobody@club.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Email/)).toHaveValue('nobody@club.test');
});

test('a reset request for a user name without @ is explained and nothing is sent', async () => {
  const requests = fakeFetch();
  await renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  await userEvent.type(screen.getByLabelText(/Email/), 'ana');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/user name is now your email address/);
  expect(requests).toHaveLength(0);
});

test('a login without an answer shows the technical-problems message', async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  await renderForm();
  await logIn('ana@club.test', 'demo1234');
  expect(await screen.findByRole('alert')).toHaveTextContent(/Technical problems/);
});

test('the fields strip characters that print nothing', async () => {
  const requests = fakeFetch({ ok: true, model: ana });
  await renderForm();
  await logIn('ana@club.test\u200B\u0007', 'demo\u00001234');
  expect(requests[0]?.body).toEqual({ email: 'ana@club.test', password: 'demo1234' });
});
