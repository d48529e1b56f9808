// The Razorpay sandbox (research A4, 0.1): what Razorpay's servers answer, with no network. The stand-in checkout.js
// shows Razorpay's test-mode choice (Success or Failure) and asks the sandbox to pay the order: a success answers
// the handler's three fields, signed with the key secret as Razorpay signs them; a failure answers Razorpay's error.
// A paid payment is authorized, and captured by the provider. State is kept in memory: the sandbox stands for a
// remote service, and forgets with the process.
import { randomBytes } from 'node:crypto';
import type { RazorpayGateway, RazorpayPayment } from './razorpay-gateway.ts';
import { razorpaySignature } from './razorpay-signature.ts';

/** What the handler receives after a successful payment. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What payment.failed receives (response.error). */
export interface RazorpayFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** The sandbox's options: payments still on their way for the first polls (the status answers retry). */
export interface RazorpaySandboxOptions {
  pendingPolls?: number;
}

interface SandboxOrder {
  id: string;
  amountCents: number;
  currency: string;
  /** Razorpay's receipt: the checkout's reference. */
  receipt: string;
}

interface SandboxPayment extends RazorpayPayment {
  pendingPolls: number;
  refundedCents: number;
  refunds: Map<string, string>;
}

/** The sandbox: the test-mode payment of an order, and the gateway the provider calls. */
export interface RazorpaySandbox {
  gateway: RazorpayGateway;
  /** Pays an order as the test-mode modal does; undefined for an order it does not have. */
  pay(orderId: string, outcome: 'success' | 'failure'): RazorpaySuccess | RazorpayFailure | undefined;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** Creates the sandbox on the key secret it signs payments with. */
export function createRazorpaySandbox(
  keySecret: string,
  options: RazorpaySandboxOptions = {},
): RazorpaySandbox {
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  const view = (payment: SandboxPayment): RazorpayPayment => ({
    id: payment.id,
    orderId: payment.orderId,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });

  const gateway: RazorpayGateway = {
    createOrder(request) {
      // unique_receipt: the same receipt answers the same order.
      const known = [...orders.values()].find((order) => order.receipt === request.reference);
      if (known) return Promise.resolve(known.id);
      const order = {
        id: newId('order'),
        amountCents: request.amountCents,
        currency: request.currency,
        receipt: request.reference,
      };
      orders.set(order.id, order);
      return Promise.resolve(order.id);
    },
    payment(paymentId) {
      const found = payments.get(paymentId);
      if (!found) return Promise.resolve(undefined);
      if (found.pendingPolls > 0) {
        found.pendingPolls -= 1;
        return Promise.resolve({ ...view(found), status: 'created' });
      }
      return Promise.resolve(view(found));
    },
    capture(payment) {
      const found = payments.get(payment.id);
      if (found?.status === 'authorized') found.status = 'captured';
      return Promise.resolve(found?.status ?? 'failed');
    },
    refund(paymentId, amountCents, reference) {
      const found = payments.get(paymentId);
      const known = found?.refunds.get(reference);
      if (known !== undefined) return Promise.resolve(known);
      if (!found || found.status !== 'captured' || found.refundedCents + amountCents > found.amountCents)
        return Promise.resolve(undefined);
      const refundId = newId('rfnd');
      found.refundedCents += amountCents;
      found.refunds.set(reference, refundId);
      return Promise.resolve(refundId);
    },
  };

  return {
    gateway,
    pay(orderId, outcome) {
      const order = orders.get(orderId);
      if (!order) return undefined;
      const payment: SandboxPayment = {
        id: newId('pay'),
        orderId,
        status: outcome === 'success' ? 'authorized' : 'failed',
        amountCents: order.amountCents,
        currency: order.currency,
        pendingPolls: options.pendingPolls ?? 0,
        refundedCents: 0,
        refunds: new Map(),
      };
      payments.set(payment.id, payment);
      if (outcome === 'failure') {
        return {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: orderId, payment_id: payment.id },
          },
        };
      }
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: razorpaySignature(keySecret, orderId, payment.id),
      };
    },
  };
}
