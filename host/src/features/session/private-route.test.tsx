import { screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { closeLoginRequest, loginRequestAtom } from '@club/shared-contracts/session';
import { storeLogin } from '@club/shared-contracts/session-store';
import { renderAtPath } from '@club/shared-ui/testing';
import { rememberCurrentPath } from './navigation-history';
import { PrivateRoute } from './private-route';

const pages = {
  '/': <p>Home page</p>,
  '/privacy': <p>Privacy page</p>,
  '/customer-orders': (
    <PrivateRoute>
      <p>Orders page</p>
    </PrivateRoute>
  ),
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeLoginRequest();
});

test('without a login it asks for one with the target and keeps the visitor on the current page', async () => {
  const { navigate } = await renderAtPath(pages, '/privacy');
  rememberCurrentPath('/privacy');
  await navigate('/customer-orders?page=2');
  expect(window.location.pathname).toBe('/privacy');
  expect(screen.getByText('Privacy page')).toBeInTheDocument();
  expect(screen.queryByText('Orders page')).not.toBeInTheDocument();
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({
    backUrl: '/customer-orders?page=2',
    mode: 'login',
  });
});

test('a private page opened first, or again after a reload, sends the visitor home', async () => {
  rememberCurrentPath('/customer-orders');
  await renderAtPath(pages, '/customer-orders');
  expect(window.location.pathname).toBe('/');
  expect(screen.getByText('Home page')).toBeInTheDocument();
  expect(getDefaultStore().get(loginRequestAtom)?.backUrl).toBe('/customer-orders');
});

test('with a stored login the private page opens', async () => {
  storeLogin({
    token: 'token',
    expiry: new Date(Date.now() + 60_000).toISOString(),
    id: 4,
    logo: '',
    name: 'Bruno',
    surname: 'Martín',
    children: [],
  });
  await renderAtPath(pages, '/customer-orders');
  expect(screen.getByText('Orders page')).toBeInTheDocument();
  expect(getDefaultStore().get(loginRequestAtom)).toBeNull();
});
