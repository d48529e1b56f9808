// Checkout calls (document 3, 7): what the checkout page reads, the coupon check, the checkout itself and the
// card-intent status the return page polls.
import type {
  CartLines,
  CheckoutAnswer,
  CheckoutInfoAnswer,
  CheckoutPayload,
  CheckoutResultAnswer,
  PaymentStatus,
  PromoAnswer,
  PromoPayload,
} from '@club/shared-contracts/checkout-entities';
import { request, requestOk } from '@club/shared-contracts/http';

/** POST /api/shop/checkout-info (visitor) or /api/shop/checkout-info-by-customer (customerId set). */
export function getCheckoutInfo(body: CartLines): Promise<CheckoutInfoAnswer> {
  const path = body.customerId === null ? '/api/shop/checkout-info' : '/api/shop/checkout-info-by-customer';
  return requestOk('POST', path, { body });
}

/**
 * POST /api/promos/validate. Resolves with the answer whatever its ok: a refusal's errorMsg (or none) is the
 * coupon box's message, not a global error.
 */
export function validatePromo(body: PromoPayload): Promise<PromoAnswer | { ok: false; errorMsg?: string }> {
  return request('POST', '/api/promos/validate', { body });
}

/**
 * POST /api/shop/checkout (a visitor, who creates the account with it) or /api/shop/checkout-customer. Resolves
 * with the answer whatever its ok: the page shows the model's errorMsg, or the checkout fallback text.
 */
export function checkout(body: CheckoutPayload): Promise<CheckoutAnswer | { ok: false; errorMsg?: string }> {
  const path = body.customer.id === null ? '/api/shop/checkout' : '/api/shop/checkout-customer';
  return request('POST', path, { body });
}

/**
 * GET /api/shop/checkout-result/{reference}: how the customer's card checkout with that provider reference ended.
 * Resolves with the answer whatever its ok (a reference unknown here answers ok false).
 */
export function getCheckoutResult(
  reference: string,
): Promise<CheckoutResultAnswer | { ok: false; errorMsg?: string }> {
  return request('GET', `/api/shop/checkout-result/${encodeURIComponent(reference)}`);
}

/** GET /api/stripe/status/{intentId}: whether a card intent ended well, or to ask again a second later. */
export function getStripeStatus(intentId: string): Promise<PaymentStatus> {
  return request('GET', `/api/stripe/status/${encodeURIComponent(intentId)}`);
}
