import { getRazorpayStatus } from '@club/shared-contracts/api/card-providers';
import { paths } from '@club/shared-contracts/paths';
import { pollPaymentStatus } from './payment-status-polling';
import { ProcessingPaymentPage, providerReturnTarget, type ReturnTarget } from './processing-payment-page';

const razorpayTarget: ReturnTarget = async (search, stopped) => {
  const orderId = search.get('order_id');
  const paymentId = search.get('payment_id');
  const signature = search.get('signature');
  if (!orderId || !paymentId || !signature) return paths.paymentKo();
  return providerReturnTarget(
    await pollPaymentStatus(() => getRazorpayStatus(orderId, paymentId, signature), stopped),
  );
};

/**
 * Razorpay's return after its modal (/razorpay-callback/?order_id=…&payment_id=…&signature=…, document 3, 2 and 4
 * Other returns): 'Processing payment please wait...' while the status is asked (again a second later while the
 * server says retry, at most 10 more times), then /cz/ok; a failure or no answer goes to /cz/ko.
 */
export function RazorpayCallbackPage() {
  return <ProcessingPaymentPage targetOf={razorpayTarget} />;
}
