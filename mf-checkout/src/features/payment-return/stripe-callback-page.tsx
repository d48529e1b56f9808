import { finalStripeStatus, returnedIntent, returnTarget } from './stripe-status';
import { ProcessingPaymentPage, type ReturnTarget } from './processing-payment-page';

const stripeTarget: ReturnTarget = async (search, stopped) => {
  const intent = returnedIntent(search);
  const status = intent ? await finalStripeStatus(intent.id, stopped) : null;
  return returnTarget(intent, status);
};

/**
 * The card intent's return (/stripe-callback?payment_intent=… or ?setup_intent=…, document 3, 2 and 4): 'Processing
 * payment please wait...' while the status is asked (again while the server says retry), then /cz/ok, /cz/ko, or
 * the checkout with the saved card's token.
 */
export function StripeCallbackPage() {
  return <ProcessingPaymentPage targetOf={stripeTarget} />;
}
