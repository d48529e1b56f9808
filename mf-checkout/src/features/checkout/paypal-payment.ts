// PayPal's step (research A5, document 3, 4 Checkout and 7): the JS SDK is loaded by PayPal's own loader
// (@paypal/paypal-js) only now that PayPal pays, from the address the checkout answered (the API's stand-in SDK
// offline: the loader's sdkBaseUrl), and its buttons pay the order the checkout created: createOrder answers it,
// onApprove authorizes it and the page posts the order and its authorization to /api/paypal/callback, which
// captures it; a payment that did not go through goes to /cz/ko, a cancel leaves the customer on the checkout.
import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';
import { apiUrl } from '@club/shared-contracts/api-origin';
import type {
  PayPalCallback,
  PayPalStart,
  ProviderPaymentStatus,
} from '@club/shared-contracts/checkout-entities';
import { request } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { refundedTarget } from '../payment-return/payment-refund';

/** POST /api/paypal/callback: the approved order captured; ok, or why not. */
export function payPalCallback(body: PayPalCallback): Promise<ProviderPaymentStatus & { errorMsg?: string }> {
  return request('POST', '/api/paypal/callback', { body });
}

/** Where the page goes once PayPal answered the callback: paid, returned to the card, or not paid. */
export function payPalTarget(status: ProviderPaymentStatus | null): string {
  if (status?.ok) return paths.paymentOk();
  if (status?.refunded) return refundedTarget(status.refunded);
  return paths.paymentKo();
}

/** What the PayPal buttons end with: a return page, or the customer cancelling on PayPal's window. */
export interface PayPalEnd {
  go: (path: string) => void;
  cancelled: () => void;
  failed: (error: unknown) => void;
}

/** The authorization id of an authorized order's body, or '' (a declined funding answered no authorization). */
const authorizationOf = (order: {
  purchase_units?: Array<{ payments?: { authorizations?: Array<{ id?: string }> } }>;
}) => order.purchase_units?.[0]?.payments?.authorizations?.[0]?.id ?? '';

/** Loads the SDK for the order's account (once per address, by the loader) and renders its buttons in `container`. */
export async function renderPayPalButtons(
  start: PayPalStart,
  container: HTMLElement,
  end: PayPalEnd,
): Promise<void> {
  const paypal: PayPalNamespace | null = await loadScript({
    clientId: start.clientId,
    currency: start.currency,
    intent: 'authorize',
    sdkBaseUrl: apiUrl(start.sdkBaseUrl),
  });
  if (!paypal?.Buttons) throw new Error('The PayPal SDK loaded without its buttons');
  await paypal
    .Buttons({
      createOrder: () => Promise.resolve(start.orderId),
      onApprove: async (_data, actions) => {
        let authorizationId = '';
        try {
          authorizationId = authorizationOf(await actions.order!.authorize());
        } catch {
          // The funding was declined (INSTRUMENT_DECLINED): the callback settles the order as not paid.
        }
        let status: ProviderPaymentStatus | null = null;
        try {
          status = await payPalCallback({ orderId: start.orderId, authorizationId });
        } catch (error) {
          console.error('The PayPal payment could not be confirmed', error);
        }
        end.go(payPalTarget(status));
      },
      onCancel: () => end.cancelled(),
      onError: (error) => end.failed(error),
    })
    .render(container);
}
