// The route table of the bad-input corpus (bad-input.test.ts): every route of the API with a request it accepts.
// The bad variants of those requests are generated from each route's schema by bad-input-variants.ts.
import type { Customer } from '@club/shared-contracts/entities';
import { textBlockListQuery } from '@club/shared-contracts/api/text-block-grid';
import type { FastifyInstance } from 'fastify';
import { FREE_COURT, dayAfter, prebookPayload, startOf } from './bookings/booking-test-support.ts';
import {
  DEMO_ACTIVITIES,
  DEMO_BOOKING,
  DEMO_BYPLACE,
  DEMO_CHECKOUT,
  DEMO_CUSTOMERS,
  DEMO_LEVELS_TRAININGS,
  DEMO_MY_BOOKINGS,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
} from './db/demo-club.ts';
import { DEMO_ORDERS } from './db/seed-orders.ts';
import type { CardCharge } from './checkout/card-payments.ts';
import { redsysSettingsFrom, requestParameters, TEST_MERCHANT } from './payments/redsys/redsys-provider.ts';
import { signRequest, signResponse } from './payments/redsys/redsys-signature.ts';
import { call, login, newCustomer, type LoginModel } from './test-support.ts';

/**
 * The data of the seeded app that valid requests name: Ana's session, a child, an order, a card, her record, the
 * ball machine the tennis court type offers, and the file name of a calendar feed made for her.
 */
export interface Fixture {
  ana: LoginModel;
  childId: number;
  saleId: number;
  cardId: number;
  record: Customer;
  ballMachineOptionId: number;
  calendarFeedFile: string;
}

/** Who may call a route: anyone, Ana with her token, or anyone but a caller with a token must be allowed. */
export type RouteAuth = 'public' | 'customer' | 'optional';

/** A route of the table and a request it accepts. */
export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The URL as registered, with `:param` placeholders. */
  url: string;
  auth: RouteAuth;
  params?: (fixture: Fixture) => Record<string, string | number>;
  query?: (fixture: Fixture) => Record<string, string | number | boolean>;
  body?: (fixture: Fixture) => Record<string, unknown>;
}

const sessionOf = (fixture: Fixture) => ({ customerId: fixture.ana.id });

/** Every route of the API. A route missing here fails the test that compares this table with the app. */
export const ROUTE_TABLE: readonly RouteCase[] = [
  { method: 'GET', url: '/api/czconfigs/main-settings', auth: 'public' },
  { method: 'GET', url: '/api/czconfigs/legal-settings', auth: 'public' },
  { method: 'GET', url: '/api/czconfigs/template', auth: 'public' },
  {
    method: 'POST',
    url: '/api/publiccustomers/cauth',
    auth: 'public',
    body: () => ({ email: DEMO_CUSTOMERS.ana.email, password: DEMO_PASSWORD }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/app-link-codes',
    auth: 'public',
    body: () => ({ appName: 'Club app', codeChallenge: 'c'.repeat(43) }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/app-link-codes/lookup',
    auth: 'public',
    body: () => ({ code: 'a'.repeat(43) }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/app-link-codes/confirm',
    auth: 'customer',
    body: () => ({ code: 'a'.repeat(43) }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/app-link-codes/redeem',
    auth: 'public',
    body: () => ({ code: 'a'.repeat(43), codeVerifier: 'v'.repeat(43), confirmation: 'a'.repeat(43) }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/register',
    auth: 'public',
    body: () => newCustomer('corpus@probe.example'),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/activate',
    auth: 'public',
    body: () => ({ token: 'a'.repeat(43) }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/reset-password-request-cz',
    auth: 'public',
    body: () => ({ email: 'nobody@probe.example' }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/reset-password-cz',
    auth: 'public',
    body: () => ({ token: 'a'.repeat(43), plainPassword: 'secret5' }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/reset-password-by-old-json',
    auth: 'customer',
    // A wrong old password: the call is accepted (200, ok false) and the password stays.
    body: (fixture) => ({ ...sessionOf(fixture), plainOldPass: 'not-her-password', plainNewPass: 'secret5' }),
  },
  {
    method: 'POST',
    url: '/api/publiccustomers/impersonate',
    auth: 'customer',
    body: (fixture) => ({ customerId: fixture.childId }),
  },
  {
    method: 'GET',
    url: '/api/publiccustomers/:id',
    auth: 'customer',
    params: (fixture) => ({ id: fixture.ana.id }),
  },
  {
    method: 'DELETE',
    url: '/api/publiccustomers/remove/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  { method: 'POST', url: '/api/publiccustomers/list', auth: 'customer', body: () => ({ search: 'carlos' }) },
  {
    method: 'GET',
    url: '/api/publicacademycustomers/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'PUT',
    url: '/api/publicacademycustomers/put-json',
    auth: 'customer',
    body: (fixture) => {
      const { customFields, ...rest } = fixture.record;
      const answers = customFields.map((field) => ({
        customFieldId: field.customFieldId,
        value: field.value,
      }));
      return { ...rest, customFieldValues: JSON.stringify(answers) };
    },
  },
  {
    method: 'GET',
    url: '/api/publicpaymentmethods/token-list/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'DELETE',
    url: '/api/publicpaymentmethods/:customerId/:methodId',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, methodId: fixture.cardId }),
  },
  {
    method: 'POST',
    url: '/api/publiccomms/info-request',
    auth: 'public',
    body: () => ({ email: 'visitor@probe.example', question: '¿Hay clases para principiantes?' }),
  },
  { method: 'GET', url: '/api/publiccomms/customer-comms/:customerId', auth: 'customer', params: sessionOf },
  {
    method: 'GET',
    url: '/api/publiccomms/customer-comms/emails/:id/:customerId',
    auth: 'customer',
    // Any e-mail id is accepted; one that is not hers answers 404.
    params: (fixture) => ({ id: 1, customerId: fixture.ana.id }),
  },
  { method: 'GET', url: '/api/publicbookings/booking-types-list', auth: 'public' },
  { method: 'GET', url: '/api/publicbookings/filters', auth: 'public' },
  {
    method: 'GET',
    url: '/api/publicbookings/filters/:bookingTypeId',
    auth: 'public',
    params: () => ({ bookingTypeId: DEMO_BOOKING.padelTypeId }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/list',
    auth: 'optional',
    body: (fixture) => ({
      date: dayAfter(4),
      bookingTypeId: DEMO_BOOKING.padelTypeId,
      customerId: fixture.ana.id,
    }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/loadprice',
    auth: 'optional',
    body: (fixture) => ({
      startDate: startOf(dayAfter(4), '10:00'),
      bookingTypeId: DEMO_BOOKING.padelTypeId,
      duration: 90,
      customerId: fixture.ana.id,
      resourceId: FREE_COURT.id,
    }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/date-availability',
    auth: 'optional',
    body: (fixture) => ({
      date: dayAfter(4),
      customerId: fixture.ana.id,
      bookingTypeResourceId: fixture.ballMachineOptionId,
    }),
  },
  {
    method: 'GET',
    url: '/api/publicbookings/byplace/:resourceId/level-range',
    auth: 'optional',
    params: () => ({ resourceId: FREE_COURT.id }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/prebook',
    auth: 'customer',
    body: (fixture) => ({
      ...prebookPayload({ customerId: fixture.ana.id, day: dayAfter(5), hour: '10:00' }),
    }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/byplace-prebook',
    auth: 'customer',
    body: (fixture) => ({
      ...prebookPayload({
        customerId: fixture.ana.id,
        bookingTypeId: DEMO_BOOKING.matchTypeId,
        day: dayAfter(6),
        hour: '18:00',
        matchOptions: { gender: 'Open', competitive: true, matchRange: [2.95, 3.95] },
      }),
    }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/cancel/:bookingId/:customerId',
    auth: 'customer',
    // Ana's seeded paid booking: the cancel answers what it gives back.
    params: (fixture) => ({
      bookingId: DEMO_BOOKING.seededBookings.find((booking) => booking.customer === 'ana')!.id,
      customerId: fixture.ana.id,
    }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/byplace-list',
    auth: 'optional',
    body: () => ({ bookingTypeId: null, customerId: null, date: dayAfter(0) }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/byplace-prebook-place/:customerId/:bookingId/:origin',
    auth: 'customer',
    params: (fixture) => ({
      customerId: fixture.ana.id,
      bookingId: DEMO_BYPLACE.bookings.openMatch.id,
      origin: 'Web',
    }),
    body: () => ({ team: 1 }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/byplace-prebook-place/:customerId/:bookingId/:origin/:placeId',
    auth: 'customer',
    params: (fixture) => ({
      customerId: fixture.ana.id,
      bookingId: DEMO_BYPLACE.bookings.americano.id,
      origin: 'Web',
      placeId: 1,
    }),
    body: () => ({}),
  },
  {
    method: 'GET',
    url: '/api/publicbookings/customer-bookings/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'GET',
    url: '/api/publicbookings/customer-booking/:bookingToken',
    auth: 'public',
    params: () => ({ bookingToken: DEMO_MY_BOOKINGS.byCard.token }),
  },
  {
    method: 'GET',
    url: '/api/publicbookings/calendar-file/:customerId/:kind/:id',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, kind: 'booking', id: DEMO_MY_BOOKINGS.byCard.id }),
  },
  {
    method: 'GET',
    url: '/api/publicbookings/calendar-feed/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'POST',
    url: '/api/publicbookings/calendar-feed/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'DELETE',
    url: '/api/publicbookings/calendar-feed/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  { method: 'GET', url: '/api/publicturnstiles/enabled', auth: 'public' },
  {
    method: 'GET',
    url: '/api/calendar-feeds/:file',
    auth: 'public',
    params: (fixture) => ({ file: fixture.calendarFeedFile }),
  },
  {
    method: 'GET',
    url: '/api/publictickets/download-ticket/:token',
    auth: 'public',
    params: () => ({ token: DEMO_ORDERS.anaRacket.documents.ticketToken }),
  },
  {
    method: 'GET',
    url: '/api/publicinvoices/download-invoice/:token',
    auth: 'public',
    params: () => ({ token: DEMO_ORDERS.anaRacket.documents.invoiceToken }),
  },
  {
    method: 'GET',
    url: '/api/publicturnstiles/open/:bookingId',
    auth: 'customer',
    params: () => ({ bookingId: DEMO_MY_BOOKINGS.byCard.id }),
  },
  {
    method: 'GET',
    url: '/api/publicturnstiles/open/:bookingId/:bookingToken',
    auth: 'public',
    params: () => ({ bookingId: DEMO_MY_BOOKINGS.byCard.id, bookingToken: DEMO_MY_BOOKINGS.byCard.token }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/waiting-list/:customerId/:bookingId',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, bookingId: DEMO_BYPLACE.bookings.fullMatch.id }),
  },
  {
    method: 'DELETE',
    url: '/api/publicbookings/waiting-list/:customerId/:bookingId',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, bookingId: DEMO_BYPLACE.bookings.fullMatch.id }),
  },
  {
    method: 'GET',
    url: '/api/publicbookings/booking-template-info/:templateId/:bookingId',
    auth: 'customer',
    params: () => ({ templateId: DEMO_BYPLACE.template.id, bookingId: DEMO_BYPLACE.bookings.americano.id }),
  },
  {
    method: 'GET',
    url: '/api/publicbookings/info/:bookingId',
    auth: 'optional',
    params: () => ({ bookingId: DEMO_BYPLACE.bookings.openMatch.id }),
  },
  {
    method: 'PUT',
    url: '/api/publicbookings/update-team',
    auth: 'customer',
    // Ana's place in her seeded court booking (the first player row): she may choose her own team.
    body: () => ({ id: 1, team: 0 }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/save-results',
    auth: 'customer',
    body: () => ({ bookingId: DEMO_BYPLACE.bookings.pastToScore.id, team1: [6, 4], team2: [3, 6] }),
  },
  { method: 'GET', url: '/api/publicbookings/levels/:customerId', auth: 'customer', params: sessionOf },
  {
    method: 'GET',
    url: '/api/publicbookings/levels/:customerId/provider/:provider/link',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, provider: 'Taykus' }),
  },
  {
    method: 'POST',
    url: '/api/publicbookings/levels/:customerId/provider/:provider/link',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, provider: 'Taykus' }),
    body: () => ({ userId: DEMO_LEVELS_TRAININGS.sandbox.Taykus.userId }),
  },
  {
    method: 'GET',
    url: '/api/level-providers/:provider/authorize',
    auth: 'public',
    params: () => ({ provider: 'Taykus' }),
    query: () => ({ redirect_uri: 'http://localhost:4100/levels/link-to-provider/Taykus' }),
  },
  { method: 'POST', url: '/api/publicteams/trainings', auth: 'customer', body: sessionOf },
  {
    method: 'POST',
    url: '/api/publicteams/training',
    auth: 'customer',
    body: (fixture) => ({ customerId: fixture.ana.id, itemId: DEMO_LEVELS_TRAININGS.trainings.anaNext.id }),
  },
  { method: 'GET', url: '/api/publicmemberships/list', auth: 'public' },
  { method: 'GET', url: '/api/publicvouchers/list-by-customer', auth: 'public' },
  {
    method: 'GET',
    url: '/api/publicvouchers/list-by-customer/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'GET',
    url: '/api/publicvouchers/customer-vouchers/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  { method: 'GET', url: '/api/shop/payment-mode-allowed', auth: 'public' },
  { method: 'GET', url: '/api/shop/customer-orders/:customerId', auth: 'customer', params: sessionOf },
  { method: 'POST', url: '/api/shop/pending-sales/:customerId', auth: 'customer', params: sessionOf },
  {
    method: 'GET',
    url: '/api/publiccustomerperiodicsales/customer-fees/:customerId',
    auth: 'customer',
    params: sessionOf,
  },
  {
    method: 'POST',
    url: '/api/publiccustomerperiodicsales/stop-periodicsale/:customerId/:cpsId',
    auth: 'customer',
    // Ana's family membership (the first periodic sale seeded); any id is accepted, another's answers ok false.
    params: (fixture) => ({ customerId: fixture.ana.id, cpsId: 1 }),
  },
  {
    method: 'GET',
    url: '/api/shop/customer-orders/:customerId/:saleId',
    auth: 'customer',
    params: (fixture) => ({ customerId: fixture.ana.id, saleId: fixture.saleId }),
  },
  {
    method: 'GET',
    url: '/api/shop/list',
    auth: 'public',
    query: () => ({ startRow: 0, endRow: 29, gridStatus: SHOP_GRID_STATUS, anonymous: true }),
  },
  {
    method: 'GET',
    url: '/api/shop/list-by-customer',
    auth: 'customer',
    query: (fixture) => ({
      startRow: 0,
      endRow: 29,
      gridStatus: SHOP_GRID_STATUS,
      anonymous: false,
      customerId: fixture.ana.id,
    }),
  },
  { method: 'GET', url: '/api/shop/get/:id', auth: 'public', params: () => ({ id: 7 }) },
  {
    method: 'GET',
    url: '/api/shop/get/:id/:customerId',
    auth: 'customer',
    params: (fixture) => ({ id: 7, customerId: fixture.ana.id }),
  },
  { method: 'GET', url: '/api/products/popular-products', auth: 'public' },
  { method: 'GET', url: '/api/products/trending-products', auth: 'public' },
  { method: 'POST', url: '/api/products/search', auth: 'public', body: () => ({ search: 'pala' }) },
  {
    method: 'GET',
    url: '/api/cztextblocks/list-with-users',
    auth: 'public',
    query: () => ({ count: 2, popular: false }),
  },
  {
    method: 'GET',
    url: '/api/cztextblocks/list-by-page',
    auth: 'public',
    query: () => ({
      startRow: 0,
      endRow: 29,
      gridStatus: JSON.stringify({
        filters: [{ field: 'TextBlockType', op: 'equals', value: 'Posts' }],
        sort: [{ field: 'Created', dir: 'desc' }],
      }),
    }),
  },
  // The first post seeded; any id is accepted, an unknown one answers 404.
  { method: 'GET', url: '/api/cztextblocks/get-with-user', auth: 'public', query: () => ({ id: 1 }) },
  {
    method: 'GET',
    url: '/api/cztextblocks/list',
    auth: 'public',
    query: () => textBlockListQuery('Testimonials'),
  },
  {
    method: 'GET',
    url: '/api/fileuploads/open-list',
    auth: 'public',
    query: () => ({ parentName: 'CZConfig', parentId: 1, category: 'CzGallery' }),
  },
  { method: 'GET', url: '/api/banners/open-list', auth: 'public' },
  {
    method: 'POST',
    url: '/api/publicpayments/check-stock',
    auth: 'optional',
    body: (fixture) => ({
      customerId: fixture.ana.id,
      saleItemsDto: [{ productId: 7, units: 1, temp: false, stockParentName: null, stockDetail: 'M' }],
    }),
  },
  {
    method: 'POST',
    url: '/api/shop/checkout-info',
    auth: 'public',
    body: () => ({ customerId: null, saleItems: [CHECKOUT_LINE], saleIds: [] }),
  },
  {
    method: 'POST',
    url: '/api/shop/checkout-info-by-customer',
    auth: 'customer',
    body: (fixture) => ({ customerId: fixture.ana.id, saleItems: [CHECKOUT_LINE], saleIds: [] }),
  },
  {
    method: 'POST',
    url: '/api/promos/validate',
    auth: 'customer',
    body: (fixture) => ({
      code: DEMO_CHECKOUT.coupons.percent.code,
      customerId: fixture.ana.id,
      saleItems: [CHECKOUT_LINE],
      saleIds: [],
    }),
  },
  {
    method: 'POST',
    url: '/api/shop/checkout',
    auth: 'public',
    body: () => checkoutBody(null, 'corpus-checkout@probe.example', 'secret5'),
  },
  {
    method: 'POST',
    url: '/api/shop/checkout-customer',
    auth: 'customer',
    body: (fixture) => checkoutBody(fixture.ana.id, DEMO_CUSTOMERS.ana.email, ''),
  },
  {
    method: 'GET',
    url: '/api/shop/checkout-result/:reference',
    auth: 'customer',
    params: () => ({ reference: '0042CORPUS12' }),
  },
  // The payment sandboxes: a status, a card and an intent unknown to a fresh database answer the refusals the pages
  // read (200), as a signed Redsys report of an order this server does not have does.
  {
    method: 'GET',
    url: '/api/stripe/status/:intentId',
    auth: 'public',
    params: () => ({ intentId: 'pi_corpus' }),
  },
  { method: 'GET', url: '/api/stripe-sandbox/stripe.js', auth: 'public' },
  {
    method: 'POST',
    url: '/api/stripe-sandbox/v1/payment_methods',
    auth: 'public',
    body: () => ({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' }),
  },
  {
    method: 'GET',
    url: '/api/stripe-sandbox/v1/intents',
    auth: 'public',
    query: () => ({ client_secret: CORPUS_CLIENT_SECRET }),
  },
  {
    method: 'POST',
    url: '/api/stripe-sandbox/v1/intents/confirm',
    auth: 'public',
    body: () => ({ clientSecret: CORPUS_CLIENT_SECRET, paymentMethod: 'pm_corpus' }),
  },
  {
    method: 'POST',
    url: '/api/stripe-sandbox/v1/intents/authenticate',
    auth: 'public',
    body: () => ({ clientSecret: CORPUS_CLIENT_SECRET, passed: true }),
  },
  {
    method: 'POST',
    url: '/api/redsys/notification',
    auth: 'public',
    body: () => ({
      ...signResponse(TEST_MERCHANT.secretKey, {
        Ds_Order: CORPUS_CHARGE.reference,
        Ds_MerchantCode: TEST_MERCHANT.merchantCode,
        Ds_MerchantData: String(CORPUS_CHARGE.checkoutId),
        Ds_Response: '0000',
        Ds_AuthorisationCode: '000001',
      }),
    }),
  },
  {
    method: 'POST',
    url: '/api/redsys-sandbox/realizarPago',
    auth: 'public',
    body: () => ({
      ...signRequest(TEST_MERCHANT.secretKey, requestParameters(redsysSettingsFrom({}), CORPUS_CHARGE)),
    }),
  },
  {
    method: 'GET',
    url: '/api/redsys-sandbox/sessions/:id',
    auth: 'public',
    params: () => ({ id: CORPUS_SESSION }),
  },
  {
    method: 'POST',
    url: '/api/redsys-sandbox/sessions/:id/card',
    auth: 'public',
    params: () => ({ id: CORPUS_SESSION }),
    body: () => ({ action: 'pay', number: '4548812049400004', expiry: '12/34', cvv: '123' }),
  },
  {
    method: 'POST',
    url: '/api/redsys-sandbox/sessions/:id/challenge',
    auth: 'public',
    params: () => ({ id: CORPUS_SESSION }),
    body: () => ({ action: 'confirm', cip: '123456' }),
  },
  // NetPay, Razorpay, Authorize.Net: a reference, transaction or order unknown to a fresh database is refused (200).
  {
    method: 'POST',
    url: '/api/netpay/charge/:reference',
    auth: 'customer',
    params: () => ({ reference: '0042CORPUS12' }),
    body: () => ({ token: 'tok_corpus' }),
  },
  {
    method: 'POST',
    url: '/api/netpay/callback/:id/:transactionToken',
    auth: 'public',
    params: () => ({ id: '0042CORPUS12', transactionToken: 'txn_corpus' }),
  },
  { method: 'GET', url: '/api/netpay-sandbox/netpay.min.js', auth: 'public' },
  {
    method: 'POST',
    url: '/api/netpay-sandbox/v1/tokens',
    auth: 'public',
    body: () => ({
      cardNumber: '4000000000000002',
      expMonth: '12',
      expYear: '34',
      cvv2: '123',
      cardHolderName: 'Ana',
    }),
  },
  {
    method: 'GET',
    url: '/api/netpay-sandbox/3ds/:transactionTokenId',
    auth: 'public',
    params: () => ({ transactionTokenId: 'txn_corpus' }),
  },
  {
    method: 'POST',
    url: '/api/netpay-sandbox/3ds/:transactionTokenId',
    auth: 'public',
    params: () => ({ transactionTokenId: 'txn_corpus' }),
    body: () => ({ action: 'pass' }),
  },
  {
    method: 'GET',
    url: '/api/razorpay/status/:orderId/:paymentId/:signature',
    auth: 'public',
    params: () => ({ orderId: 'order_corpus', paymentId: 'pay_corpus', signature: 'f'.repeat(64) }),
  },
  { method: 'GET', url: '/api/razorpay-sandbox/checkout.js', auth: 'public' },
  {
    method: 'POST',
    url: '/api/razorpay-sandbox/v1/payments',
    auth: 'public',
    body: () => ({ key: 'rzp_test_sandbox', order_id: 'order_corpus', outcome: 'success' }),
  },
  {
    method: 'POST',
    url: '/api/authorizenet/charge/:reference',
    auth: 'customer',
    params: () => ({ reference: '0042CORPUS12' }),
    body: () => ({ dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'Y29ycHVz' }),
  },
  { method: 'GET', url: '/api/authorizenet-sandbox/Accept.js', auth: 'public' },
  {
    method: 'POST',
    url: '/api/authorizenet-sandbox/v1/dispatch-data',
    auth: 'public',
    body: () => ({
      authData: { clientKey: 'sandbox_client_key', apiLoginID: 'sandbox_login' },
      cardData: { cardNumber: '4111111111111111', month: '12', year: '34', cardCode: '123' },
    }),
  },
  // PayPal: an order unknown to a fresh database is refused (400); the sandbox's order calls answer PayPal's refusal.
  {
    method: 'POST',
    url: '/api/paypal/callback',
    auth: 'public',
    body: () => ({ orderId: 'CORPUSORDER000001', authorizationId: 'CORPUSAUTH0000001' }),
  },
  { method: 'GET', url: '/api/paypal-sandbox/sdk/js', auth: 'public' },
  {
    method: 'GET',
    url: '/api/paypal-sandbox/v2/checkout/orders/:id',
    auth: 'public',
    params: () => ({ id: 'CORPUSORDER000001' }),
  },
  {
    method: 'POST',
    url: '/api/paypal-sandbox/v2/checkout/orders/:id/approve',
    auth: 'public',
    params: () => ({ id: 'CORPUSORDER000001' }),
    body: () => ({ decision: 'approve' }),
  },
  {
    method: 'POST',
    url: '/api/paypal-sandbox/v2/checkout/orders/:id/authorize',
    auth: 'public',
    params: () => ({ id: 'CORPUSORDER000001' }),
  },
  // Mercado Pago: a request unknown to a fresh database answers the refusal the page shows (200).
  {
    method: 'POST',
    url: '/api/publicmercadopago/process_payment',
    auth: 'customer',
    body: () => ({ rqId: '0042CORPUS12', saveCardToken: 'corpustoken' }),
  },
  { method: 'GET', url: '/api/mercadopago-sandbox/js/v2', auth: 'public' },
  {
    method: 'POST',
    url: '/api/mercadopago-sandbox/v1/card_tokens',
    auth: 'public',
    query: () => ({ public_key: 'TEST-club-sandbox' }),
    body: () => ({ cardholderName: 'APRO', cardNumber: '5031433215406351' }),
  },
  // Transbank: a tokenization or a token unknown to a fresh database answers the refusal (200); the returns answer the
  // page that sends the browser on to /cz/ko or /checkout; the sandbox's pages answer their closed page.
  {
    method: 'POST',
    url: '/api/transbank/tokenize/:customerId',
    auth: 'customer',
    params: sessionOf,
    query: () => ({ fromPublic: true }),
    body: () => ({ parameters: '{}' }),
  },
  {
    method: 'POST',
    url: '/api/transbank/process-tokenization/:requestId',
    auth: 'customer',
    params: () => ({ requestId: CORPUS_SESSION }),
    query: () => ({ TBK_TOKEN: 'corpustoken' }),
  },
  {
    method: 'GET',
    url: '/api/transbank/inscription-return',
    auth: 'public',
    query: () => ({ tbkRqId: CORPUS_SESSION, TBK_TOKEN: 'corpustoken' }),
  },
  {
    method: 'POST',
    url: '/api/transbank/inscription-return',
    auth: 'public',
    query: () => ({ tbkRqId: CORPUS_SESSION }),
    body: () => ({ TBK_TOKEN: 'corpustoken' }),
  },
  { method: 'GET', url: '/api/transbank/return', auth: 'public', query: () => ({ token_ws: 'corpustoken' }) },
  { method: 'POST', url: '/api/transbank/return', auth: 'public', body: () => ({ token_ws: 'corpustoken' }) },
  {
    method: 'POST',
    url: '/api/transbank-sandbox/webpay',
    auth: 'public',
    body: () => ({ token_ws: 'corpustoken' }),
  },
  {
    method: 'POST',
    url: '/api/transbank-sandbox/webpay/:token',
    auth: 'public',
    params: () => ({ token: 'corpustoken' }),
    body: () => ({ action: 'pay', number: '4051885600446623', expiry: '12/34', cvv: '123' }),
  },
  {
    method: 'POST',
    url: '/api/transbank-sandbox/oneclick',
    auth: 'public',
    body: () => ({ TBK_TOKEN: 'corpustoken' }),
  },
  {
    method: 'POST',
    url: '/api/transbank-sandbox/oneclick/:token',
    auth: 'public',
    params: () => ({ token: 'corpustoken' }),
    body: () => ({ action: 'enroll', number: '4051885600446623', expiry: '12/34', cvv: '123' }),
  },
  {
    method: 'GET',
    url: '/api/dynamicforms/form-def/:parentName/:parentId',
    auth: 'public',
    params: () => ({ parentName: 'Customer', parentId: 0 }),
  },
  { method: 'GET', url: '/api/publicactivities/list', auth: 'public' },
  {
    method: 'GET',
    url: '/api/publicactivities/:id',
    auth: 'public',
    params: () => ({ id: DEMO_ACTIVITIES.direct.id }),
  },
  {
    method: 'GET',
    url: '/api/publicactivities/:id/categories',
    auth: 'public',
    params: () => ({ id: DEMO_ACTIVITIES.categories.id }),
  },
  {
    method: 'GET',
    url: '/api/publicactivities/:id/:customerId',
    auth: 'customer',
    params: (fixture) => ({ id: DEMO_ACTIVITIES.direct.id, customerId: fixture.ana.id }),
  },
  {
    method: 'POST',
    url: '/api/publicactivities/inscription',
    auth: 'customer',
    body: (fixture) => ({
      id: DEMO_ACTIVITIES.direct.id,
      customerId: fixture.ana.id,
      partnerCustomerId: null,
      activityCategoryId: null,
    }),
  },
  {
    method: 'POST',
    url: '/api/publicactivities/cancel-inscription/:id/:customerId',
    auth: 'customer',
    params: (fixture) => ({ id: DEMO_ACTIVITIES.withForm.id, customerId: fixture.ana.id }),
  },
  {
    method: 'POST',
    url: '/api/dynamicforms/save',
    auth: 'customer',
    body: (fixture) => ({
      parentName: 'Customer',
      parentId: fixture.ana.id,
      customerId: fixture.ana.id,
      okRss: true,
      acceptConditions: true,
      partnerCustomerId: null,
      activityCategoryId: null,
      // The registration form of the demo club has no fields: an answer to no field of it is left aside.
      Fields: [{ id: 1, name: 'club', value: 'Norte' }],
    }),
  },
  { method: 'GET', url: '/uploads/:file', auth: 'public', params: () => ({ file: 'club-logo.svg' }) },
];

/** A card charge of a checkout a fresh database does not have. */
const CORPUS_CHARGE: CardCharge = {
  checkoutId: 999_999,
  reference: '0001CorpusAb',
  customerId: 1,
  amountCents: 1000,
  currency: 'EUR',
  description: 'Corpus order',
  siteOrigin: 'http://localhost:4100',
  savedCard: null,
  saveCard: false,
};
const CORPUS_CLIENT_SECRET = 'pi_corpus_secret_corpus';
const CORPUS_SESSION = '0'.repeat(32);

/** A cart line of the checkout calls: a can of balls. */
const CHECKOUT_LINE = {
  productId: DEMO_PRODUCTS.balls.id,
  units: 1,
  temp: false,
  stockParentId: null,
  stockParentName: null,
  stockDetail: null,
};

/** A checkout of a can of balls paid at the club, by a customer or (id null, with a password) a visitor. */
const checkoutBody = (customerId: number | null, email: string, password: string) => ({
  saleItems: [CHECKOUT_LINE],
  saleIds: [],
  paymentMethodId: DEMO_CHECKOUT.methods.club.id,
  tokenId: null,
  promoCode: null,
  shopTransportId: null,
  saveCreditCard: false,
  guid: 'corpus-cart',
  voucherId: null,
  origin: 'Web',
  customer: {
    id: customerId,
    name: 'Marina',
    surname: 'Soler Vidal',
    addressLine1: 'Calle Mayor 1',
    city: 'Madrid',
    town: 'Madrid',
    country: 'España',
    postalCode: '28013',
    email,
    phone: '+34 611 222 333',
    password,
    okRss: false,
    acceptConditions: true,
  },
});

const SHOP_GRID_STATUS = JSON.stringify({
  filters: [{ or: [{ field: 'Name', op: 'contains', value: 'pala' }] }],
  sort: [{ field: 'GrossPrice', dir: 'asc' }],
});

/** The key of a route in the table and in the app. */
export const routeKey = (route: { method: string; url: string }): string => `${route.method} ${route.url}`;

/** Reads the fixture from the seeded app through the API, so it follows the demo data wherever it moves. */
export async function readFixture(app: FastifyInstance): Promise<Fixture> {
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const get = async <T>(url: string): Promise<T> => {
    const answer = await call(app, 'GET', url, undefined, ana.token);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.model as T;
  };
  const orders = await get<Array<{ id: number }>>(`/api/shop/customer-orders/${ana.id}`);
  const cards = await get<Array<{ id: number }>>(`/api/publicpaymentmethods/token-list/${ana.id}`);
  const record = await get<Customer>(`/api/publicacademycustomers/${ana.id}`);
  const tennis = await call(app, 'POST', '/api/publicbookings/list', {
    date: dayAfter(1),
    bookingTypeId: DEMO_BOOKING.tennisTypeId,
    customerId: null,
  });
  const [ballMachine] = (tennis.body.model as { multipleResources: Array<{ id: number }> }).multipleResources;
  const [child] = ana.children;
  const [order] = orders;
  const [card] = cards;
  if (!child || !order || !card) throw new Error('the demo club lost Ana’s child, orders or cards');
  if (!ballMachine) throw new Error('the tennis court type offers no ball machine');
  const feed = await call(app, 'POST', `/api/publicbookings/calendar-feed/${ana.id}`, undefined, ana.token);
  const feedPath = (feed.body.model as { path: string | null } | undefined)?.path;
  if (!feedPath) throw new Error(`no calendar feed: ${feed.status} ${JSON.stringify(feed.body)}`);
  return {
    ana,
    childId: child.id,
    saleId: order.id,
    cardId: card.id,
    record,
    ballMachineOptionId: ballMachine.id,
    calendarFeedFile: feedPath.slice(feedPath.lastIndexOf('/') + 1),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** A request as sent: the path with its query, and a raw body. */
export interface CorpusRequest {
  method: string;
  path: string;
  payload?: string;
  contentType?: string;
  authorization?: string;
}

/** A route case's request with its parts still apart, as the variants change one part at a time. */
export interface RequestParts {
  method: string;
  url: string;
  params: Record<string, string>;
  query: Array<[string, string]>;
  body?: Record<string, unknown>;
  authorization?: string;
}

/** The valid request of a route case. */
export function validParts(route: RouteCase, fixture: Fixture): RequestParts {
  const params = Object.fromEntries(
    Object.entries(route.params?.(fixture) ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const query = Object.entries(route.query?.(fixture) ?? {}).map(
    ([name, value]) => [name, String(value)] as [string, string],
  );
  return {
    method: route.method,
    url: route.url,
    params,
    query,
    body: route.body?.(fixture),
    authorization: route.auth === 'public' ? undefined : `Bearer ${fixture.ana.token}`,
  };
}

/** The request of a route's parts, with its path built and encoded. */
export function requestOf(parts: RequestParts): CorpusRequest {
  const path = parts.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(parts.params[name] ?? ''),
  );
  const search = new URLSearchParams(parts.query).toString();
  return {
    method: parts.method,
    path: search ? `${path}?${search}` : path,
    ...(parts.body === undefined
      ? {}
      : { payload: JSON.stringify(parts.body), contentType: 'application/json' }),
    ...(parts.authorization ? { authorization: parts.authorization } : {}),
  };
}
