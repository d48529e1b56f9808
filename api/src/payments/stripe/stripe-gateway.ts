// Stripe's server side as the provider uses it: create a PaymentIntent or a SetupIntent, and read one back. The
// sandbox (stripe-sandbox-store.ts) answers it with no network; the live gateway (stripe-live-gateway.ts) calls
// api.stripe.com when STRIPE_SECRET_KEY is set.

/** An intent's status, as Stripe names it. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A PaymentIntent or a SetupIntent as the provider reads it. */
export interface GatewayIntent {
  id: string;
  kind: 'payment' | 'setup';
  status: IntentStatus;
  clientSecret: string;
  /** The checkout it pays (the metadata it was created with); null for an intent this club did not create. */
  checkoutId: number | null;
  /** The card it was confirmed with: its id (the token to charge it again) and last four digits. */
  card: { id: string; lastDigits: string } | null;
  /** The card stays saved for later payments (a setup, or a payment with setup_future_usage). */
  savesCard: boolean;
  /** The last confirmation failed (declined, or the authentication failed). */
  failed: boolean;
}

/** A PaymentIntent to create. */
export interface PaymentIntentRequest {
  checkoutId: number;
  /** The checkout's reference (metadata, and the key that makes a repeated create answer the same intent). */
  reference: string;
  amountCents: number;
  /** ISO 4217 code. */
  currency: string;
  description: string;
  /** Keep the card for later payments (setup_future_usage off_session). */
  saveCard: boolean;
  /** A saved card to charge: the intent is confirmed at once, with the customer present. */
  savedCard: string | null;
}

/** A SetupIntent to create: it saves a card without charging it. */
export interface SetupIntentRequest {
  checkoutId: number;
  reference: string;
}

/**
 * A hold to place on a saved card: an off-session PaymentIntent with capture_method manual, confirmed at once (the
 * guarantee of a shared payment with retention).
 */
export interface HoldRequest {
  /** The guarantee's reference: the create's idempotency key, so asking again answers the same intent. */
  reference: string;
  /** The saved card (its PaymentMethod id). */
  savedCard: string;
  amountCents: number;
  /** ISO 4217 code. */
  currency: string;
  description: string;
}

/** A hold as Stripe answers it: requires_capture while held, with the moment it lapses (capture_before). */
export interface GatewayHold {
  id: string;
  status: IntentStatus;
  captureBefore: Date | null;
}

/** A refund to make (POST /v1/refunds): part or all of a succeeded PaymentIntent, once per idempotency key. */
export interface RefundRequest {
  paymentIntent: string;
  amountCents: number;
  /** The refund's reference: the Idempotency-Key, so asking again answers the same refund. */
  idempotencyKey: string;
}

/** A Refund as Stripe answers it (object 'refund'): succeeded, or pending, failed, canceled. */
export interface GatewayRefund {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

/** Stripe's server side. */
export interface StripeGateway {
  createPaymentIntent(request: PaymentIntentRequest): Promise<GatewayIntent>;
  createSetupIntent(request: SetupIntentRequest): Promise<GatewayIntent>;
  /** Reads an intent by id (pi_… or seti_…); undefined when there is none. */
  retrieve(intentId: string): Promise<GatewayIntent | undefined>;
  /** Places a hold on a saved card; a declined card answers the intent in requires_payment_method. */
  createHold(request: HoldRequest): Promise<GatewayHold>;
  /** Captures `amountCents` of a held intent (amount_to_capture; Stripe lets the rest go): its status after. */
  capture(intentId: string, amountCents: number): Promise<IntentStatus>;
  /** Cancels a held intent (the hold is let go); an intent already canceled stays so. */
  cancel(intentId: string): Promise<void>;
  /** Refunds part or all of a succeeded intent; undefined when Stripe refuses it (nothing left to refund). */
  refund(request: RefundRequest): Promise<GatewayRefund | undefined>;
}
