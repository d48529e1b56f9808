// Razorpay's step (research A4, document 3, 4 Checkout): checkout.js, loaded from the address of razorpayData only
// now that Razorpay pays, opens its modal with the options the checkout answered. Its handler's order, payment and
// signature go to /razorpay-callback/, whose status call checks them; a failed payment goes to /cz/ko, and a modal
// closed without paying frees the pay button.
import type { RazorpayData } from '@club/shared-contracts/checkout-entities';
import { paths } from '@club/shared-contracts/paths';
import type { CardStepEnd } from './card-step';
import { loadProviderScript } from './provider-script';

/** What the handler receives after a payment. */
interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The options of Razorpay's modal (the fields this page uses). */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

/** What checkout.js defines (window.Razorpay). */
export type RazorpayScript = new (options: RazorpayOptions) => {
  open(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
};

/** Where the page waits for the payment's status: /razorpay-callback/?order_id&payment_id&signature. */
export function razorpayCallbackPath(response: RazorpayResponse): string {
  const query = new URLSearchParams({
    order_id: response.razorpay_order_id,
    payment_id: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  });
  return `${paths.razorpayCallback()}/?${query.toString()}`;
}

/** Opens Razorpay's modal for the checkout's order; `go` takes the page to a return path. */
export async function openRazorpay(
  data: RazorpayData,
  end: CardStepEnd,
  go: (path: string) => void,
): Promise<void> {
  const Razorpay = (await loadProviderScript(data.scriptUrl, 'Razorpay')) as RazorpayScript;
  const modal = new Razorpay({
    key: data.key,
    amount: data.amount,
    currency: data.currency,
    order_id: data.order_id,
    name: data.name,
    description: data.description,
    handler: (response) => go(razorpayCallbackPath(response)),
    modal: { ondismiss: end.dismissed },
  });
  // Payment failure routes to /cz/ko (document 3, 8).
  modal.on('payment.failed', () => go(paths.paymentKo()));
  modal.open();
}
