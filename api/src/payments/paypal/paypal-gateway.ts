// PayPal's server side as the provider uses it (Orders v2 and Payments v2, research A5): create an order with intent
// AUTHORIZE, read it back, capture its authorization, refund the capture. The sandbox (paypal-sandbox.ts) answers it
// with no network; the live gateway (paypal-live-gateway.ts) calls PayPal's REST API when PAYPAL_CLIENT_SECRET is set.

/** An order to create for a checkout. */
export interface PayPalOrderRequest {
  checkoutId: number;
  /** The checkout's reference: reference_id, and the PayPal-Request-Id that makes a repeated create answer the same. */
  reference: string;
  amountCents: number;
  /** ISO 4217 code. */
  currency: string;
  description: string;
}

/** An order as the provider reads it. */
export interface PayPalOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED (authorized), ... as PayPal names it. */
  status: string;
  /** The checkout it pays (custom_id); null for an order this club did not create. */
  checkoutId: number | null;
  amountCents: number;
  currency: string;
  /** The order's authorization once the buyer's funds are held: its id and status (CREATED, CAPTURED, ...). */
  authorization: { id: string; status: string } | null;
}

/** A capture or a refund as PayPal answers it: its id and status (COMPLETED, PENDING, DECLINED, ...). */
export interface PayPalTransaction {
  id: string;
  status: string;
}

/** PayPal's server side. */
export interface PayPalGateway {
  createOrder(request: PayPalOrderRequest): Promise<{ id: string }>;
  /** Reads an order; undefined when there is none. */
  getOrder(orderId: string): Promise<PayPalOrder | undefined>;
  /** Captures an authorization in full, once per request id: the same id answers the same capture. */
  capture(
    authorizationId: string,
    amountCents: number,
    currency: string,
    requestId: string,
  ): Promise<PayPalTransaction>;
  /** Refunds part or all of a capture, once per request id; undefined when PayPal refuses it. */
  refund(
    captureId: string,
    amountCents: number,
    currency: string,
    requestId: string,
  ): Promise<PayPalTransaction | undefined>;
}

/** An amount in PayPal's form: a decimal text of the currency's major unit. */
export const paypalAmount = (cents: number): string => (cents / 100).toFixed(2);

/** Cents from PayPal's decimal text; NaN when it is not one. */
export const paypalCents = (value: string | undefined): number =>
  /^\d+(\.\d{1,2})?$/.test(value ?? '') ? Math.round(Number(value) * 100) : Number.NaN;
