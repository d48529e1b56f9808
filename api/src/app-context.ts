import type { DatabaseSync } from 'node:sqlite';
import type { AccountRepository } from './academy-customers/account-repository.ts';
import type { BookingCatalogRepository } from './bookings/booking-repository.ts';
import type { BookingStore } from './bookings/booking-store.ts';
import type { ByPlaceStore } from './bookings/byplace-store.ts';
import type { CatalogRepository } from './catalog/catalog-repository.ts';
import type { CardProvider } from './checkout/card-payments.ts';
import type { CheckoutCatalog } from './checkout/checkout-catalog.ts';
import type { CheckoutStore } from './checkout/checkout-store.ts';
import type { OutboxRepository } from './comms/outbox-repository.ts';
import type { AppLinkRepository } from './customers/app-link-repository.ts';
import type { CustomerRepository } from './customers/customer-repository.ts';
import type { PlayerLookupRepository } from './customers/player-lookup-repository.ts';
import type { FileRepository } from './files/file-repository.ts';
import type { InfoRequestRepository } from './info-requests/info-request-repository.ts';
import type { OrderRepository } from './orders/order-repository.ts';
import type { CardTokenRepository } from './payment-methods/card-token-repository.ts';
import type { StockRepository } from './payments/stock-repository.ts';
import type { PostRepository } from './posts/post-repository.ts';
import type { SettingsRepository } from './settings/settings-repository.ts';
import type { ProductRepository } from './shop/product-repository.ts';
import type { Auth } from './tokens/auth.ts';
import type { TokenRepository } from './tokens/token-repository.ts';

/** Everything a route file needs: the repositories, the auth checks, the clock and the lifetimes. */
export interface AppContext {
  db: DatabaseSync;
  now: () => Date;
  /** Lifetime of a login (bearer) token. */
  sessionTtlMs: number;
  customers: CustomerRepository;
  tokens: TokenRepository;
  /** The club's mobile app's link codes and the app tokens they gave (/link-account, /auto-login). */
  appLinks: AppLinkRepository;
  auth: Auth;
  settings: SettingsRepository;
  posts: PostRepository;
  catalog: CatalogRepository;
  files: FileRepository;
  outbox: OutboxRepository;
  infoRequests: InfoRequestRepository;
  /** The customers' orders (paid sales). */
  orders: OrderRepository;
  /** The account page's customer data and the club's custom fields. */
  accounts: AccountRepository;
  /** The cards customers saved while paying. */
  cardTokens: CardTokenRepository;
  /** The stock of the shop's products (the cart's stock check). */
  stock: StockRepository;
  /** The shop's catalogue: products on sale, customer prices, popular and trending products, the search box. */
  products: ProductRepository;
  /** What the court booking page reads: types, resources, hours, durations, prices, levels, payment modes. */
  bookingCatalog: BookingCatalogRepository;
  /** Taking and cancelling bookings. */
  bookingStore: BookingStore;
  /** Joining and leaving by place, the waiting lists, match teams and results. */
  byPlaceStore: ByPlaceStore;
  /** The player lookup of checkout-booking. */
  playerLookup: PlayerLookupRepository;
  /** The checkout's reads: payment methods, transports, coupons, the customers' vouchers and chargeable cards. */
  checkoutCatalog: CheckoutCatalog;
  /** Checkouts: orders paid at once, card checkouts started, and the providers' reports applied once (settle). */
  checkouts: CheckoutStore;
  /** The card providers by payment method type (Redsys 1, Stripe 14); a card method without one is refused at checkout. */
  cardProviders: ReadonlyMap<number, CardProvider>;
  /** Player lookups per session (or address) and window. */
  lookupRateLimit: { max: number; timeWindowMs: number };
}

/** Lifetime of an activation link. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Lifetime of a password reset link. */
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The temporary login of document 3 (4 Activity sign-up, 9: "Temporary login marker and cart token: 5 minutes each"):
 * the lifetime of the registration token a registration answers and of the cart token (a session) a sign-up made
 * with it answers with its sale.
 */
export const TEMPORARY_LOGIN_MS = 5 * 60 * 1000;
/** How long an app link lasts without being used (each /auto-login extends it). */
export const APP_LINK_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** How long a link code of the club's app can be confirmed and redeemed. */
export const APP_LINK_CODE_TTL_MS = 5 * 60 * 1000;
/** Minimum password length (document 1, 9). */
export const MIN_PASSWORD_LENGTH = 5;
