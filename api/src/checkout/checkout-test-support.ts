// Helpers of the checkout tests: a checkout body as the page sends it, a card provider that records its charges,
// and a court booking held for a customer.
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type {
  CheckoutModel,
  CheckoutPayload,
  CheckoutSaleItem,
  PaymentStatus,
} from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, PaymentType } from '@club/shared-contracts/entities';
import { dayAfter, prebook } from '../bookings/booking-test-support.ts';
import { DEMO_CHECKOUT } from '../db/demo-club.ts';
import { redsysHolds, sandboxRedsysRest } from '../payments/redsys/redsys-holds.ts';
import { createRedsysProvider, redsysSettingsFrom } from '../payments/redsys/redsys-provider.ts';
import { createStripeProvider, stripeSettingsFrom } from '../payments/stripe/stripe-provider.ts';
import { createStripeSandbox } from '../payments/stripe/stripe-sandbox-store.ts';
import { call, type Answer, type TestApp } from '../test-support.ts';
import type { CardCharge, CardProvider } from './card-payments.ts';
import { createRefundRunner, type RefundRunner } from './payment-refunds.ts';

/** Elena's delivery data, complete. */
export const ELENA = DEMO_CHECKOUT.customer;

/** A cart line of `units` of a product. */
export const line = (productId: number, units = 1): CheckoutSaleItem => ({
  productId,
  units,
  temp: false,
  stockParentId: null,
  stockParentName: null,
  stockDetail: null,
});

/** A checkout body for a customer (id) or a visitor (id null, with a password); the rest as the page sends it. */
export function checkoutPayload(
  customerId: number | null,
  overrides: Partial<Omit<CheckoutPayload, 'customer'>> & {
    customer?: Partial<CheckoutPayload['customer']>;
  } = {},
): CheckoutPayload {
  const { customer, ...rest } = overrides;
  return {
    saleItems: [],
    saleIds: [],
    paymentMethodId: DEMO_CHECKOUT.methods.club.id,
    tokenId: null,
    promoCode: null,
    shopTransportId: null,
    saveCreditCard: false,
    guid: 'cart-guid-1',
    voucherId: null,
    origin: 'Web',
    ...rest,
    customer: {
      id: customerId,
      name: ELENA.name,
      surname: ELENA.surname,
      addressLine1: ELENA.addressLine1,
      city: ELENA.city,
      town: ELENA.town,
      country: ELENA.country,
      postalCode: ELENA.postalCode,
      email: ELENA.email,
      phone: ELENA.phone,
      password: '',
      okRss: false,
      acceptConditions: true,
      ...customer,
    },
  };
}

/** POST checkout-customer with a token, or the visitor's checkout without one. */
export const checkout = (app: FastifyInstance, body: CheckoutPayload, token?: string): Promise<Answer> =>
  call(
    app,
    'POST',
    body.customer.id === null ? '/api/shop/checkout' : '/api/shop/checkout-customer',
    body,
    token,
  );

/** A card provider that answers a fixed next step and keeps the charges it was asked for. */
export function recordingProvider(type: CardProvider['type']): CardProvider & { charges: CardCharge[] } {
  const charges: CardCharge[] = [];
  return {
    type,
    charges,
    start(charge) {
      charges.push(charge);
      return Promise.resolve({
        stripe: {
          publicKey: 'pk_test_sandbox',
          scriptUrl: '/api/stripe-sandbox/stripe.js',
          intent: charge.saveCard && charge.amountCents === 0 ? 'setup' : 'payment',
          intentId: `pi_${charge.reference}`,
          clientSecret: `pi_${charge.reference}_secret`,
          requiresAction: false,
        },
      });
    },
  };
}

/** A court booking the customer holds unpaid (the day after tomorrow, 90 minutes): its sale ids and booking id. */
export async function heldCourt(
  app: FastifyInstance,
  customer: { id: number; token: string },
  options: { hour?: string; paymentType?: PaymentType; customerIds?: number[]; days?: number } = {},
): Promise<{ bookingId: number; saleIds: number[]; grossCents: number[] }> {
  const answer = await prebook(
    app,
    {
      customerId: customer.id,
      day: dayAfter(options.days ?? 2),
      hour: options.hour ?? '10:00',
      paymentType: options.paymentType ?? PaymentType.Full,
      customerIds: options.customerIds,
    },
    customer.token,
  );
  if (answer.body.ok !== true) throw new Error(`prebook failed: ${JSON.stringify(answer.body)}`);
  const sales = answer.body.model as Array<{ id: number; bookingId: number; total: number }>;
  const [first] = sales;
  if (!first) throw new Error('prebook answered no sale');
  return {
    bookingId: first.bookingId,
    saleIds: sales.map((sale) => sale.id),
    grossCents: sales.map((sale) => Math.round(sale.total * 100)),
  };
}

/** The sandboxes' card providers on a connection of their own, as another server of the club would have them. */
export function sandboxProvidersOf(db: DatabaseSync, now: () => Date): Map<number, CardProvider> {
  const stripe = createStripeSandbox(db, now);
  const redsys = redsysSettingsFrom({});
  return new Map<number, CardProvider>([
    [PaymentMethodType.Stripe, createStripeProvider(stripe.gateway, stripeSettingsFrom({}))],
    [
      PaymentMethodType.Redsys,
      createRedsysProvider(redsys, redsysHolds(redsys, sandboxRedsysRest(db, redsys, now), now)),
    ],
  ]);
}

/** The refunds' runner on the sandboxes, run when the test says (the app runs it in the background too). */
export function refundRunnerOf(testApp: TestApp, now: () => Date = () => new Date()): RefundRunner {
  const db = testApp.openDb();
  return createRefundRunner(db, { providers: sandboxProvidersOf(db, now), now });
}

/** The site the checkout is sent from (its Origin): where the providers send the customer back. */
export const SITE = 'http://localhost:4100';

/** A customer's checkout as the page sends it, from the site's origin (a card step needs it to come back). */
export async function checkoutFromSite(
  app: FastifyInstance,
  body: CheckoutPayload,
  token: string,
): Promise<CheckoutModel> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${token}`, origin: SITE },
    payload: body,
  });
  const parsed = answer.json<{ ok: boolean; model: CheckoutModel }>();
  assert.equal(parsed.ok, true, answer.body);
  return parsed.model;
}

/** Confirms a Stripe intent with a new card in the sandbox, as its script does; answers the intent's id. */
export async function confirmOnStripeSandbox(
  app: FastifyInstance,
  model: CheckoutModel,
  number = '4242424242424242',
): Promise<string> {
  const stripe = model.stripe;
  assert.ok(stripe, 'the checkout answered a Stripe step');
  const card = await call(app, 'POST', '/api/stripe-sandbox/v1/payment_methods', {
    number,
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
  });
  await call(app, 'POST', '/api/stripe-sandbox/v1/intents/confirm', {
    clientSecret: stripe.clientSecret,
    paymentMethod: (card.body.paymentMethod as { id: string }).id,
  });
  return stripe.intentId;
}

/** The status of a Stripe intent as the return page reads it (which settles it). */
export const stripeStatus = async (app: FastifyInstance, intentId: string): Promise<PaymentStatus> =>
  (await call(app, 'GET', `/api/stripe/status/${intentId}`)).body as unknown as PaymentStatus;

/** Pays a Stripe intent with a new card in the sandbox, as its script does, then reads the status as the return page. */
export async function payOnStripeSandbox(
  app: FastifyInstance,
  model: CheckoutModel,
  number = '4242424242424242',
): Promise<PaymentStatus> {
  return stripeStatus(app, await confirmOnStripeSandbox(app, model, number));
}

/** A clock the test moves; the app and the runners read it. */
export function testClock() {
  let now = new Date();
  return {
    now: () => now,
    set(at: Date) {
      now = at;
    },
    /** Moves the clock on by some minutes. */
    pass(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}
