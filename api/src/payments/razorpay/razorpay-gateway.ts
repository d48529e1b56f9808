// Razorpay's server side as the provider uses it (research A4): create the order checkout.js pays, read a payment,
// capture an authorized one, refund. The sandbox (razorpay-sandbox.ts) answers it with no network; the live gateway
// (razorpay-live-gateway.ts) calls api.razorpay.com when RAZORPAY_KEY_SECRET is set.

/** An order to create: what the modal charges, with the checkout's reference as its receipt. */
export interface RazorpayOrderRequest {
  amountCents: number;
  /** ISO 4217. */
  currency: string;
  /** The checkout's reference (Razorpay's receipt, unique per order). */
  reference: string;
  checkoutId: number;
}

/** A payment's status as Razorpay names it. */
export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** A payment as the provider reads it. */
export interface RazorpayPayment {
  id: string;
  orderId: string;
  status: RazorpayPaymentStatus;
  amountCents: number;
  currency: string;
}

/** Razorpay's server side. */
export interface RazorpayGateway {
  /** Creates an order: its id (order_…). */
  createOrder(request: RazorpayOrderRequest): Promise<string>;
  /** A payment by id; undefined when Razorpay has none. */
  payment(paymentId: string): Promise<RazorpayPayment | undefined>;
  /** Captures an authorized payment (Razorpay refunds one left uncaptured after 3 days): its status after. */
  capture(payment: RazorpayPayment): Promise<RazorpayPaymentStatus>;
  /** Refunds part or all of a captured payment, once per reference; undefined when Razorpay refuses it. */
  refund(paymentId: string, amountCents: number, reference: string): Promise<string | undefined>;
}
