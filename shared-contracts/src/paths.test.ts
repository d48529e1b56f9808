import { OPEN_REDIRECT_TARGETS } from '../../e2e/fixtures/open-redirect-corpus';
import { isSameOriginPath, linkTarget, paths, safeRedirectPath } from './paths';
import { routeTable } from './route-table';

// React Router's matchPath needs TextEncoder, which the jsdom test environment lacks; patterns here are simple.
function matchPath(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`).test(path);
}

describe('paths', () => {
  it('builds the routes with their parameters', () => {
    expect(paths.home()).toBe('/');
    expect(paths.shopProduct(12)).toBe('/shop/12');
    expect(paths.shop({ search: 'padel balls' })).toBe('/shop?search=padel+balls');
    expect(paths.shop({ type: 6 })).toBe('/shop?type=6');
    expect(paths.shop({ type: null })).toBe('/shop');
    expect(paths.shop()).toBe('/shop');
    expect(paths.bookings()).toBe('/bookings');
    expect(paths.bookings(4, { school: true })).toBe('/bookings/4?school=true');
    expect(paths.bookingVisual(3, 9, '2026-11-21')).toBe('/booking-visual/3/9?date=2026-11-21');
    expect(paths.bookingVisual(3, 9)).toBe('/booking-visual/3/9');
    expect(paths.bookingsByPlace(2, { bookingId: 5, placeId: 7, place: 'A1', date: '2026-11-21' })).toBe(
      '/bookings-byplace/2?bookingId=5&placeId=7&place=A1&date=2026-11-21',
    );
    expect(paths.bookingTypes('school')).toBe('/bookingtypes?school=true');
    expect(paths.legal('privacy')).toBe('/privacy');
    expect(paths.legal('generalConditions')).toBe('/generalConditions');
    expect(paths.resetPassword('a/b c')).toBe('/customer/reset-password/a%2Fb%20c');
    expect(paths.linkLevelProvider('Taykus', 'u1')).toBe('/levels/link-to-provider/Taykus?user_id=u1');
  });

  it('builds only paths that the route table knows', () => {
    const built = [
      paths.home(),
      paths.shop(),
      paths.shopProduct(1),
      paths.taykusShop(),
      paths.changePassword(),
      paths.resetPassword('t'),
      paths.passwordResetDone(),
      paths.activate('t'),
      paths.account(),
      paths.customerOrders(),
      paths.customerOrder(1),
      paths.customerVouchers(),
      paths.legal('privacy'),
      paths.legal('waiver'),
      paths.legal('cookies'),
      paths.legal('generalConditions'),
      paths.privacy(),
      paths.waiver(),
      paths.cookies(),
      paths.generalConditions(),
      paths.autoLogin(),
      paths.linkAccount(),
      paths.checkout(),
      paths.taykusShopCheckout(),
      paths.paymentOk(),
      paths.paymentKo(),
      paths.stripeCallback(),
      paths.netpayCallback(),
      paths.razorpayCallback(),
      paths.debts(),
      paths.customerFees(),
      paths.publicTicket('t'),
      paths.publicInvoice('t'),
      paths.blog(),
      paths.post(1),
      paths.activity(1),
      paths.customerComms(),
      paths.customerEmail(1),
      paths.locations(),
      paths.bookingTypes(),
      paths.bookings(),
      paths.bookings(1),
      paths.bookingsByPlace(),
      paths.bookingsByPlace(1),
      paths.checkoutBooking('x'),
      paths.bookingVisual(1, 2),
      paths.bookingJoin(1),
      paths.bookingResults(1),
      paths.customerBookings(),
      paths.bookingByToken('t'),
      paths.levels(),
      paths.linkLevelProvider('Taykus'),
      paths.trainings(),
      paths.training(1),
    ];
    const unknown = built.filter(
      (path) => !routeTable.some((entry) => matchPath(entry.path, path.split('?')[0] ?? path)),
    );
    expect(unknown).toEqual([]);
  });
});

describe('safe redirects', () => {
  it('accepts same-origin paths', () => {
    expect(isSameOriginPath('/')).toBe(true);
    expect(isSameOriginPath('/customer-orders/3?x=1#top')).toBe(true);
  });

  it('refuses protocol-relative, backslash, scheme and relative targets', () => {
    for (const target of [
      '//evil.test',
      '/\\evil.test',
      '\\\\evil.test',
      'https://evil.test',
      'javascript:alert(1)',
      'shop',
      '',
      '/\tevil',
    ]) {
      expect(isSameOriginPath(target)).toBe(false);
    }
  });

  it('keeps no target of the open-redirect corpus that leads to another origin or a script', () => {
    const kept = OPEN_REDIRECT_TARGETS.map((target) => safeRedirectPath(target)).filter(
      (path) => path !== '/',
    );
    for (const path of kept) {
      expect(path).toMatch(/^\/[^/\\]/);
      expect(new URL(path, window.location.href).origin).toBe(window.location.origin);
    }
  });

  it('falls back for unsafe targets', () => {
    expect(safeRedirectPath('https://evil.test')).toBe('/');
    expect(safeRedirectPath(null, '/shop')).toBe('/shop');
    expect(safeRedirectPath('/account')).toBe('/account');
  });
});

describe('link targets of addresses the club wrote', () => {
  const site = 'https://myclub.example';

  it('opens paths of the site, and addresses of the site written whole, through the router', () => {
    expect(linkTarget(' /shop?type=2 ', site)).toEqual({ path: '/shop?type=2' });
    expect(linkTarget(`${site}/post/3#top`, site)).toEqual({ path: '/post/3#top' });
  });

  it('leads to other sites by http(s) only', () => {
    expect(linkTarget('https://club.test/a b', site)).toEqual({ href: 'https://club.test/a%20b' });
    for (const refused of [
      'javascript:alert(1)',
      '//evil.test',
      '/\\evil.test',
      'data:text/html,x',
      'https://',
      'shop',
      '',
    ]) {
      expect(linkTarget(refused, site)).toBeNull();
    }
  });
});
