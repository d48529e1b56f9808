// Razorpay (payment type 20, research A4) as a card provider of the checkout: start creates the order and answers
// razorpayData, the options checkout.js opens its modal with; the modal's handler sends the customer to
// /razorpay-callback/ with the order, the payment and the signature, and the status (GET /api/razorpay/status/…)
// checks the signature against the stored order, captures the payment and settles it once.
import type { DatabaseSync } from 'node:sqlite';
import type { ProviderPaymentStatus, RazorpayData } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardProvider } from '../../checkout/card-payments.ts';
import type { CheckoutStore } from '../../checkout/checkout-store.ts';
import { getRow } from '../../db/database.ts';
import { paidStatus } from '../provider-charges.ts';
import { rememberOrder } from '../provider-orders.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import type { RazorpayGateway } from './razorpay-gateway.ts';
import { createLiveRazorpayGateway } from './razorpay-live-gateway.ts';
import {
  createRazorpaySandbox,
  type RazorpaySandbox,
  type RazorpaySandboxOptions,
} from './razorpay-sandbox.ts';
import { validRazorpaySignature } from './razorpay-signature.ts';

/** Where the sandbox's checkout.js is served, relative to the API. */
export const RAZORPAY_SANDBOX_SCRIPT_PATH = '/api/razorpay-sandbox/checkout.js';
/** The sandbox's key id and the secret it signs payments with. */
export const RAZORPAY_SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const RAZORPAY_SANDBOX_KEY_SECRET = 'razorpay_sandbox_secret';
/** Razorpay's checkout.js. */
export const RAZORPAY_LIVE_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The Razorpay account: the key id the page opens the modal with, the secret that signs, checkout.js's address. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  scriptUrl: string;
  /** True when the API's sandbox stands for Razorpay. */
  sandbox: boolean;
}

/**
 * The settings from the environment: a Razorpay account when RAZORPAY_KEY_SECRET is set (with RAZORPAY_KEY_ID;
 * RAZORPAY_SCRIPT_URL to override checkout.js's address), the API's sandbox otherwise.
 */
export function razorpaySettingsFrom(env: NodeJS.ProcessEnv): RazorpaySettings {
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  if (!keySecret) {
    return {
      keyId: RAZORPAY_SANDBOX_KEY_ID,
      keySecret: RAZORPAY_SANDBOX_KEY_SECRET,
      scriptUrl: RAZORPAY_SANDBOX_SCRIPT_PATH,
      sandbox: true,
    };
  }
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  if (!keyId) throw new Error('RAZORPAY_KEY_SECRET is set without RAZORPAY_KEY_ID');
  return {
    keyId,
    keySecret,
    scriptUrl: env.RAZORPAY_SCRIPT_URL?.trim() || RAZORPAY_LIVE_SCRIPT_URL,
    sandbox: false,
  };
}

/** The Razorpay account the API uses: its settings, its server side, and the sandbox when it stands for Razorpay. */
export interface RazorpayAccount {
  settings: RazorpaySettings;
  gateway: RazorpayGateway;
  sandbox: RazorpaySandbox | null;
}

/** The account from the environment: the real one when RAZORPAY_KEY_SECRET is set, the sandbox otherwise. */
export function razorpayAccountFrom(
  env: NodeJS.ProcessEnv,
  sandboxOptions: RazorpaySandboxOptions = {},
): RazorpayAccount {
  const settings = razorpaySettingsFrom(env);
  if (!settings.sandbox) {
    return {
      settings,
      gateway: createLiveRazorpayGateway(settings.keyId, settings.keySecret),
      sandbox: null,
    };
  }
  const sandbox = createRazorpaySandbox(settings.keySecret, sandboxOptions);
  return { settings, gateway: sandbox.gateway, sandbox };
}

/** Creates the Razorpay card provider: the order is created and stored beside its checkout. */
export function createRazorpayProvider(
  account: RazorpayAccount,
  db: DatabaseSync,
  deps: { now: () => Date; clubTitle: () => string },
): CardProvider {
  return {
    type: PaymentMethodType.Razorpay,
    async start(charge) {
      const orderId = await account.gateway.createOrder({
        amountCents: charge.amountCents,
        currency: charge.currency,
        reference: charge.reference,
        checkoutId: charge.checkoutId,
      });
      rememberOrder(db, 'razorpay', orderId, charge.checkoutId, deps.now());
      const razorpayData: RazorpayData = {
        scriptUrl: account.settings.scriptUrl,
        key: account.settings.keyId,
        amount: charge.amountCents,
        currency: charge.currency,
        order_id: orderId,
        name: deps.clubTitle(),
        description: charge.description,
      };
      return { razorpayData };
    },
    async refund(paymentRef, amountCents, reference) {
      const refundRef = await account.gateway.refund(paymentRef, amountCents, reference);
      return refundRef === undefined ? { refunded: false } : { refunded: true, refundRef };
    },
  };
}

/** What the status needs: the gateway and key secret, the stored orders, the checkouts and their settle. */
export interface RazorpayStatusDeps {
  account: RazorpayAccount;
  db: DatabaseSync;
  checkouts: CheckoutStore;
  settle: Settle;
}

const refused: ProviderPaymentStatus = { ok: false, retry: false };

/**
 * The status of a Razorpay payment (GET /api/razorpay/status/{order_id}/{payment_id}/{signature}): refused unless
 * the order is one the club stored and the signature is Razorpay's for that stored order and this payment, and the
 * payment is of that order. An authorized payment is captured; a captured one settles paid (its id is the event, so
 * a replay pays once), a failed one settles not paid; one still on its way answers retry.
 */
export async function razorpayStatus(
  deps: RazorpayStatusDeps,
  orderId: string,
  paymentId: string,
  signature: string,
): Promise<ProviderPaymentStatus> {
  const stored = getRow<{ order_id: string; checkout_id: number }>(
    deps.db,
    "SELECT order_id, checkout_id FROM provider_orders WHERE provider = 'razorpay' AND order_id = ?",
    orderId,
  );
  if (
    !stored ||
    !validRazorpaySignature(deps.account.settings.keySecret, stored.order_id, paymentId, signature)
  )
    return refused;
  const payment = await deps.account.gateway.payment(paymentId);
  if (!payment || payment.orderId !== stored.order_id) return refused;
  const status =
    payment.status === 'authorized' ? await deps.account.gateway.capture(payment) : payment.status;
  const report = { provider: 'razorpay', checkoutId: stored.checkout_id } as const;
  if (status === 'captured' || status === 'refunded') {
    const settled = await settleReport(deps.settle, {
      ...report,
      eventId: payment.id,
      paid: true,
      paymentRef: payment.id,
    });
    return settled === 'unknown' ? refused : paidStatus(deps.checkouts, stored.checkout_id);
  }
  if (status === 'failed') {
    await settleReport(deps.settle, { ...report, eventId: `${payment.id}:failed`, paid: false });
    return refused;
  }
  return { ok: false, retry: true };
}
