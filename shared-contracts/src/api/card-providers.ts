// The calls of the card providers whose card step the page completes (document 3, 7): a NetPay token or
// Authorize.Net's opaque data charged for the checkout's reference, NetPay's callback after 3D Secure, and
// Razorpay's status after its modal.
import type { ProviderPaymentStatus, TokenChargeAnswer } from '@club/shared-contracts/checkout-entities';
import { request } from '@club/shared-contracts/http';

const segment = encodeURIComponent;

/** POST /api/netpay/charge/{reference}: charges the token netpay.min.js made. Resolves with the answer whatever its ok. */
export function chargeNetPayToken(reference: string, token: string): Promise<TokenChargeAnswer> {
  return request('POST', `/api/netpay/charge/${segment(reference)}`, { body: { token } });
}

/** POST /api/netpay/callback/{id}/{transactionToken}: whether the transaction NetPay's 3D Secure page sent back paid. */
export function postNetPayCallback(id: string, transactionToken: string): Promise<ProviderPaymentStatus> {
  return request('POST', `/api/netpay/callback/${segment(id)}/${segment(transactionToken)}`);
}

/** POST /api/authorizenet/charge/{reference}: charges Accept.js's opaque data (never the card itself). */
export function chargeAuthorizeNetOpaqueData(
  reference: string,
  opaqueData: { dataDescriptor: string; dataValue: string },
): Promise<TokenChargeAnswer> {
  return request('POST', `/api/authorizenet/charge/${segment(reference)}`, { body: opaqueData });
}

/** GET /api/razorpay/status/{order_id}/{payment_id}/{signature}: ok, or retry a second later. */
export function getRazorpayStatus(
  orderId: string,
  paymentId: string,
  signature: string,
): Promise<ProviderPaymentStatus> {
  return request(
    'GET',
    `/api/razorpay/status/${segment(orderId)}/${segment(paymentId)}/${segment(signature)}`,
  );
}
