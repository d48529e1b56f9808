import { previousPath, rememberCurrentPath } from './navigation-history';

// The first test runs on a freshly loaded module, as a page loaded anew by Back after a reload.
test('a page loaded anew in the tab knows the page last shown in that tab', () => {
  sessionStorage.setItem('czCurrentPath', '/generalConditions');
  expect(previousPath()).toBe('/generalConditions');
});

test('remembers the current page for the tab', () => {
  rememberCurrentPath('/shop?page=2');
  expect(previousPath()).toBe('/shop?page=2');
  expect(sessionStorage.getItem('czCurrentPath')).toBe('/shop?page=2');
});
