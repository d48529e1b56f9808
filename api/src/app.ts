import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createAccountRepository } from './academy-customers/account-repository.ts';
import { publicAcademyCustomersRoutes } from './academy-customers/publicacademycustomers-routes.ts';
import { publicActivitiesRoutes } from './activities/publicactivities-routes.ts';
import type { AppContext } from './app-context.ts';
import { bannersRoutes } from './banners/banners-routes.ts';
import { createBookingCatalogRepository } from './bookings/booking-repository.ts';
import { createBookingStore } from './bookings/booking-store.ts';
import { byPlaceRoutes } from './bookings/byplace-routes.ts';
import { createByPlaceStore, type ByPlaceStore } from './bookings/byplace-store.ts';
import { clubInstant } from './bookings/club-time.ts';
import { rulesFor } from './bookings/join-rules.ts';
import { courtBookingRoutes } from './bookings/court-booking-routes.ts';
import { calendarFeedRoutes, customerBookingsRoutes } from './bookings/customer-bookings-routes.ts';
import { paymentModesRoutes } from './bookings/payment-modes-routes.ts';
import { placeOfferNotifier } from './bookings/place-offers.ts';
import { prebookRoutes } from './bookings/prebook-routes.ts';
import { createCatalogRepository } from './catalog/catalog-repository.ts';
import { publicBookingsRoutes } from './catalog/publicbookings-routes.ts';
import { publicMembershipsRoutes } from './catalog/publicmemberships-routes.ts';
import { publicVouchersRoutes } from './catalog/publicvouchers-routes.ts';
import type { CardOutcome, CardProvider } from './checkout/card-payments.ts';
import { createGuaranteeRunner } from './checkout/card-guarantees.ts';
import { createRefundRunner } from './checkout/payment-refunds.ts';
import { createCheckoutCatalog } from './checkout/checkout-catalog.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { createCheckoutStore } from './checkout/checkout-store.ts';
import { promosRoutes } from './checkout/promos-routes.ts';
import { createOutboxRepository } from './comms/outbox-repository.ts';
import { customerPeriodicSalesRoutes, pendingSalesRoutes } from './debts/debts-routes.ts';
import { createAppLinkRepository } from './customers/app-link-repository.ts';
import { appLinkRoutes } from './customers/app-link-routes.ts';
import { createCustomerRepository } from './customers/customer-repository.ts';
import { createPlayerLookupRepository } from './customers/player-lookup-repository.ts';
import { DEFAULT_LOOKUP_RATE_LIMIT, playerLookupRoutes } from './customers/player-lookup-routes.ts';
import { publicCustomersAccountRoutes } from './customers/publiccustomers-account-routes.ts';
import { publicCustomersRoutes } from './customers/publiccustomers-routes.ts';
import { openDatabase } from './db/database.ts';
import { runMigrations } from './db/migrations.ts';
import { seedDemoClub } from './db/seed.ts';
import { createFileRepository } from './files/file-repository.ts';
import { fileUploadsRoutes } from './files/fileuploads-routes.ts';
import { uploadsRoutes } from './files/uploads-routes.ts';
import { dynamicFormsRoutes } from './forms/dynamicforms-routes.ts';
import {
  ERROR_TEXTS,
  HttpError,
  answerClientError,
  frameworkErrorMessage,
  installErrorHandling,
} from './http/errors.ts';
import { AJV_OPTIONS, installInputRules } from './http/input-rules.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { createInfoRequestRepository } from './info-requests/info-request-repository.ts';
import { levelProviderSandboxRoutes, levelsRoutes } from './levels/levels-routes.ts';
import { publicCommsRoutes } from './info-requests/publiccomms-routes.ts';
import { customerCommsRoutes } from './comms/customer-comms-routes.ts';
import { createOrderRepository } from './orders/order-repository.ts';
import { shopOrdersRoutes } from './orders/shop-orders-routes.ts';
import { createCardTokenRepository } from './payment-methods/card-token-repository.ts';
import { publicPaymentMethodsRoutes } from './payment-methods/publicpaymentmethods-routes.ts';
import { redsysHolds, redsysRestFrom } from './payments/redsys/redsys-holds.ts';
import { createRedsysProvider, redsysSettingsFrom } from './payments/redsys/redsys-provider.ts';
import { registerRedsysRoutes } from './payments/redsys/redsys-routes.ts';
import { createNetPayProvider, netPayAccountFrom } from './payments/netpay/netpay-provider.ts';
import { registerNetPayRoutes } from './payments/netpay/netpay-routes.ts';
import { createRazorpayProvider, razorpayAccountFrom } from './payments/razorpay/razorpay-provider.ts';
import { registerRazorpayRoutes } from './payments/razorpay/razorpay-routes.ts';
import {
  authorizeNetAccountFrom,
  createAuthorizeNetProvider,
} from './payments/authorizenet/authorizenet-provider.ts';
import { registerAuthorizeNetRoutes } from './payments/authorizenet/authorizenet-routes.ts';
import { publicPaymentsRoutes } from './payments/publicpayments-routes.ts';
import { createPayPalProvider, paypalAccountFrom } from './payments/paypal/paypal-provider.ts';
import { registerPayPalRoutes } from './payments/paypal/paypal-routes.ts';
import {
  createMercadoPagoProvider,
  mercadoPagoAccountFrom,
} from './payments/mercadopago/mercadopago-provider.ts';
import { registerMercadoPagoRoutes } from './payments/mercadopago/mercadopago-routes.ts';
import { createTransbankProvider, transbankAccountFrom } from './payments/transbank/transbank-provider.ts';
import { registerTransbankRoutes } from './payments/transbank/transbank-routes.ts';
import { createStripeProvider, stripeAccountFrom } from './payments/stripe/stripe-provider.ts';
import { registerStripeRoutes } from './payments/stripe/stripe-routes.ts';
import { createStockRepository } from './payments/stock-repository.ts';
import { createPostRepository } from './posts/post-repository.ts';
import { cztextblocksRoutes } from './posts/cztextblocks-routes.ts';
import { czconfigsRoutes } from './settings/czconfigs-routes.ts';
import { admitsCrossOrigin } from './settings/cross-origins.ts';
import { createSettingsRepository } from './settings/settings-repository.ts';
import { publicInvoicesRoutes, publicTicketsRoutes } from './sale-documents/sale-documents-routes.ts';
import { createProductRepository } from './shop/product-repository.ts';
import { productSearchRoutes } from './shop/product-search-routes.ts';
import { productsRoutes } from './shop/products-routes.ts';
import { shopRoutes } from './shop/shop-routes.ts';
import { createAuth } from './tokens/auth.ts';
import { createTokenRepository } from './tokens/token-repository.ts';
import { trainingsRoutes } from './trainings/trainings-routes.ts';
import { turnstileRoutes } from './turnstiles/turnstile-routes.ts';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** SQLite file (created when missing, migrated, and given the demo club's areas it lacks), or ":memory:". */
  databasePath: string;
  /** Value of the CzVersion header on every answer; clients clear their session when it changes. Default "1". */
  storageVersion?: string;
  /** Lifetime of a login token in hours. Default 720 (30 days). */
  tokenTtlHours?: number;
  /** Attempts per IP on login and reset requests. Default 10 per minute. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Player lookups per session (or IP without one). Default 30 per minute. */
  lookupRateLimit?: { max: number; timeWindowMs: number };
  /** Log requests and errors (never bodies, passwords or tokens). Default false. */
  logger?: boolean;
  /** The clock; tests move it to expire tokens and booking holds. Default `() => new Date()`. */
  now?: () => Date;
  /** How often run-out holds and waiting-list offers are settled in the background. Default every minute. */
  settleEveryMs?: number;
  /**
   * The card providers to register (by their type), made with the app's context. Default Redsys and Stripe: the real
   * accounts when their keys are in the environment (api/README.md, Payment sandboxes), their sandboxes otherwise.
   */
  cardProviders?: (ctx: AppContext) => readonly CardProvider[];
  /**
   * The folder the dynamic forms' files are stored in, each under a random name. Default `form-files` beside the
   * database file (the system's temporary folder for an in-memory database).
   */
  formFilesFolder?: string;
  /**
   * The sandboxes' test switches: status reads of a Stripe intent answered 'processing' before its result (the return
   * page's retries), and deliveries of each Redsys notification (a repeated report). Default 0 and 1.
   */
  paymentSandbox?: {
    stripeProcessingPolls?: number;
    redsysNotificationCopies?: number;
    /** Status polls for which a Razorpay sandbox payment is still on its way (the status answers retry). */
    razorpayPendingPolls?: number;
  };
}

/** Name of the storage version header. */
export const VERSION_HEADER = 'CzVersion';
/** Default lifetime of a login token. */
export const DEFAULT_TOKEN_TTL_HOURS = 24 * 30;
/** Default attempts per IP and window on login and reset requests. */
export const DEFAULT_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 } as const;
/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** Largest accepted request line and headers together (Node's default, stated so it cannot drift). */
export const HEADER_LIMIT_BYTES = 16 * 1024;

/** The default folder of the dynamic forms' files: `form-files` beside the database file. */
const defaultFormFilesFolder = (databasePath: string): string =>
  databasePath === ':memory:' ? join(tmpdir(), 'club-form-files') : join(dirname(databasePath), 'form-files');

/** Builds the club API on a database file: migrated, seeded when new, routes registered and ready. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const storageVersion = options.storageVersion ?? '1';
  const now = options.now ?? (() => new Date());
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;

  const db = openDatabase(options.databasePath);
  try {
    runMigrations(db);
    await seedDemoClub(db, now());
  } catch (error) {
    db.close();
    throw error;
  }

  const customers = createCustomerRepository(db);
  const tokens = createTokenRepository(db, now);
  const settings = createSettingsRepository(db);
  const outbox = createOutboxRepository(db, now);
  const bookingCatalog = createBookingCatalogRepository(db);
  const accounts = createAccountRepository(db);
  const byPlaceStore: ByPlaceStore = createByPlaceStore(db, {
    startOf: (day, minute) => clubInstant(day, minute, bookingCatalog.timeZone()),
    onOffer: placeOfferNotifier({
      customers,
      settings,
      outbox,
      timeZone: () => bookingCatalog.timeZone(),
      store: () => byPlaceStore,
    }),
  });
  const cardProviders = new Map<number, CardProvider>();
  const ctx: AppContext = {
    db,
    now,
    sessionTtlMs: (options.tokenTtlHours ?? DEFAULT_TOKEN_TTL_HOURS) * 60 * 60 * 1000,
    customers,
    tokens,
    appLinks: createAppLinkRepository(db, now),
    auth: createAuth(tokens, customers),
    settings,
    posts: createPostRepository(db),
    catalog: createCatalogRepository(db),
    files: createFileRepository(db),
    outbox,
    infoRequests: createInfoRequestRepository(db, now),
    orders: createOrderRepository(db),
    accounts,
    cardTokens: createCardTokenRepository(db),
    stock: createStockRepository(db, now),
    products: createProductRepository(db),
    bookingCatalog,
    bookingStore: createBookingStore(db),
    byPlaceStore,
    playerLookup: createPlayerLookupRepository(db),
    checkoutCatalog: createCheckoutCatalog(db),
    checkouts: createCheckoutStore(db, {
      outbox,
      customers,
      clubTitle: () => settings.getSettings()?.title ?? '',
      now,
      retakeLapsedPlace: (saleId, at) =>
        byPlaceStore.retakeLapsedPlace(
          saleId,
          (customerId) => rulesFor({ customers: accounts, levels: bookingCatalog }, customerId),
          at,
        ),
    }),
    cardProviders,
    lookupRateLimit: options.lookupRateLimit ?? DEFAULT_LOOKUP_RATE_LIMIT,
  };
  const stripe = stripeAccountFrom(process.env, db, now, {
    processingPolls: options.paymentSandbox?.stripeProcessingPolls ?? 0,
  });
  const redsys = redsysSettingsFrom(process.env);
  const netpay = netPayAccountFrom(process.env, now);
  const razorpay = razorpayAccountFrom(process.env, {
    pendingPolls: options.paymentSandbox?.razorpayPendingPolls ?? 0,
  });
  const authorizeNet = authorizeNetAccountFrom(process.env, now);
  const clubTitle = () => settings.getSettings()?.title ?? '';
  const paypal = paypalAccountFrom(process.env, db, now);
  const mercadoPago = mercadoPagoAccountFrom(process.env, db, now);
  const transbank = transbankAccountFrom(process.env, db, now);
  const emailOf = (customerId: number) => customers.findById(customerId)?.email ?? '';
  const providers = options.cardProviders?.(ctx) ?? [
    createRedsysProvider(redsys, redsysHolds(redsys, redsysRestFrom(process.env, db, redsys, now), now)),
    createStripeProvider(stripe.gateway, stripe.settings),
    createNetPayProvider(netpay, db, now),
    createRazorpayProvider(razorpay, db, { now, clubTitle }),
    createAuthorizeNetProvider(authorizeNet, db, now),
    createPayPalProvider(paypal.gateway, paypal.settings),
    createMercadoPagoProvider(mercadoPago.gateway, mercadoPago.settings, emailOf),
    createTransbankProvider(transbank.gateway),
  ];
  for (const provider of providers) cardProviders.set(provider.type, provider);

  const app = Fastify({
    logger: options.logger
      ? { level: 'info', redact: ['req.headers.authorization', 'req.body', 'res.body'] }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    http: { maxHeaderSize: HEADER_LIMIT_BYTES },
    // Bodies keep their JSON types; query and path values are read from text by input-rules.ts.
    ajv: AJV_OPTIONS,
    // A request Node refuses before Fastify sees it (headers or URL over the limit: 431) answers in the usual
    // shape too. Its Origin is unread, so no origin is admitted to read it (CORS below).
    clientErrorHandler: (error, socket) =>
      answerClientError(error, socket, { [VERSION_HEADER]: storageVersion, ...SECURITY_HEADERS }),
    // Malformed URLs and headers are bad input too: a 400 in the usual shape.
    frameworkErrors: (error, _request, frameworkReply) => {
      // The framework types this reply by its own generics; it is an ordinary reply.
      const reply = frameworkReply as unknown as FastifyReply;
      void reply
        .code(400)
        .header(VERSION_HEADER, storageVersion)
        .headers(SECURITY_HEADERS)
        .send({ ok: false, errorMsg: frameworkErrorMessage(error) });
    },
  });
  const guarantees = createGuaranteeRunner(db, {
    providers: cardProviders,
    outbox,
    customers,
    clubTitle: () => settings.getSettings()?.title ?? '',
    now,
  });
  const refunds = createRefundRunner(db, { providers: cardProviders, now });
  const runRefunds = () =>
    refunds.settleDue().catch((error: unknown) => {
      app.log.error(error, 'refunding card payments failed');
    });
  // A hold or an offer that runs out while nobody looks at its booking still frees its place for the waiting list;
  // beside it, the card guarantees of shared payments are held, captured or released when due (card-guarantees.ts),
  // and the refunds due are asked of the providers (payment-refunds.ts).
  const settling = setInterval(() => {
    try {
      byPlaceStore.settleAll(now());
    } catch (error) {
      app.log.error(error, 'settling holds and waiting-list offers failed');
    }
    guarantees
      .settleDue()
      .catch((error: unknown) => {
        app.log.error(error, 'settling card guarantees failed');
      })
      .finally(() => void runRefunds());
  }, options.settleEveryMs ?? 60_000);
  settling.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(settling);
    db.close();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header(VERSION_HEADER, storageVersion).headers(SECURITY_HEADERS);
    done(null, payload);
  });
  installErrorHandling(app);
  installInputRules(app);

  await app.register(cors, {
    // Only the club's own pages — its sites and its apps' pages (SiteOrigins and AppOrigins in its settings) — may
    // read the answers from another origin; any other origin gets no Access-Control-Allow-Origin. A request without
    // an Origin (the site's own /api, a server) is answered as always.
    origin: (origin, callback) => callback(null, origin !== undefined && admitsCrossOrigin(settings, origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'CzVersion', 'CzOrigin', 'Content-Type', 'Accept'],
    // A download's file name (tickets, invoices, calendar files) is read by a page on another origin too.
    exposedHeaders: [VERSION_HEADER, 'Content-Disposition'],
    maxAge: 86400,
  });
  await app.register(rateLimit, {
    // Only routes that opt in (login and reset requests, the player lookup) are limited.
    global: false,
    max: limits.max,
    timeWindow: limits.timeWindowMs,
    errorResponseBuilder: () => new HttpError(429, ERROR_TEXTS.tooManyAttempts),
  });

  await app.register(czconfigsRoutes(ctx), { prefix: '/api/czconfigs' });
  await app.register(publicCustomersRoutes(ctx), { prefix: '/api/publiccustomers' });
  await app.register(publicCustomersAccountRoutes(ctx), { prefix: '/api/publiccustomers' });
  await app.register(appLinkRoutes(ctx), { prefix: '/api/publiccustomers' });
  await app.register(playerLookupRoutes(ctx), { prefix: '/api/publiccustomers' });
  await app.register(publicAcademyCustomersRoutes(ctx), { prefix: '/api/publicacademycustomers' });
  await app.register(publicPaymentMethodsRoutes(ctx), { prefix: '/api/publicpaymentmethods' });
  await app.register(publicCommsRoutes(ctx), { prefix: '/api/publiccomms' });
  await app.register(customerCommsRoutes(ctx), { prefix: '/api/publiccomms' });
  await app.register(publicBookingsRoutes(ctx), { prefix: '/api/publicbookings' });
  await app.register(courtBookingRoutes(ctx), { prefix: '/api/publicbookings' });
  await app.register(prebookRoutes(ctx), { prefix: '/api/publicbookings' });
  await app.register(byPlaceRoutes(ctx), { prefix: '/api/publicbookings' });
  await app.register(levelsRoutes(ctx), { prefix: '/api/publicbookings' });
  await app.register(levelProviderSandboxRoutes(ctx), { prefix: '/api/level-providers' });
  await app.register(trainingsRoutes(ctx), { prefix: '/api/publicteams' });
  await app.register(customerBookingsRoutes(ctx), { prefix: '/api/publicbookings' });
  await app.register(calendarFeedRoutes(ctx), { prefix: '/api/calendar-feeds' });
  await app.register(turnstileRoutes(ctx), { prefix: '/api/publicturnstiles' });
  await app.register(publicMembershipsRoutes(ctx), { prefix: '/api/publicmemberships' });
  await app.register(publicVouchersRoutes(ctx), { prefix: '/api/publicvouchers' });
  await app.register(shopOrdersRoutes(ctx), { prefix: '/api/shop' });
  await app.register(shopRoutes(ctx), { prefix: '/api/shop' });
  await app.register(paymentModesRoutes(ctx), { prefix: '/api/shop' });
  await app.register(checkoutRoutes(ctx), { prefix: '/api/shop' });
  await app.register(pendingSalesRoutes(ctx), { prefix: '/api/shop' });
  await app.register(customerPeriodicSalesRoutes(ctx), { prefix: '/api/publiccustomerperiodicsales' });
  await app.register(promosRoutes(ctx), { prefix: '/api/promos' });
  // A report applied may owe the card a refund (a late payment whose slot was taken): it is asked of the provider
  // before the report is answered, so the return page can say the money went back.
  const settle = async (outcome: CardOutcome) => {
    const settled = ctx.checkouts.settle(outcome);
    await runRefunds();
    return settled;
  };
  await registerStripeRoutes(app, {
    account: stripe,
    settle,
    savedCardId: (checkoutId) => ctx.checkouts.find(checkoutId)?.savedCardId ?? null,
    refundedOf: (checkoutId) => ctx.checkouts.find(checkoutId)?.refundReason ?? null,
  });
  await registerRedsysRoutes(app, {
    settings: redsys,
    settle,
    db,
    now,
    ...(options.paymentSandbox?.redsysNotificationCopies
      ? { notificationCopies: options.paymentSandbox.redsysNotificationCopies }
      : {}),
  });
  await registerPayPalRoutes(app, { account: paypal, settle, checkoutOf: (id) => ctx.checkouts.find(id) });
  await registerMercadoPagoRoutes(app, {
    account: mercadoPago,
    auth: ctx.auth,
    settle,
    findByReference: (reference) => ctx.checkouts.findByReference(reference),
    checkoutOf: (id) => ctx.checkouts.find(id),
    clubTitle: () => settings.getSettings()?.title ?? '',
    emailOf,
  });
  await registerTransbankRoutes(app, {
    account: transbank,
    auth: ctx.auth,
    settings,
    settle,
    findByReference: (reference) => ctx.checkouts.findByReference(reference),
    checkoutOf: (id) => ctx.checkouts.find(id),
    db,
    now,
  });
  await registerNetPayRoutes(app, {
    account: netpay,
    settle,
    db,
    checkouts: ctx.checkouts,
    auth: ctx.auth,
    now,
    clubTitle,
  });
  await registerRazorpayRoutes(app, { account: razorpay, db, checkouts: ctx.checkouts, settle });
  await registerAuthorizeNetRoutes(app, {
    account: authorizeNet,
    settle,
    db,
    checkouts: ctx.checkouts,
    auth: ctx.auth,
    clubTitle,
  });
  await app.register(productsRoutes(ctx), { prefix: '/api/products' });
  await app.register(productSearchRoutes(ctx), { prefix: '/api/products' });
  await app.register(cztextblocksRoutes(ctx), { prefix: '/api/cztextblocks' });
  await app.register(fileUploadsRoutes(ctx), { prefix: '/api/fileuploads' });
  await app.register(bannersRoutes(ctx), { prefix: '/api/banners' });
  await app.register(publicPaymentsRoutes(ctx), { prefix: '/api/publicpayments' });
  const formFilesFolder = options.formFilesFolder ?? defaultFormFilesFolder(options.databasePath);
  await app.register(dynamicFormsRoutes(ctx, { filesFolder: formFilesFolder }), {
    prefix: '/api/dynamicforms',
  });
  await app.register(publicActivitiesRoutes(ctx, { formFilesFolder }), { prefix: '/api/publicactivities' });
  await app.register(publicTicketsRoutes(ctx), { prefix: '/api/publictickets' });
  await app.register(publicInvoicesRoutes(ctx), { prefix: '/api/publicinvoices' });
  await app.register(uploadsRoutes(), { prefix: '/uploads' });

  await app.ready();
  return app;
}
