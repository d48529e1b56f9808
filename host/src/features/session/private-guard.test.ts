import { getDefaultStore } from 'jotai';
import { loginRequestAtom } from '@club/shared-contracts/session';
import { storeLogin } from '@club/shared-contracts/session-store';
import { rememberCurrentPath } from './navigation-history';
import { privateGuard } from './private-guard';

const visit = (path: string) =>
  privateGuard({ request: new Request(`http://club.test${path}`), params: {}, context: undefined } as never);

beforeEach(() => localStorage.clear());

test('without a login it asks for one with the target and keeps the visitor on the current page', () => {
  rememberCurrentPath('/privacy');
  const answer = visit('/customer-orders?page=2');
  expect(answer?.status).toBe(302);
  expect(answer?.headers.get('Location')).toBe('/privacy');
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({
    backUrl: '/customer-orders?page=2',
    mode: 'login',
  });
});

test('with a stored login the private route opens', () => {
  storeLogin({
    token: 'token',
    expiry: new Date(Date.now() + 60_000).toISOString(),
    id: 4,
    logo: '',
    name: 'Bruno',
    surname: 'Martín',
    children: [],
  });
  expect(visit('/account')).toBeNull();
});
