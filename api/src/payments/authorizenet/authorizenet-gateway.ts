// Authorize.Net's server side as the provider uses it (research A8): charge the opaque data Accept.js made
// (createTransactionRequest, authCaptureTransaction) and refund a charge. The sandbox (authorizenet-sandbox.ts)
// answers it with no network; the live gateway (authorizenet-live-gateway.ts) calls Authorize.Net when
// AUTHORIZENET_TRANSACTION_KEY is set.

/** What Accept.js answers for a card: the nonce that stands for it for 15 minutes. */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

/** A charge of opaque data. */
export interface AuthorizeNetChargeRequest {
  opaqueData: OpaqueData;
  amountCents: number;
  /** The checkout's reference (refId and the order's invoice number). */
  reference: string;
  description: string;
}

/** A charge's outcome: approved or declined (responseCode 1 or 2), its transaction, the card's last digits. */
export interface AuthorizeNetCharge {
  approved: boolean;
  /** The transaction's id, or '' when none was made (an unusable nonce). */
  transId: string;
  lastDigits: string;
  /** Authorize.Net's words for a decline, or ''. */
  message: string;
}

/** Authorize.Net's server side. */
export interface AuthorizeNetGateway {
  charge(request: AuthorizeNetChargeRequest): Promise<AuthorizeNetCharge>;
  /** Refunds part or all of a charge (its transaction and card's last digits), once per reference. */
  refund(
    transId: string,
    lastDigits: string,
    amountCents: number,
    reference: string,
  ): Promise<string | undefined>;
}

/** A charge's paymentRef: the transaction and the card's last four digits, both of which a refund names. */
export const paymentRefOf = (charge: AuthorizeNetCharge): string => `${charge.transId}:${charge.lastDigits}`;

/** The transaction and last digits of a paymentRef. */
export function parsePaymentRef(paymentRef: string): { transId: string; lastDigits: string } {
  const [transId = '', lastDigits = ''] = paymentRef.split(':');
  return { transId, lastDigits };
}
