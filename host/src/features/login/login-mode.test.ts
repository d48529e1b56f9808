import { storageKeys, writeStored } from '@club/shared-contracts/storage';
import { openingView, rememberView } from './login-mode';

beforeEach(() => localStorage.clear());

test('with nothing stored a login request opens on Login and a register request on Register', () => {
  expect(openingView({ backUrl: null, mode: 'login' }, true)).toBe('login');
  expect(openingView({ backUrl: null, mode: 'register' }, true)).toBe('register');
});

test('a login request opens on the stored view: loginModeOn false means Register', () => {
  rememberView('register');
  expect(openingView({ backUrl: '/account', mode: 'login' }, true)).toBe('register');
  rememberView('login');
  expect(openingView({ backUrl: '/account', mode: 'login' }, true)).toBe('login');
});

test('without RegisterOn it always opens on Login', () => {
  writeStored(storageKeys.loginMode, false);
  expect(openingView({ backUrl: null, mode: 'register' }, false)).toBe('login');
  expect(openingView({ backUrl: null, mode: 'login' }, false)).toBe('login');
});

test('a request for a new reset link opens on Login whatever is stored', () => {
  rememberView('register');
  expect(openingView({ backUrl: null, mode: 'reset-password' }, true)).toBe('login');
});
