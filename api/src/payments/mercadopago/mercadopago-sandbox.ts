// The Mercado Pago sandbox: what stands for Mercado Pago's servers when no real keys are set (research A6). The
// stand-in SDK's card form tokenizes the card here (the number never goes further than its last four digits), and
// the payment's outcome is chosen by the cardholder name, as Mercado Pago's test users do: APRO approved, CONT
// pending, OTHE, CALL, FUND, SECU, EXPI and FORM rejected for their reasons.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, insertRow } from '../../db/database.ts';
import { sandboxRefund } from '../sandbox-refunds.ts';
import type { MercadoPagoGateway, MercadoPagoPayment } from './mercadopago-gateway.ts';

/** The test cardholder names and how a payment with them ends (status and status_detail). */
export const MERCADOPAGO_TEST_NAMES: Readonly<Record<string, { status: PaymentStatus; detail: string }>> = {
  APRO: { status: 'approved', detail: 'accredited' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
};

type PaymentStatus = 'approved' | 'rejected' | 'in_process';

/** A card the stand-in's form sends to be tokenized. */
export interface SandboxCard {
  cardholderName: string;
  cardNumber: string;
}

/** The sandbox: the gateway the provider uses and the card tokens of the stand-in SDK. */
export interface MercadoPagoSandbox {
  gateway: MercadoPagoGateway;
  /** Tokenizes a card as POST /v1/card_tokens does: its id, and its last four digits. */
  createCardToken(card: SandboxCard): { id: string; last_four_digits: string };
}

interface PaymentRow {
  id: number;
  external_reference: string;
  amount_cents: number;
  status: PaymentStatus;
  status_detail: string;
}

const paymentOf = (row: PaymentRow): MercadoPagoPayment => ({
  id: String(row.id),
  status: row.status,
  statusDetail: row.status_detail,
  reference: row.external_reference,
  amountCents: row.amount_cents,
});

/** Creates the sandbox on the app's database and clock. */
export function createMercadoPagoSandbox(db: DatabaseSync, now: () => Date): MercadoPagoSandbox {
  const findPayment = (where: string, value: string | number) =>
    getRow<PaymentRow>(
      db,
      `SELECT id, external_reference, amount_cents, status, status_detail FROM mercadopago_sandbox_payments
       WHERE ${where} = ?`,
      value,
    );

  return {
    createCardToken(card) {
      const id = randomBytes(16).toString('hex');
      const lastDigits = card.cardNumber.slice(-4);
      insertRow(
        db,
        'INSERT INTO mercadopago_sandbox_card_tokens (id, cardholder_name, last_digits, created) VALUES (?, ?, ?, ?)',
        id,
        card.cardholderName.trim().toUpperCase(),
        lastDigits,
        now().toISOString(),
      );
      return { id, last_four_digits: lastDigits };
    },
    gateway: {
      createPayment(request) {
        const known = findPayment('idempotency_key', request.idempotencyKey);
        if (known) return Promise.resolve(paymentOf(known));
        const card = getRow<{ cardholder_name: string; last_digits: string }>(
          db,
          'SELECT cardholder_name, last_digits FROM mercadopago_sandbox_card_tokens WHERE id = ?',
          request.token,
        );
        // An unknown token is Mercado Pago's 400 "invalid card token": the payment is rejected.
        const outcome = card
          ? (MERCADOPAGO_TEST_NAMES[card.cardholder_name] ?? MERCADOPAGO_TEST_NAMES.APRO!)
          : { status: 'rejected' as const, detail: 'cc_rejected_bad_filled_card_data' };
        const id = insertRow(
          db,
          `INSERT INTO mercadopago_sandbox_payments (idempotency_key, external_reference, amount_cents, status,
             status_detail, last_digits, created) VALUES (?, ?, ?, ?, ?, ?, ?)`,
          request.idempotencyKey,
          request.reference,
          request.amountCents,
          outcome.status,
          outcome.detail,
          card?.last_digits ?? '0000',
          now().toISOString(),
        );
        const row = findPayment('id', id);
        if (!row) throw new Error(`payment ${id} missing after insert`);
        return Promise.resolve(paymentOf(row));
      },
      refund(paymentId, amountCents, idempotencyKey) {
        const row = /^\d+$/.test(paymentId) ? findPayment('id', Number(paymentId)) : undefined;
        const refund =
          row?.status === 'approved'
            ? sandboxRefund(
                db,
                'mercadopago',
                { paymentRef: paymentId, chargedCents: row.amount_cents, amountCents, idempotencyKey },
                now(),
              )
            : null;
        return Promise.resolve(refund ? { id: refund.refundId } : undefined);
      },
    },
  };
}
