// Stripe (payment type 14) as a card provider of the checkout (research A2): start answers the intent the page
// confirms with Stripe.js, or confirms a saved card on the server; the status the return page polls reads the
// intent and reports how it ended, once, through the checkout's settle.
import type { DatabaseSync } from 'node:sqlite';
import type {
  PaymentRefundReason,
  PaymentStatus,
  StripeStart,
} from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { CardCharge, CardOutcome, CardProvider, Settlement } from '../../checkout/card-payments.ts';
import { CHECKOUT_CURRENCY, UnknownCheckout } from '../../checkout/checkout-store.ts';
import type { GatewayIntent, StripeGateway } from './stripe-gateway.ts';
import { createLiveStripeGateway } from './stripe-live-gateway.ts';
import {
  createStripeSandbox,
  type StripeSandbox,
  type StripeSandboxOptions,
} from './stripe-sandbox-store.ts';

/** Where the sandbox script is served, relative to the API (the page resolves it on the API origin). */
export const SANDBOX_SCRIPT_PATH = '/api/stripe-sandbox/stripe.js';
/** The publishable key the sandbox script accepts. */
export const SANDBOX_PUBLIC_KEY = 'pk_test_sandbox';
/** Stripe.js of the release train the sandbox stands for. */
export const LIVE_SCRIPT_URL = 'https://js.stripe.com/endive/stripe.js';

/** What the provider and the checkout page need to know about the Stripe account. */
export interface StripeSettings {
  publicKey: string;
  scriptUrl: string;
  /** The secret key of the real account, or null for the sandbox. */
  secretKey: string | null;
}

/**
 * The settings from the environment: the real account when STRIPE_SECRET_KEY is set (with its
 * STRIPE_PUBLISHABLE_KEY; Stripe.js from STRIPE_SCRIPT_URL or js.stripe.com), the sandbox otherwise.
 */
export function stripeSettingsFrom(env: NodeJS.ProcessEnv): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return { publicKey: SANDBOX_PUBLIC_KEY, scriptUrl: SANDBOX_SCRIPT_PATH, secretKey: null };
  const publicKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!publicKey) throw new Error('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY');
  return { publicKey, scriptUrl: env.STRIPE_SCRIPT_URL?.trim() || LIVE_SCRIPT_URL, secretKey };
}

/**
 * A charge that only saves a card: nothing to pay (0 cents), a card to keep, none given. Stripe answers it with a
 * SetupIntent; the page confirms it with confirmCardSetup and comes back to /checkout with the card's token.
 */
export const isCardSetup = (charge: CardCharge): boolean =>
  charge.saveCard && charge.amountCents === 0 && charge.savedCard === null;

/** The checkout's settle: applies an outcome once. */
export type Settle = (outcome: CardOutcome) => Settlement | Promise<Settlement>;

/**
 * Settles a provider's report: 'unknown' when it names a checkout this server does not have (another server's, on
 * the same provider account), which is not this server's to apply.
 */
export async function settleReport(settle: Settle, outcome: CardOutcome): Promise<Settlement | 'unknown'> {
  try {
    return await settle(outcome);
  } catch (error) {
    if (error instanceof UnknownCheckout) return 'unknown';
    throw error;
  }
}

/** Creates the Stripe card provider on a gateway (the sandbox or the real account). */
export function createStripeProvider(gateway: StripeGateway, settings: StripeSettings): CardProvider {
  const answer = (intent: GatewayIntent, requiresAction: boolean): { stripe: StripeStart } => ({
    stripe: {
      publicKey: settings.publicKey,
      scriptUrl: settings.scriptUrl,
      intent: intent.kind,
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      requiresAction,
    },
  });
  return {
    type: PaymentMethodType.Stripe,
    async start(charge) {
      if (isCardSetup(charge)) {
        const intent = await gateway.createSetupIntent({
          checkoutId: charge.checkoutId,
          reference: charge.reference,
        });
        return answer(intent, false);
      }
      const intent = await gateway.createPaymentIntent({
        checkoutId: charge.checkoutId,
        reference: charge.reference,
        amountCents: charge.amountCents,
        currency: charge.currency,
        description: charge.description,
        saveCard: charge.saveCard,
        savedCard: charge.savedCard,
      });
      return answer(intent, intent.status === 'requires_action');
    },
    // The guarantee's hold: an off-session manual-capture intent on the saved card (research A2, Holds).
    async hold(savedCardToken, amountCents, reference) {
      const held = await gateway.createHold({
        reference,
        savedCard: savedCardToken,
        amountCents,
        currency: CHECKOUT_CURRENCY,
        description: `Guarantee ${reference}`,
      });
      if (held.status !== 'requires_capture' || held.captureBefore === null) return { held: false };
      return { held: true, holdRef: held.id, heldUntil: held.captureBefore };
    },
    async capture(holdRef, amountCents) {
      return (await gateway.capture(holdRef, amountCents)) === 'succeeded';
    },
    release(holdRef) {
      return gateway.cancel(holdRef);
    },
    // POST /v1/refunds on the payment's (or the capture's) PaymentIntent.
    async refund(paymentRef, amountCents, reference) {
      const refund = await gateway.refund({
        paymentIntent: paymentRef,
        amountCents,
        idempotencyKey: reference,
      });
      return refund?.status === 'succeeded' || refund?.status === 'pending'
        ? { refunded: true, refundRef: refund.id }
        : { refunded: false };
    },
  };
}

/** What the status needs from the checkout: its settle, and the saved card a settled checkout kept. */
export interface StatusDeps {
  gateway: StripeGateway;
  settle: Settle;
  /** The id of the card a checkout saved (card_tokens.id, the tokenId the checkout takes back), or null. */
  savedCardId: (checkoutId: number) => number | null;
  /** Why a checkout's payment was returned to the card (late-payments.ts), or null when it paid. */
  refundedOf: (checkoutId: number) => PaymentRefundReason | null;
}

/**
 * The status of an intent (GET /api/stripe/status/{intentId}), undefined for an intent or checkout unknown here. An intent
 * that ended is settled (its id is the event: a second read, or a race with another, applies nothing more); one
 * still on its way answers retry. A setup pays nothing: it settles not paid, keeping the card, and answers ok with
 * the card's tokenId for the checkout to charge. A payment returned to the card (the slot went to someone else
 * while it was made) answers not ok, with why.
 */
export async function stripePaymentStatus(
  deps: StatusDeps,
  intentId: string,
): Promise<PaymentStatus | undefined> {
  const intent = await deps.gateway.retrieve(intentId);
  if (!intent || intent.checkoutId === null) return undefined;
  const checkoutId = intent.checkoutId;
  const report = { provider: 'stripe', eventId: intent.id, checkoutId } as const;
  if (intent.status === 'succeeded') {
    const savedCard =
      intent.savesCard && intent.card
        ? { token: intent.card.id, lastDigits: intent.card.lastDigits }
        : undefined;
    const settled = await settleReport(deps.settle, {
      ...report,
      paid: intent.kind === 'payment',
      ...(intent.kind === 'payment' ? { paymentRef: intent.id } : {}),
      ...(savedCard ? { savedCard } : {}),
    });
    if (settled === 'unknown') return undefined;
    const refunded = intent.kind === 'payment' ? deps.refundedOf(checkoutId) : null;
    if (refunded !== null) return { ok: false, retry: false, tokenId: null, refunded };
    const cardId = savedCard ? deps.savedCardId(checkoutId) : null;
    return { ok: true, retry: false, tokenId: cardId === null ? null : String(cardId) };
  }
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.failed)) {
    // A decline is its own event: the customer may try another card on the same intent, whose success still pays.
    const settled = await settleReport(deps.settle, {
      ...report,
      eventId: `${intent.id}:failed`,
      paid: false,
    });
    return settled === 'unknown' ? undefined : { ok: false, retry: false, tokenId: null };
  }
  // Never confirmed: the customer left before paying; nothing happened to report.
  if (intent.status === 'requires_payment_method') return { ok: false, retry: false, tokenId: null };
  return { ok: false, retry: true, tokenId: null };
}

/** The Stripe account the API uses: its settings, its server side, and the sandbox when it stands for Stripe. */
export interface StripeAccount {
  settings: StripeSettings;
  gateway: StripeGateway;
  /** The sandbox, or null with a real account. */
  sandbox: StripeSandbox | null;
}

/** The account from the environment: the real one when STRIPE_SECRET_KEY is set, the sandbox otherwise. */
export function stripeAccountFrom(
  env: NodeJS.ProcessEnv,
  db: DatabaseSync,
  now: () => Date,
  sandboxOptions: StripeSandboxOptions = {},
): StripeAccount {
  const settings = stripeSettingsFrom(env);
  if (settings.secretKey !== null) {
    return { settings, gateway: createLiveStripeGateway(settings.secretKey), sandbox: null };
  }
  const sandbox = createStripeSandbox(db, now, sandboxOptions);
  return { settings, gateway: sandbox.gateway, sandbox };
}
