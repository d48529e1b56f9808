// The route table of the site (document 1, 2.1; document 2, 6; owners as in ARCHITECTURE 2). The host mounts
// every entry under its layout; an entry's owner supplies the page as the route object with the same id in its
// `./routes` module. paths.ts builds links to these patterns.
import type { RemoteName } from '@club/shared-contracts/remote-modules';

/** The three layouts (document 1, 2.2). */
export type RouteLayout = 'insecure' | 'secure' | 'clean';

/** Whether a route needs a login. */
export type RouteAccess = 'public' | 'private';

/** A route of the site: its id (shared with the owner's route object), pattern, access, layout and owner. */
export interface RouteEntry {
  id: string;
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  owner: 'host' | RemoteName;
}

const route = (
  owner: RouteEntry['owner'],
  id: string,
  path: string,
  access: RouteAccess = 'public',
  layout: RouteLayout = 'insecure',
): RouteEntry => ({ id, path, access, layout, owner });

/** Every route of the site. */
export const routeTable: readonly RouteEntry[] = [
  route('host', 'home', '/'),
  route('host', 'auto-login', '/auto-login', 'public', 'clean'),
  route('host', 'link-account', '/link-account', 'public', 'secure'),

  route('mf_shop', 'shop', '/shop'),
  route('mf_shop', 'shop-product', '/shop/:id'),
  route('mf_shop', 'taykus-shop', '/taykus-shop', 'private', 'clean'),

  route('mf_booking', 'booking-types', '/bookingtypes'),
  route('mf_booking', 'bookings', '/bookings/:bookingTypeId?'),
  route('mf_booking', 'bookings-by-place', '/bookings-byplace/:bookingTypeId?'),
  route('mf_booking', 'checkout-booking', '/checkout-booking'),
  route('mf_booking', 'booking-visual', '/booking-visual/:bookingId/:templateId', 'private'),
  route('mf_booking', 'booking-join', '/booking-join/:bookingId'),
  route('mf_booking', 'booking-results', '/booking-results/:bookingId'),
  route('mf_booking', 'customer-bookings', '/customer-bookings', 'private'),
  route('mf_booking', 'booking-by-token', '/booking/:bookingToken'),
  route('mf_booking', 'levels', '/levels', 'private'),
  route('mf_booking', 'link-level-provider', '/levels/link-to-provider/:provider', 'private'),
  route('mf_booking', 'trainings', '/trainings', 'private'),
  route('mf_booking', 'training', '/trainings/:id', 'private'),

  route('mf_checkout', 'checkout', '/checkout'),
  route('mf_checkout', 'taykus-shop-checkout', '/taykus-shop-checkout', 'private', 'clean'),
  route('mf_checkout', 'payment-ok', '/cz/ok'),
  route('mf_checkout', 'payment-ko', '/cz/ko'),
  route('mf_checkout', 'stripe-callback', '/stripe-callback'),
  route('mf_checkout', 'netpay-callback', '/netpay-callback'),
  route('mf_checkout', 'razorpay-callback', '/razorpay-callback'),
  route('mf_checkout', 'debts', '/debts', 'private'),
  route('mf_checkout', 'customer-fees', '/customer-fees', 'private'),
  route('mf_checkout', 'public-ticket', '/publictickets/:token', 'public', 'secure'),
  route('mf_checkout', 'public-invoice', '/publicinvoices/:token', 'public', 'secure'),

  route('mf_account', 'account', '/account', 'private'),
  route('mf_account', 'change-password', '/changePass', 'private'),
  route('mf_account', 'reset-password', '/customer/reset-password/:token'),
  route('mf_account', 'password-reset-done', '/passReset/ok'),
  route('mf_account', 'activate', '/customer/activate/:token'),
  route('mf_account', 'customer-orders', '/customer-orders', 'private'),
  route('mf_account', 'customer-order', '/customer-orders/:id', 'private'),
  route('mf_account', 'customer-vouchers', '/customer-vouchers', 'private'),

  route('mf_content', 'blog', '/blog'),
  route('mf_content', 'post', '/post/:id'),
  route('mf_content', 'privacy', '/privacy'),
  route('mf_content', 'waiver', '/waiver'),
  route('mf_content', 'cookies', '/cookies'),
  route('mf_content', 'general-conditions', '/generalConditions'),
  route('mf_content', 'customer-comms', '/customer-comms', 'private'),
  route('mf_content', 'customer-email', '/customer-comms/emails/:id', 'private'),
  route('mf_content', 'activity', '/activity/:id'),
  route('mf_content', 'locations', '/locations'),
];

/**
 * The public routes the host's server leaves to the browser, as it leaves every private one: the checkouts and the
 * payment returns act as they open on the cart and the payment in the browser's storage and address (the server's
 * page would have an empty cart), a match's join and results pages ask a visitor to log in as they open (the server
 * knows no session), and the app's automatic login and account link read the app's window.
 */
export const browserDrawnRoutes: ReadonlySet<string> = new Set([
  'auto-login',
  'link-account',
  'booking-join',
  'booking-results',
  'checkout-booking',
  'checkout',
  'payment-ok',
  'payment-ko',
  'stripe-callback',
  'netpay-callback',
  'razorpay-callback',
]);

/** The routes a remote supplies (its `./routes` must hold a route object with each of these ids). */
export function routesOf(owner: RouteEntry['owner']): RouteEntry[] {
  return routeTable.filter((entry) => entry.owner === owner);
}
