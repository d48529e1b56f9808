// NetPay's server side as the provider uses it (research A3): charge a token, read a transaction, confirm it after
// the bank's check (3D Secure), refund it. The sandbox (netpay-sandbox.ts) answers it with no network; the live
// gateway (netpay-live-gateway.ts) calls NetPay when NETPAY_SECRET_KEY is set.

/**
 * A transaction's status as NetPay names it: DONE approved, REJECT declined, REVIEW waiting for the bank's check at
 * returnUrl (WAIT_THREEDS while the customer is there), CHARGEABLE checked and waiting for the merchant's confirm,
 * FAILED the check failed (never confirm).
 */
export type NetPayStatus = 'DONE' | 'REJECT' | 'REVIEW' | 'WAIT_THREEDS' | 'CHARGEABLE' | 'FAILED';

/** A transaction as the provider reads it. */
export interface NetPayTransaction {
  transactionTokenId: string;
  status: NetPayStatus;
  /** Where the customer goes for the bank's check (REVIEW), else null. */
  returnUrl: string | null;
  /** NetPay's words for a decline, or ''. */
  responseMsg: string;
  /** The checkout's reference the charge was made with. */
  reference: string;
}

/** A charge of a token NetPay.token.create made. */
export interface NetPayChargeRequest {
  token: string;
  amountCents: number;
  /** ISO 4217. */
  currency: string;
  description: string;
  reference: string;
  /** Where NetPay sends the customer back after the bank's check. */
  redirect3dsUri: string;
}

/** NetPay's server side. */
export interface NetPayGateway {
  charge(request: NetPayChargeRequest): Promise<NetPayTransaction>;
  /** A transaction by id; undefined when NetPay has none. */
  transaction(transactionTokenId: string): Promise<NetPayTransaction | undefined>;
  /** Confirms a CHARGEABLE transaction: DONE, or REJECT. */
  confirm(transactionTokenId: string): Promise<NetPayTransaction>;
  /** Refunds part or all of a DONE transaction, once per reference; undefined when NetPay refuses it. */
  refund(transactionTokenId: string, amountCents: number, reference: string): Promise<string | undefined>;
}
