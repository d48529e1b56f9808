// The refunds of the PayPal, Mercado Pago and Transbank sandboxes (CardProvider.refund): each gives back at most what
// its payment charged, and the same idempotency key answers the same refund, as the providers do.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, inTransaction, runSql } from '../db/database.ts';

/** The sandboxes that keep their refunds here. */
export type SandboxRefundProvider = 'paypal' | 'mercadopago' | 'transbank';

/** A refund made (its id), or refused: nothing left to give back of what the payment charged. */
export type SandboxRefund = { refundId: string } | null;

/**
 * Refunds `amountCents` of a payment that charged `chargedCents`, once per key: asked again with the same key it
 * answers the first refund; more than what is left is refused.
 */
export function sandboxRefund(
  db: DatabaseSync,
  provider: SandboxRefundProvider,
  request: { paymentRef: string; chargedCents: number; amountCents: number; idempotencyKey: string },
  now: Date,
): SandboxRefund {
  return inTransaction(db, () => {
    const known = getRow<{ refund_id: string }>(
      db,
      'SELECT refund_id FROM provider_sandbox_refunds WHERE provider = ? AND idempotency_key = ?',
      provider,
      request.idempotencyKey,
    );
    if (known) return { refundId: known.refund_id };
    const refunded =
      getRow<{ total: number | null }>(
        db,
        'SELECT sum(amount_cents) AS total FROM provider_sandbox_refunds WHERE provider = ? AND payment_ref = ?',
        provider,
        request.paymentRef,
      )?.total ?? 0;
    if (request.amountCents <= 0 || refunded + request.amountCents > request.chargedCents) return null;
    const refundId = `${provider.slice(0, 2).toUpperCase()}R${randomBytes(8).toString('hex').toUpperCase()}`;
    runSql(
      db,
      `INSERT INTO provider_sandbox_refunds (provider, idempotency_key, payment_ref, amount_cents, refund_id, created)
       VALUES (?, ?, ?, ?, ?, ?)`,
      provider,
      request.idempotencyKey,
      request.paymentRef,
      request.amountCents,
      refundId,
      now.toISOString(),
    );
    return { refundId };
  });
}
