import { postNetPayCallback } from '@club/shared-contracts/api/card-providers';
import { paths } from '@club/shared-contracts/paths';
import { ProcessingPaymentPage, providerReturnTarget, type ReturnTarget } from './processing-payment-page';

const netPayTarget: ReturnTarget = async (search) => {
  const id = search.get('id');
  const transactionToken = search.get('transaction_token');
  if (!id || !transactionToken) return paths.paymentKo();
  try {
    return providerReturnTarget(await postNetPayCallback(id, transactionToken));
  } catch (failure) {
    console.error('The NetPay callback could not be read', failure);
    return paths.paymentKo();
  }
};

/**
 * NetPay's return after its 3D Secure page (/netpay-callback/?id=…&transaction_token=…, document 3, 2 and 4 Other
 * returns): 'Processing payment please wait...' while the callback confirms the transaction, then /cz/ok when it
 * paid and /cz/ko for anything else.
 */
export function NetPayCallbackPage() {
  return <ProcessingPaymentPage targetOf={netPayTarget} />;
}
