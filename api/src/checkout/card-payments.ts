// The boundary between the checkout and the card payment providers (Redsys, Stripe): the checkout asks a provider
// to start a charge and answers the page with the provider's next step; the provider reports how the charge ended,
// and the checkout applies that once (ARCHITECTURE 5, research notes 0.5).
import type { CheckoutModel } from '@club/shared-contracts/checkout-entities';
import type { PaymentMethodType } from '@club/shared-contracts/entities';

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

/** A card payment provider as the checkout sees it. */
export interface CardProvider {
  type: typeof PaymentMethodType.Redsys | typeof PaymentMethodType.Stripe;
  /** Starts the charge; the answer goes to the page (the signed form to post, or the intent to confirm). */
  start(charge: CardCharge): Promise<Pick<CheckoutModel, 'redsysData' | 'stripe'>>;
}

/** How a charge ended, as its provider reports it (a notification, a callback, a status check). */
export interface CardOutcome {
  provider: 'redsys' | 'stripe';
  /** The provider's id of this report (event, transaction or intent id): the first report of an id applies. */
  eventId: string;
  checkoutId: number;
  paid: boolean;
  /** The card the charge saved, when it saved one. */
  savedCard?: { token: string; lastDigits: string };
}

/** What the checkout does with an outcome: applied now, or already applied before (the same report again). */
export type Settlement = 'applied' | 'duplicate';
