// The card providers' charges and returns that the checkout's settle does not cover. A charge with a card the customer typed in the club's card popup and the provider's script tokenized (NetPay's
// token, Authorize.Net's opaque data): the page sends the token for its checkout's reference; the server finds the
// checkout the provider started, checks it is the caller's and still waits for its card, and charges it. The card's
// number never reaches these routes, only the provider's token of it.
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyRequest } from 'fastify';
import type { ProviderPaymentStatus, TokenChargeAnswer } from '@club/shared-contracts/checkout-entities';
import { CHECKOUT_TEXTS, ORDER_TEXTS } from '../checkout/checkout-texts.ts';
import type { CheckoutRecord, CheckoutStore } from '../checkout/checkout-store.ts';
import { withErrors } from '../http/schemas.ts';
import type { Auth } from '../tokens/auth.ts';
import { checkoutOfOrder, type OrderProvider } from './provider-orders.ts';

/** What a typed-card charge route reads: the checkouts, the caller's session and the provider's stored references. */
export interface TypedCardDeps {
  db: DatabaseSync;
  checkouts: CheckoutStore;
  auth: Auth;
}

/** Spanish refusals of a typed-card charge (the page shows them as they are). */
export const TYPED_CARD_TEXTS = {
  notWaiting: 'Este pago ya no espera una tarjeta. Vuelve a la cesta e inténtalo de nuevo.',
} as const;

/**
 * The checkout a typed-card charge pays: the one this provider started under the reference, of the caller, still
 * Started. Throws 401/403 for another customer's; a refusal text when there is none or it no longer waits.
 */
export function checkoutToCharge(
  deps: TypedCardDeps,
  request: FastifyRequest,
  provider: OrderProvider,
  reference: string,
): CheckoutRecord | { refused: string } {
  const checkoutId = checkoutOfOrder(deps.db, provider, reference);
  const checkout = checkoutId === undefined ? undefined : deps.checkouts.find(checkoutId);
  if (!checkout) {
    deps.auth.requireSession(request);
    return { refused: CHECKOUT_TEXTS.checkoutNotFound };
  }
  deps.auth.requireCustomer(request, checkout.customerId);
  if (checkout.status !== 'Started') return { refused: TYPED_CARD_TEXTS.notWaiting };
  return checkout;
}

/** A refusal of a typed-card charge. */
export const chargeRefusal = (errorMsg: string): TokenChargeAnswer => ({ ok: false, errorMsg });

const refundedSchema = {
  type: 'string',
  enum: ['SlotTaken', 'PaidTwice', 'SoldOut', 'CancelledWhilePaying'],
} as const;

/** The answer of a typed-card charge: `{ ok: true }`, or `{ ok: false, errorMsg, refunded? }`. */
export const tokenChargeAnswer = withErrors({
  type: 'object',
  properties: { ok: { type: 'boolean' }, errorMsg: { type: 'string' }, refunded: refundedSchema },
  required: ['ok'],
} as const);

/**
 * The answer of a typed-card charge its provider paid, once settled: ok, or the payment returned to the card and why
 * (`declined`: the words for a charge that did not pay).
 */
export function paidChargeAnswer(status: ProviderPaymentStatus, declined: string): TokenChargeAnswer {
  if (status.ok) return { ok: true };
  if (status.refunded)
    return { ok: false, errorMsg: ORDER_TEXTS.receiptRefunded[status.refunded], refunded: status.refunded };
  return { ok: false, errorMsg: declined };
}

/**
 * What the page is told of a charge its provider reported paid, once settled: ok, or not ok with why when the
 * payment was returned to the card (what it paid was gone meanwhile).
 */
export function paidStatus(checkouts: CheckoutStore, checkoutId: number): ProviderPaymentStatus {
  const refunded = checkouts.find(checkoutId)?.refundReason ?? null;
  return refunded === null ? { ok: true, retry: false } : { ok: false, retry: false, refunded };
}

/** The answer of a provider's status or callback (ProviderPaymentStatus). */
export const providerStatusAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    retry: { type: 'boolean' },
    refunded: refundedSchema,
  },
  required: ['ok', 'retry'],
} as const);
