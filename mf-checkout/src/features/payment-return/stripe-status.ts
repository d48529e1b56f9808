import { getStripeStatus } from '@club/shared-contracts/api/checkout';
import type { PaymentStatus } from '@club/shared-contracts/checkout-entities';
import { paths } from '@club/shared-contracts/paths';
import { refundedTarget } from './payment-refund';
import { pollPaymentStatus } from './payment-status-polling';

/**
 * The status of a card intent (document 3, 4 Payment return), polled while the server says retry. Null when no
 * answer came, or when `stopped` says the page has gone.
 */
export function finalStripeStatus(intentId: string, stopped: () => boolean): Promise<PaymentStatus | null> {
  return pollPaymentStatus(() => getStripeStatus(intentId), stopped);
}

/** Which intent the return carries: a payment (?payment_intent=…) or a card setup (?setup_intent=…). */
export type ReturnedIntent = { kind: 'payment' | 'setup'; id: string };

/** The intent of the return's query, or null without one. */
export function returnedIntent(search: URLSearchParams): ReturnedIntent | null {
  const setup = search.get('setup_intent');
  if (setup) return { kind: 'setup', id: setup };
  const payment = search.get('payment_intent');
  return payment ? { kind: 'payment', id: payment } : null;
}

/**
 * Where a return goes: a paid intent to /cz/ok, a saved card back to the checkout with its token (which then pays),
 * a payment returned to the card to /cz/ko saying why, and anything else (refused, no answer, retries used up, a
 * setup without a card) to /cz/ko.
 */
export function returnTarget(intent: ReturnedIntent | null, status: PaymentStatus | null): string {
  if (status?.refunded) return refundedTarget(status.refunded);
  if (!intent || !status?.ok) return paths.paymentKo();
  if (intent.kind === 'payment') return paths.paymentOk();
  if (!status.tokenId) return paths.paymentKo();
  return `${paths.checkout()}?${new URLSearchParams({ stripe_token: status.tokenId }).toString()}`;
}
