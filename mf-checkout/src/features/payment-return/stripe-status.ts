import { getStripeStatus } from '@club/shared-contracts/api/checkout';
import type { PaymentStatus } from '@club/shared-contracts/checkout-entities';
import { paths } from '@club/shared-contracts/paths';
import { refundedTarget } from './payment-refund';

/** How many more times the status is asked while the server says retry, and how long apart (document 3, 9). */
export const statusRetries = 10;
/** The wait between two status questions, in milliseconds. */
export const statusRetryMs = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The status of a card intent (document 3, 4 Payment return): asked, then again a second later while the server
 * says retry, at most 10 more times. Null when no answer came, or when `stopped` says the page has gone.
 */
export async function finalStripeStatus(
  intentId: string,
  stopped: () => boolean,
): Promise<PaymentStatus | null> {
  try {
    let status = await getStripeStatus(intentId);
    for (let retries = statusRetries; !status.ok && status.retry && retries > 0; retries -= 1) {
      await wait(statusRetryMs);
      if (stopped()) return null;
      status = await getStripeStatus(intentId);
    }
    return status;
  } catch (failure) {
    console.error('The card payment status could not be read', failure);
    return null;
  }
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
