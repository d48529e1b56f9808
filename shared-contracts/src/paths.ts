// One function per route (document 1, 2.1; document 2, 6; document 3, 2), so apps link to each other without
// importing each other. Path parameters are URL-encoded; optional query values are left out when absent.

type QueryValue = string | number | boolean | null | undefined;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false)
      params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The legal pages and their routes. */
export const legalPages = {
  privacy: '/privacy',
  waiver: '/waiver',
  cookies: '/cookies',
  generalConditions: '/generalConditions',
} as const;

/** One of the legal pages. */
export type LegalPage = keyof typeof legalPages;

/** Concept filters of the booking types list (`/bookingtypes?school=true`). */
export type BookingTypesFilter = 'bookings' | 'matches' | 'school' | 'events';

/** Query of the bookings-by-place list (a bookingId opens its confirm popup; placeId and place come from the map). */
export interface ByPlaceQuery {
  date?: string;
  bookingId?: number;
  placeId?: number;
  place?: string;
  school?: boolean;
  matches?: boolean;
  events?: boolean;
}

/** The site's routes. */
export const paths = {
  home: () => '/',
  notFound: () => '/404-page.html',
  // Shop and account (document 1)
  /** The shop list, searching a text or showing one product type (the shop keeps both in these query keys). */
  shop: (query: { search?: string; type?: number | null } = {}) => withQuery('/shop', query),
  shopProduct: (id: number) => `/shop/${segment(id)}`,
  taykusShop: () => '/taykus-shop',
  changePassword: () => '/changePass',
  resetPassword: (token: string) => `/customer/reset-password/${segment(token)}`,
  passwordResetDone: () => '/passReset/ok',
  activate: (token: string) => `/customer/activate/${segment(token)}`,
  account: () => '/account',
  customerOrders: () => '/customer-orders',
  customerOrder: (saleId: number) => `/customer-orders/${segment(saleId)}`,
  customerVouchers: () => '/customer-vouchers',
  legal: (page: LegalPage) => legalPages[page],
  privacy: () => legalPages.privacy,
  waiver: () => legalPages.waiver,
  cookies: () => legalPages.cookies,
  generalConditions: () => legalPages.generalConditions,
  autoLogin: () => '/auto-login',
  linkAccount: () => '/link-account',
  // Cart, payments and content (document 3)
  checkout: () => '/checkout',
  taykusShopCheckout: () => '/taykus-shop-checkout',
  paymentOk: () => '/cz/ok',
  paymentKo: () => '/cz/ko',
  stripeCallback: () => '/stripe-callback',
  netpayCallback: () => '/netpay-callback',
  razorpayCallback: () => '/razorpay-callback',
  debts: () => '/debts',
  customerFees: () => '/customer-fees',
  publicTicket: (token: string) => `/publictickets/${segment(token)}`,
  publicInvoice: (token: string) => `/publicinvoices/${segment(token)}`,
  blog: () => '/blog',
  post: (id: number) => `/post/${segment(id)}`,
  activity: (id: number) => `/activity/${segment(id)}`,
  customerComms: () => '/customer-comms',
  customerEmail: (id: number) => `/customer-comms/emails/${segment(id)}`,
  locations: () => '/locations',
  // Booking side (document 2)
  bookingTypes: (filter?: BookingTypesFilter) => withQuery('/bookingtypes', filter ? { [filter]: true } : {}),
  bookings: (bookingTypeId?: number, query: { school?: boolean } = {}) =>
    withQuery(bookingTypeId === undefined ? '/bookings' : `/bookings/${segment(bookingTypeId)}`, query),
  bookingsByPlace: (bookingTypeId?: number, query: ByPlaceQuery = {}) =>
    withQuery(
      bookingTypeId === undefined ? '/bookings-byplace' : `/bookings-byplace/${segment(bookingTypeId)}`,
      { ...query },
    ),
  checkoutBooking: (payload: string) => withQuery('/checkout-booking', { pl: payload }),
  bookingVisual: (bookingId: number, templateId: number, date?: string) =>
    withQuery(`/booking-visual/${segment(bookingId)}/${segment(templateId)}`, { date }),
  bookingJoin: (bookingId: number) => `/booking-join/${segment(bookingId)}`,
  bookingResults: (bookingId: number) => `/booking-results/${segment(bookingId)}`,
  customerBookings: () => '/customer-bookings',
  bookingByToken: (bookingToken: string) => `/booking/${segment(bookingToken)}`,
  levels: () => '/levels',
  linkLevelProvider: (provider: string, userId?: string) =>
    withQuery(`/levels/link-to-provider/${segment(provider)}`, { user_id: userId }),
  trainings: () => '/trainings',
  training: (id: number) => `/trainings/${segment(id)}`,
} as const;

/**
 * True for a path of this site: relative, starting with exactly one '/', with no backslash, no control character
 * and no scheme, so it can never lead the browser to another origin.
 */
export function isSameOriginPath(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  // Browsers treat '\' like '/', so '/\evil.com' would leave the site; control characters are stripped by them.
  if ([...target].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return false;
  }
  try {
    const base = 'https://same.origin.invalid';
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}

/** Where an address the club wrote (a banner's url, a slide's button, a sponsor's link) leads. */
export type LinkTarget = { path: string } | { href: string };

/**
 * Where an address the club wrote leads: a path of this site (one leading '/'), or an address of this site written
 * whole (at `siteOrigin`), is a page the router opens; another http(s) address is another site; anything else
 * (javascript:, data:, '//host', plain text, nothing) leads nowhere (null), and what would link shows without a link.
 */
export function linkTarget(address: string, siteOrigin: string): LinkTarget | null {
  const trimmed = address.trim();
  if (isSameOriginPath(trimmed)) return { path: trimmed };
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    // An address the URL parser refuses ('https://') is a typing mistake of the club's.
    return null;
  }
  if (url.origin === siteOrigin) return { path: url.pathname + url.search + url.hash };
  return { href: url.href };
}

/** The target when it is a same-origin path, otherwise the fallback (for back URLs read from links or storage). */
export function safeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  return target && isSameOriginPath(target) ? target : fallback;
}
