// Transbank's server side as the provider uses it (research A7): Webpay Plus transactions (create, then commit when
// the customer is back) and their refunds, and Oneclick Mall card inscriptions (start, then finish). The sandbox
// (transbank-sandbox.ts) answers it with no network; the live gateway (transbank-live-gateway.ts) calls Transbank's
// REST API when TRANSBANK_API_KEY is set.

/** A Webpay Plus transaction to create. */
export interface TransbankTransactionRequest {
  /** The checkout's reference (buy_order). */
  buyOrder: string;
  /** The checkout's id (session_id): a return names both, and both must match. */
  sessionId: string;
  amountCents: number;
  /** Where Transbank sends the customer back (GET or POST, with token_ws or the TBK_ fields). */
  returnUrl: string;
  /** The card a Oneclick inscription saved (tbk_user), offered on the payment page; null for none. */
  savedCard: string | null;
}

/** A committed (or read) transaction: AUTHORIZED with response code 0 is paid. */
export interface TransbankCommit {
  buyOrder: string;
  sessionId: string;
  amountCents: number;
  status: string;
  responseCode: number;
}

/** A card inscription finished: response code 0 with the card's tbk_user and last digits is saved. */
export interface TransbankInscription {
  responseCode: number;
  tbkUser: string | null;
  lastDigits: string | null;
}

/** Transbank's server side. */
export interface TransbankGateway {
  /** Creates a Webpay Plus transaction: the token and the page the browser posts token_ws to. */
  createTransaction(request: TransbankTransactionRequest): Promise<{ token: string; url: string }>;
  /** Commits the transaction of a token_ws return; undefined for a token Transbank does not know or cannot commit. */
  commitTransaction(token: string): Promise<TransbankCommit | undefined>;
  /** Refunds part or all of a paid transaction, once per reference; undefined when Transbank refuses it. */
  refund(token: string, amountCents: number, reference: string): Promise<{ id: string } | undefined>;
  /** Starts a Oneclick Mall card inscription: the token and the page the browser posts TBK_TOKEN to. */
  startInscription(request: {
    username: string;
    email: string;
    responseUrl: string;
  }): Promise<{ token: string; url: string }>;
  /** Finishes an inscription the customer came back from; undefined for a token Transbank does not know. */
  finishInscription(token: string): Promise<TransbankInscription | undefined>;
}
