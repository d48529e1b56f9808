// The PayPal sandbox: what stands for PayPal's servers when no real keys are set (research A5). The provider creates,
// reads and captures orders through its gateway; the stand-in SDK's window approves an order (or the payer's funding
// declines) and authorizes it as actions.order.authorize() does, answering the order with its authorization.
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, insertRow, runSql } from '../../db/database.ts';
import { sandboxRefund } from '../sandbox-refunds.ts';
import { paypalAmount, type PayPalGateway, type PayPalOrder } from './paypal-gateway.ts';

interface OrderRow {
  id: string;
  checkout_id: number;
  reference: string;
  amount_cents: number;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'DECLINED';
  declines: number;
  authorization_id: string | null;
  capture_id: string | null;
}

/** What the payer chose in the stand-in's window. */
export type PayPalDecision = 'approve' | 'decline';

/** An order's body as PayPal's Orders API answers it (the fields the stand-in SDK and the page read). */
export interface PayPalOrderBody {
  id: string;
  intent: 'AUTHORIZE';
  status: string;
  purchase_units: Array<{
    reference_id: string;
    amount: { currency_code: string; value: string };
    payments?: { authorizations: Array<{ id: string; status: string }> };
  }>;
}

/** A refusal as PayPal's API words it. */
export interface PayPalError {
  name: string;
  details: Array<{ issue: string; description: string }>;
}

/** The sandbox: the gateway the provider uses and the calls of the stand-in SDK. */
export interface PayPalSandbox {
  gateway: PayPalGateway;
  /** The order as the stand-in's window shows it, or PayPal's refusal for an unknown one. */
  order(orderId: string): PayPalOrderBody | PayPalError;
  /** The payer approves the order in the window (with funding that declines for 'decline'). */
  approve(orderId: string, decision: PayPalDecision): PayPalOrderBody | PayPalError;
  /** actions.order.authorize(): the approved order's funds held, or INSTRUMENT_DECLINED. */
  authorize(orderId: string): PayPalOrderBody | PayPalError;
}

/** A PayPal-like id: 17 capitals and digits. */
const paypalId = (): string => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 17 }, () => letters[randomInt(0, letters.length)]).join('');
};

const refusal = (name: string, issue: string, description: string): PayPalError => ({
  name,
  details: [{ issue, description }],
});

const notFound = () => refusal('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'The order does not exist');

const bodyOf = (row: OrderRow): PayPalOrderBody => ({
  id: row.id,
  intent: 'AUTHORIZE',
  status: row.status === 'DECLINED' ? 'APPROVED' : row.status,
  purchase_units: [
    {
      reference_id: row.reference,
      amount: { currency_code: row.currency, value: paypalAmount(row.amount_cents) },
      ...(row.authorization_id
        ? {
            payments: {
              authorizations: [{ id: row.authorization_id, status: row.capture_id ? 'CAPTURED' : 'CREATED' }],
            },
          }
        : {}),
    },
  ],
});

/** Creates the sandbox on the app's database and clock. */
export function createPayPalSandbox(db: DatabaseSync, now: () => Date): PayPalSandbox {
  const find = (orderId: string) =>
    getRow<OrderRow>(db, 'SELECT * FROM paypal_sandbox_orders WHERE id = ?', orderId);
  const byAuthorization = (authorizationId: string) =>
    getRow<OrderRow>(db, 'SELECT * FROM paypal_sandbox_orders WHERE authorization_id = ?', authorizationId);
  const byCapture = (captureId: string) =>
    getRow<OrderRow>(db, 'SELECT * FROM paypal_sandbox_orders WHERE capture_id = ?', captureId);

  const gateway: PayPalGateway = {
    createOrder(request) {
      // As PayPal-Request-Id: the same checkout asked again answers its first order.
      const known = getRow<{ id: string }>(
        db,
        "SELECT id FROM paypal_sandbox_orders WHERE reference = ? AND status = 'CREATED'",
        request.reference,
      );
      if (known) return Promise.resolve({ id: known.id });
      const id = paypalId();
      insertRow(
        db,
        `INSERT INTO paypal_sandbox_orders (id, checkout_id, reference, amount_cents, currency, status, created)
         VALUES (?, ?, ?, ?, ?, 'CREATED', ?)`,
        id,
        request.checkoutId,
        request.reference,
        request.amountCents,
        request.currency.toUpperCase(),
        now().toISOString(),
      );
      return Promise.resolve({ id });
    },
    getOrder(orderId) {
      const row = find(orderId);
      if (!row) return Promise.resolve(undefined);
      const order: PayPalOrder = {
        id: row.id,
        status: bodyOf(row).status,
        checkoutId: row.checkout_id,
        amountCents: row.amount_cents,
        currency: row.currency,
        authorization: row.authorization_id
          ? { id: row.authorization_id, status: row.capture_id ? 'CAPTURED' : 'CREATED' }
          : null,
      };
      return Promise.resolve(order);
    },
    capture(authorizationId, amountCents) {
      const row = byAuthorization(authorizationId);
      if (!row || amountCents !== row.amount_cents) return Promise.resolve({ id: '', status: 'DECLINED' });
      // Captured once: a capture asked again answers the first.
      if (row.capture_id) return Promise.resolve({ id: row.capture_id, status: 'COMPLETED' });
      const captureId = paypalId();
      runSql(db, 'UPDATE paypal_sandbox_orders SET capture_id = ? WHERE id = ?', captureId, row.id);
      return Promise.resolve({ id: captureId, status: 'COMPLETED' });
    },
    refund(captureId, amountCents, _currency, requestId) {
      const row = byCapture(captureId);
      const refund =
        row &&
        sandboxRefund(
          db,
          'paypal',
          { paymentRef: captureId, chargedCents: row.amount_cents, amountCents, idempotencyKey: requestId },
          now(),
        );
      return Promise.resolve(refund ? { id: refund.refundId, status: 'COMPLETED' } : undefined);
    },
  };

  return {
    gateway,
    order(orderId) {
      const row = find(orderId);
      return row ? bodyOf(row) : notFound();
    },
    approve(orderId, decision) {
      const row = find(orderId);
      if (!row) return notFound();
      if (row.status !== 'CREATED')
        return refusal('UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_APPROVED', 'Approved');
      runSql(
        db,
        "UPDATE paypal_sandbox_orders SET status = 'APPROVED', declines = ? WHERE id = ?",
        decision === 'decline' ? 1 : 0,
        orderId,
      );
      return bodyOf({ ...row, status: 'APPROVED' });
    },
    authorize(orderId) {
      const row = find(orderId);
      if (!row) return notFound();
      if (row.status === 'COMPLETED') return bodyOf(row);
      if (row.status === 'CREATED')
        return refusal('UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'The payer has not approved the order');
      if (row.declines === 1 || row.status === 'DECLINED') {
        runSql(db, "UPDATE paypal_sandbox_orders SET status = 'DECLINED' WHERE id = ?", orderId);
        return refusal('UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', 'The funding instrument was declined');
      }
      const authorizationId = paypalId();
      runSql(
        db,
        "UPDATE paypal_sandbox_orders SET status = 'COMPLETED', authorization_id = ? WHERE id = ?",
        authorizationId,
        orderId,
      );
      return bodyOf({ ...row, status: 'COMPLETED', authorization_id: authorizationId });
    },
  };
}
