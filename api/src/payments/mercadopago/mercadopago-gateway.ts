// Mercado Pago's server side as the provider uses it (research A6): a payment made with the token the Card Payment
// Brick made (POST /v1/payments, once per X-Idempotency-Key) and a refund of it. The sandbox
// (mercadopago-sandbox.ts) answers it with no network; the live gateway (mercadopago-live-gateway.ts) calls Mercado
// Pago's API when MERCADOPAGO_ACCESS_TOKEN is set.

/** A payment to make with a card token. */
export interface MercadoPagoPaymentRequest {
  /** The card token the brick made. */
  token: string;
  amountCents: number;
  description: string;
  payerEmail: string;
  /** The checkout's reference (external_reference). */
  reference: string;
  /** The same key answers the same payment (X-Idempotency-Key). */
  idempotencyKey: string;
}

/** A payment as Mercado Pago answers it. */
export interface MercadoPagoPayment {
  id: string;
  /** approved, rejected, in_process, pending, ... */
  status: string;
  /** Why: accredited, cc_rejected_other_reason, cc_rejected_insufficient_amount, ... */
  statusDetail: string;
  /** The checkout's reference it was made for. */
  reference: string;
  amountCents: number;
}

/** Mercado Pago's server side. */
export interface MercadoPagoGateway {
  createPayment(request: MercadoPagoPaymentRequest): Promise<MercadoPagoPayment>;
  /** Refunds part or all of an approved payment, once per key; undefined when Mercado Pago refuses it. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string } | undefined>;
}
