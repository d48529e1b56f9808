import type { PaymentRefundReason } from '@club/shared-contracts/checkout-entities';
import { paths } from '@club/shared-contracts/paths';

/** The query key of /cz/ko that says a payment was returned to the card, and why. */
export const REFUNDED_PARAM = 'refunded';

const REASONS: readonly PaymentRefundReason[] = ['SlotTaken', 'PaidTwice', 'SoldOut', 'CancelledWhilePaying'];

/** Why the payment was returned, read from the return page's query; null when it was not. */
export function refundReasonOf(search: URLSearchParams): PaymentRefundReason | null {
  const reason = search.get(REFUNDED_PARAM);
  return REASONS.find((known) => known === reason) ?? null;
}

/** The failure page saying the payment was returned to the card, and why. */
export const refundedTarget = (reason: PaymentRefundReason): string =>
  `${paths.paymentKo()}?${new URLSearchParams({ [REFUNDED_PARAM]: reason }).toString()}`;

/**
 * The order Redsys charged, read from the signed answer it appends to /cz/ok (Ds_MerchantParameters, base64 or
 * base64url JSON); null without one or when it cannot be read.
 */
export function redsysOrderOf(search: URLSearchParams): string | null {
  const parameters = search.get('Ds_MerchantParameters');
  if (!parameters) return null;
  try {
    const json = atob(parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const order = (JSON.parse(json) as { Ds_Order?: unknown }).Ds_Order;
    return typeof order === 'string' && /^[0-9]{4}[A-Z0-9]{8}$/.test(order) ? order : null;
  } catch {
    return null;
  }
}
