import { currentEntryIndex } from './current-entry';

const links = [
  '/',
  '/shop',
  '/blog',
  '/bookingtypes?bookings=true',
  '/bookingtypes?school=true',
  '/shop?type=6',
  '/customer-vouchers',
];
const current = (pathname: string, search = '') => links[currentEntryIndex(links, { pathname, search })];

describe('the current menu entry', () => {
  test('is the entry whose path is the location, without its query mattering when the entry has none', () => {
    expect(current('/')).toBe('/');
    expect(current('/shop')).toBe('/shop');
    expect(current('/shop', '?page=2&sort=1')).toBe('/shop');
    expect(current('/shop', '?type=3')).toBe('/shop');
    expect(current('/blog', '?page=2')).toBe('/blog');
  });

  test('among entries sharing a path, is the one whose query the location holds', () => {
    expect(current('/bookingtypes', '?bookings=true')).toBe('/bookingtypes?bookings=true');
    expect(current('/bookingtypes', '?school=true')).toBe('/bookingtypes?school=true');
    expect(current('/shop', '?type=6')).toBe('/shop?type=6');
    expect(current('/shop', '?page=2&type=6')).toBe('/shop?type=6');
  });

  test('is none on a page no entry opens', () => {
    expect(currentEntryIndex(links, { pathname: '/bookingtypes', search: '' })).toBe(-1);
    expect(currentEntryIndex(links, { pathname: '/bookingtypes', search: '?matches=true' })).toBe(-1);
    expect(currentEntryIndex(links, { pathname: '/shop/1', search: '' })).toBe(-1);
    expect(currentEntryIndex(links, { pathname: '/account', search: '' })).toBe(-1);
  });

  test('is the first of two entries with the same link', () => {
    expect(currentEntryIndex(['/', '/shop', '/shop'], { pathname: '/shop', search: '' })).toBe(1);
  });
});
