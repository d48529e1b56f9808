// The boundary between the checkout and the payment providers (Redsys, Stripe, NetPay, Razorpay, PayPal, Mercado
// Pago, Transbank, Authorize.Net): the checkout asks a provider
// to start a charge and answers the page with the provider's next step; the provider reports how the charge ended,
// and the checkout applies that once (ARCHITECTURE 5, research notes 0.5).
import type { CheckoutModel } from '@club/shared-contracts/checkout-entities';
import type { CardPaymentType, CardProviderName } from './checkout-catalog.ts';

/** A card charge the checkout asks a provider for. */
export interface CardCharge {
  /** The checkout this charge pays (checkouts.id). */
  checkoutId: number;
  /** The order reference the provider sees: 12 characters, the first 4 digits (Redsys's DS_MERCHANT_ORDER rule). */
  reference: string;
  customerId: number;
  amountCents: number;
  /** ISO 4217 code, 'EUR' by default. */
  currency: string;
  description: string;
  /** The site the customer pays on (the origin of its return pages, /cz/ok and /cz/ko). */
  siteOrigin: string;
  /** The saved card to charge (the provider's token of it), or null to take the card on the provider's side. */
  savedCard: string | null;
  /** Keep the card for later payments. */
  saveCard: boolean;
}

/** A provider's next step for the page: its part of the checkout answer (one provider field of CheckoutModel). */
export type ProviderStep = Omit<CheckoutModel, 'errorMsg' | 'saleNumber' | 'customerId' | 'ctk'>;

/** A payment provider as the checkout sees it. */
export interface CardProvider {
  type: CardPaymentType;
  /** Starts the charge; the answer goes to the page (the signed form to post, the intent to confirm, ...). */
  start(charge: CardCharge): Promise<ProviderStep>;
  /**
   * Places a hold (a preauthorization) on a saved card, off-session: the guarantee of a shared payment with
   * retention. Asked again with the same reference it answers the same hold. Throws when the provider cannot be
   * reached (the guarantee tries again later). A provider without holds cannot guarantee a shared payment.
   */
  hold?(savedCardToken: string, amountCents: number, reference: string): Promise<HoldAnswer>;
  /** Charges `amountCents` of a hold and lets the rest go; false when the hold is no longer there (it ran out). */
  capture?(holdRef: string, amountCents: number): Promise<boolean>;
  /** Lets a whole hold go (nothing charged); a hold already gone counts as released. */
  release?(holdRef: string): Promise<void>;
  /**
   * Gives `amountCents` of a charge back to its card (a payment's or a capture's `paymentRef`). Asked again with the
   * same reference it refunds once. Throws when the provider cannot be reached (the refund is tried again later).
   */
  refund?(paymentRef: string, amountCents: number, reference: string): Promise<RefundAnswer>;
}

/** A refund made (the provider's id of it), or refused by the provider. */
export type RefundAnswer = { refunded: true; refundRef: string } | { refunded: false };

/** How long a runner's claim on a guarantee or a refund stands before another runner may take the row over. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

/** A hold placed (its provider id and when it lapses by itself), or refused by the card. */
export type HoldAnswer = { held: true; holdRef: string; heldUntil: Date } | { held: false };

/** How long a hold lasts on a card (customer-initiated, research 0.4 and A2): the sandboxes let it lapse then. */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** How a charge ended, as its provider reports it (a notification, a callback, a status check). */
export interface CardOutcome {
  provider: CardProviderName;
  /** The provider's id of this report (event, transaction or intent id): the first report of an id applies. */
  eventId: string;
  checkoutId: number;
  paid: boolean;
  /** The provider's id of the charge, what a refund names (Stripe's PaymentIntent, Redsys's order). */
  paymentRef?: string;
  /** The card the charge saved, when it saved one. */
  savedCard?: { token: string; lastDigits: string };
}

/** What the checkout does with an outcome: applied now, or already applied before (the same report again). */
export type Settlement = 'applied' | 'duplicate';
