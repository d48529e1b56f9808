// PayPal (payment type 9) as a card provider of the checkout (research A5): start creates an order with intent
// AUTHORIZE and answers it to the page, whose PayPal buttons (the JS SDK through @paypal/paypal-js) approve and
// authorize it; the page then posts the order and its authorization to /api/paypal/callback, which captures the
// authorization and settles the checkout once.
import type { DatabaseSync } from 'node:sqlite';
import type { PayPalCallback, ProviderPaymentStatus } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardOutcome, CardProvider } from '../../checkout/card-payments.ts';
import { CHECKOUT_CURRENCY, type CheckoutRecord } from '../../checkout/checkout-store.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import type { PayPalGateway } from './paypal-gateway.ts';
import { createLivePayPalGateway, PAYPAL_SANDBOX_API } from './paypal-live-gateway.ts';
import { createPayPalSandbox, type PayPalSandbox } from './paypal-sandbox.ts';

/** Where the sandbox's stand-in SDK is served (the loader's sdkBaseUrl), relative to the API. */
export const SANDBOX_SDK_PATH = '/api/paypal-sandbox/sdk/js';
/** The client id the stand-in SDK is loaded with. */
export const SANDBOX_CLIENT_ID = 'sb-club-sandbox';
/** PayPal's JS SDK. */
export const LIVE_SDK_URL = 'https://www.paypal.com/sdk/js';

/** The PayPal account: the page's client id and SDK, and the server's secret (null for the sandbox). */
export interface PayPalSettings {
  clientId: string;
  sdkBaseUrl: string;
  secret: string | null;
  /** PayPal's REST API (its sandbox's, api-m.sandbox.paypal.com, unless PAYPAL_API_URL says otherwise). */
  apiUrl: string;
}

/**
 * The settings from the environment: the real account when PAYPAL_CLIENT_SECRET is set (with its PAYPAL_CLIENT_ID;
 * PAYPAL_API_URL, PAYPAL_SDK_URL), the sandbox otherwise.
 */
export function paypalSettingsFrom(env: NodeJS.ProcessEnv): PayPalSettings {
  const secret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!secret) {
    return { clientId: SANDBOX_CLIENT_ID, sdkBaseUrl: SANDBOX_SDK_PATH, secret: null, apiUrl: '' };
  }
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  if (!clientId) throw new Error('PAYPAL_CLIENT_SECRET is set without PAYPAL_CLIENT_ID');
  return {
    clientId,
    sdkBaseUrl: env.PAYPAL_SDK_URL?.trim() || LIVE_SDK_URL,
    secret,
    apiUrl: env.PAYPAL_API_URL?.trim() || PAYPAL_SANDBOX_API,
  };
}

/** Creates the PayPal card provider on a gateway (the sandbox or the real account). */
export function createPayPalProvider(gateway: PayPalGateway, settings: PayPalSettings): CardProvider {
  return {
    type: PaymentMethodType.PayPal,
    async start(charge) {
      const order = await gateway.createOrder({
        checkoutId: charge.checkoutId,
        reference: charge.reference,
        amountCents: charge.amountCents,
        currency: charge.currency,
        description: charge.description,
      });
      return {
        paypal: {
          orderId: order.id,
          clientId: settings.clientId,
          currency: charge.currency,
          sdkBaseUrl: settings.sdkBaseUrl,
        },
      };
    },
    // POST /v2/payments/captures/{id}/refund on the payment's capture.
    async refund(paymentRef, amountCents, reference) {
      const refund = await gateway.refund(paymentRef, amountCents, CHECKOUT_CURRENCY, reference);
      return refund && (refund.status === 'COMPLETED' || refund.status === 'PENDING')
        ? { refunded: true, refundRef: refund.id }
        : { refunded: false };
    },
  };
}

/** What the callback needs: the gateway, the checkout's settle and how a checkout stands. */
export interface CallbackDeps {
  gateway: PayPalGateway;
  settle: Settle;
  checkoutOf: (checkoutId: number) => CheckoutRecord | undefined;
}

/** How a settled checkout answers the page: paid, returned to the card (and why), or not paid. */
export function statusOfCheckout(checkout: CheckoutRecord | undefined): ProviderPaymentStatus {
  if (checkout?.status === 'Paid') return { ok: true, retry: false };
  if (checkout?.status === 'Refunded' && checkout.refundReason)
    return { ok: false, retry: false, refunded: checkout.refundReason };
  return { ok: false, retry: false };
}

/**
 * The page's callback after the buttons' onApprove: the order is read from PayPal (never trusted from the page), its
 * authorization must be the one the page names, and it is captured in full once (the same request id answers the
 * same capture), then settled once with the order as the event. An order that was not authorized (the funding
 * declined) settles not paid. Undefined for an order unknown here or an authorization that is not the order's.
 */
export async function paypalCallback(
  deps: CallbackDeps,
  body: PayPalCallback,
): Promise<ProviderPaymentStatus | undefined> {
  const order = await deps.gateway.getOrder(body.orderId);
  if (!order || order.checkoutId === null) return undefined;
  const { authorization } = order;
  if (body.authorizationId !== '' && authorization?.id !== body.authorizationId) return undefined;
  const report = { provider: 'paypal', checkoutId: order.checkoutId } as const;
  let outcome: CardOutcome;
  if (!authorization) {
    outcome = { ...report, eventId: `${order.id}:declined`, paid: false };
  } else {
    const capture = await deps.gateway.capture(
      authorization.id,
      order.amountCents,
      order.currency,
      `${order.id}-capture`,
    );
    const paid = capture.status === 'COMPLETED' || capture.status === 'PENDING';
    outcome = paid
      ? { ...report, eventId: order.id, paid, paymentRef: capture.id }
      : { ...report, eventId: `${order.id}:declined`, paid };
  }
  if ((await settleReport(deps.settle, outcome)) === 'unknown') return undefined;
  return statusOfCheckout(deps.checkoutOf(order.checkoutId));
}

/** The PayPal account the API uses: its settings, its server side, and the sandbox when it stands for PayPal. */
export interface PayPalAccount {
  settings: PayPalSettings;
  gateway: PayPalGateway;
  sandbox: PayPalSandbox | null;
}

/** The account from the environment: the real one when PAYPAL_CLIENT_SECRET is set, the sandbox otherwise. */
export function paypalAccountFrom(env: NodeJS.ProcessEnv, db: DatabaseSync, now: () => Date): PayPalAccount {
  const settings = paypalSettingsFrom(env);
  if (settings.secret !== null) {
    return {
      settings,
      gateway: createLivePayPalGateway(settings.apiUrl, settings.clientId, settings.secret),
      sandbox: null,
    };
  }
  const sandbox = createPayPalSandbox(db, now);
  return { settings, gateway: sandbox.gateway, sandbox };
}
