// Money given back to a card through its provider (payment_refunds, migration 018): a card payment that arrived
// when what it paid was no longer to be had (the slot went to someone else after its hold lapsed, a share was paid
// meanwhile, a product sold out), the part of a guarantee's capture a teammate had paid, a cancelled booking paid
// by card. The transaction that decides it writes the refund Due beside the order it belongs to; the runner then
// claims the row (a second runner leaves a claimed row alone), asks the provider outside any transaction, and writes
// Refunded or Failed guarded by its claim, as the guarantee's steps do. A provider that cannot be reached leaves the
// row Due for the next run; the refund's reference is the provider's idempotency key, so asked again it refunds once.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { PaymentRefundReason } from '@club/shared-contracts/checkout-entities';
import { allRows, inTransaction, runSql } from '../db/database.ts';
import { CLAIM_TIMEOUT_MS, type CardProvider } from './card-payments.ts';
import { PROVIDER_TYPES, type CardProviderName } from './checkout-catalog.ts';

/** Why money goes back to a card: a payment returned instead of paying, or a cancel. */
export type RefundReason = PaymentRefundReason | 'Cancelled';

/** A refund to write Due. */
export interface DueRefund {
  /** The order the money was paid for, when there is one. */
  saleId: number | null;
  /** The card payment refunded: a checkout's charge or a guarantee's capture. */
  paid: { checkoutId: number } | { guaranteeId: number };
  provider: CardProviderName;
  /** The provider's id of the charge (Stripe's PaymentIntent, Redsys's order). */
  paymentRef: string;
  amountCents: number;
  reason: RefundReason;
}

/** Writes a refund Due, inside the caller's transaction (nothing when the amount is 0). */
export function queueRefund(db: DatabaseSync, refund: DueRefund, now: Date): void {
  if (refund.amountCents <= 0) return;
  const nowIso = now.toISOString();
  runSql(
    db,
    `INSERT INTO payment_refunds (sale_id, checkout_id, guarantee_id, provider, payment_ref, amount_cents, reason,
       status, reference, created, updated)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'Due', ?, ?, ?)`,
    refund.saleId,
    'checkoutId' in refund.paid ? refund.paid.checkoutId : null,
    'guaranteeId' in refund.paid ? refund.paid.guaranteeId : null,
    refund.provider,
    refund.paymentRef,
    refund.amountCents,
    refund.reason,
    `rf_${randomBytes(12).toString('hex')}`,
    nowIso,
    nowIso,
  );
}

interface RefundRow {
  id: number;
  provider: CardProviderName;
  payment_ref: string;
  amount_cents: number;
  reference: string;
}

/** The runner of the refunds that are due. */
export interface RefundRunner {
  /** Asks the providers for every refund due; answers the ids refunded. A provider that throws leaves its row Due. */
  settleDue(): Promise<number[]>;
}

/** Creates the runner on the card providers (AppContext.cardProviders) and the app's clock. */
export function createRefundRunner(
  db: DatabaseSync,
  deps: { providers: ReadonlyMap<number, CardProvider>; now(): Date },
): RefundRunner {
  const finish = (row: RefundRow, token: string, status: 'Refunded' | 'Failed', refundRef: string | null) =>
    runSql(
      db,
      `UPDATE payment_refunds SET status = ?, refund_ref = ?, claim = NULL, updated = ?
       WHERE id = ? AND claim = ? AND status = 'Due'`,
      status,
      refundRef,
      deps.now().toISOString(),
      row.id,
      token,
    ) === 1;

  return {
    async settleDue() {
      const now = deps.now();
      const rows = allRows<RefundRow>(
        db,
        `SELECT id, provider, payment_ref, amount_cents, reference FROM payment_refunds
         WHERE status = 'Due' ORDER BY id`,
      );
      const refunded: number[] = [];
      const errors: unknown[] = [];
      for (const row of rows) {
        const token = randomBytes(12).toString('hex');
        const claimed =
          runSql(
            db,
            `UPDATE payment_refunds SET claim = ?, claimed_at = ?
             WHERE id = ? AND status = 'Due' AND (claim IS NULL OR claimed_at <= ?)`,
            token,
            now.toISOString(),
            row.id,
            new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
          ) === 1;
        if (!claimed) continue;
        const provider = deps.providers.get(PROVIDER_TYPES[row.provider]);
        try {
          if (!provider?.refund) throw new Error(`the ${row.provider} provider cannot refund`);
          const answer = await provider.refund(row.payment_ref, row.amount_cents, row.reference);
          const done = inTransaction(db, () =>
            finish(
              row,
              token,
              answer.refunded ? 'Refunded' : 'Failed',
              answer.refunded ? answer.refundRef : null,
            ),
          );
          if (done && answer.refunded) refunded.push(row.id);
        } catch (error) {
          runSql(db, 'UPDATE payment_refunds SET claim = NULL WHERE id = ? AND claim = ?', row.id, token);
          errors.push(error);
        }
      }
      if (errors.length > 0) throw new AggregateError(errors, 'some refunds could not reach their provider');
      return refunded;
    },
  };
}
