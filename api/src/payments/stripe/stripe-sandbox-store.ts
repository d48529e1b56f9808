// The Stripe sandbox: what stands for Stripe's servers when no real keys are set. It keeps intents and cards in
// the database (migration 015) and answers both sides: the provider through the StripeGateway interface, and the
// sandbox script (stripe.js) through the browser calls. A card is kept as its brand, last four digits, expiry and
// test behaviour; its number and security code are never stored.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, inTransaction, runSql } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { HOLD_LIFETIME_MS } from '../../checkout/card-payments.ts';
import type { GatewayHold, GatewayIntent, IntentStatus, StripeGateway } from './stripe-gateway.ts';
import { behaviourOf, brandOf, isValidNumber, type ChargeResult } from './stripe-test-cards.ts';
import { STRIPE_ERRORS, type StripeError } from './stripe-texts.ts';

/** Options of the sandbox. */
export interface StripeSandboxOptions {
  /**
   * How many status reads of an intent answer 'processing' once it has ended, before its result: it exercises the
   * return page's retries. Default 0.
   */
  processingPolls?: number;
}

/** A card as the sandbox script sends it (to the sandbox only, as Stripe.js sends it to Stripe). */
export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A PaymentMethod as Stripe answers it. */
export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** A PaymentIntent or SetupIntent as Stripe.js resolves it. */
export interface BrowserIntent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: IntentStatus;
  client_secret: string;
  /** Payment intents only. */
  amount?: number;
  currency?: string;
  description: string;
  payment_method: string | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  /** last_payment_error of a payment intent, last_setup_error of a setup intent. */
  last_payment_error?: StripeError | null;
  last_setup_error?: StripeError | null;
}

/** The sandbox's answer to a browser call: a result, or Stripe's error. */
export type SandboxAnswer<T> = { ok: T } | { error: StripeError };

/** The Stripe sandbox: the gateway the provider uses, and what the sandbox script calls. */
export interface StripeSandbox {
  gateway: StripeGateway;
  /** Checks a card and keeps it as a PaymentMethod (createPaymentMethod). */
  createPaymentMethod(card: SandboxCardInput): SandboxAnswer<SandboxPaymentMethod>;
  /** An intent by its client secret (retrievePaymentIntent, retrieveSetupIntent). */
  retrieve(clientSecret: string): SandboxAnswer<BrowserIntent>;
  /** Confirms an intent with a card (confirmCardPayment, confirmCardSetup). */
  confirm(clientSecret: string, paymentMethodId: string): SandboxAnswer<BrowserIntent>;
  /** Ends the 3D Secure challenge of an intent that requires action: passed or failed. */
  authenticate(clientSecret: string, passed: boolean): SandboxAnswer<BrowserIntent>;
}

interface IntentRow {
  id: string;
  kind: 'payment' | 'setup';
  client_secret: string;
  amount_cents: number;
  currency: string;
  description: string;
  checkout_id: number;
  saves_card: number;
  status: IntentStatus;
  payment_method: string | null;
  last_error: string | null;
  polls_left: number;
}

interface CardRow {
  id: string;
  brand: string;
  last_digits: string;
  exp_month: number;
  exp_year: number;
  authenticates: number;
  result: ChargeResult;
}

const randomId = (prefix: string): string => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/** The intent id a client secret belongs to (`{id}_secret_{random}`, as Stripe's). */
const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

function declineOf(result: Exclude<ChargeResult, 'succeeded'>): StripeError {
  return result === 'insufficient_funds' ? STRIPE_ERRORS.insufficientFunds : STRIPE_ERRORS.cardDeclined;
}

/** Creates the Stripe sandbox on the database. */
export function createStripeSandbox(
  db: DatabaseSync,
  now: () => Date,
  options: StripeSandboxOptions = {},
): StripeSandbox {
  const processingPolls = options.processingPolls ?? 0;

  const intentRow = (id: string) =>
    getRow<IntentRow>(
      db,
      `SELECT id, kind, client_secret, amount_cents, currency, description, checkout_id, saves_card, status,
        payment_method, last_error, polls_left FROM stripe_sandbox_intents WHERE id = ?`,
      id,
    );
  const cardRow = (id: string) =>
    getRow<CardRow>(
      db,
      `SELECT id, brand, last_digits, exp_month, exp_year, authenticates, result
        FROM stripe_sandbox_payment_methods WHERE id = ?`,
      id,
    );

  const gatewayIntent = (row: IntentRow, status: IntentStatus = row.status): GatewayIntent => {
    const card = row.payment_method === null ? undefined : cardRow(row.payment_method);
    return {
      id: row.id,
      kind: row.kind,
      status,
      clientSecret: row.client_secret,
      checkoutId: row.checkout_id,
      card: card ? { id: card.id, lastDigits: card.last_digits } : null,
      savesCard: row.saves_card === 1,
      failed: row.last_error !== null,
    };
  };

  const browserIntent = (row: IntentRow): BrowserIntent => {
    const lastError = row.last_error === null ? null : (JSON.parse(row.last_error) as StripeError);
    return {
      id: row.id,
      object: row.kind === 'payment' ? 'payment_intent' : 'setup_intent',
      status: row.status,
      client_secret: row.client_secret,
      ...(row.kind === 'payment'
        ? { amount: row.amount_cents, currency: row.currency.toLowerCase(), last_payment_error: lastError }
        : { last_setup_error: lastError }),
      description: row.description,
      payment_method: row.payment_method,
      next_action: row.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    };
  };

  /** Writes an intent's new state; an ended intent answers 'processing' to the next status reads. */
  const update = (row: IntentRow, status: IntentStatus, paymentMethod: string, error: StripeError | null) => {
    const ended = status !== 'requires_action';
    runSql(
      db,
      'UPDATE stripe_sandbox_intents SET status = ?, payment_method = ?, last_error = ?, polls_left = ? WHERE id = ?',
      status,
      paymentMethod,
      error === null ? null : JSON.stringify(error),
      ended ? processingPolls : 0,
      row.id,
    );
  };

  /** The charge's result once nothing more is asked of the customer; a setup moves no money, so funds are moot. */
  const settleCharge = (row: IntentRow, card: CardRow) => {
    const result = card.result;
    if (result === 'succeeded' || (row.kind === 'setup' && result === 'insufficient_funds')) {
      update(row, 'succeeded', card.id, null);
    } else {
      update(row, 'requires_payment_method', card.id, declineOf(result));
    }
  };

  const confirmRow = (row: IntentRow, paymentMethodId: string): SandboxAnswer<IntentRow> => {
    if (row.status !== 'requires_payment_method' && row.status !== 'requires_confirmation') {
      return { error: STRIPE_ERRORS.unexpectedState };
    }
    const card = cardRow(paymentMethodId);
    if (!card) return { error: STRIPE_ERRORS.unknownPaymentMethod };
    if (card.authenticates === 1) update(row, 'requires_action', card.id, null);
    else settleCharge(row, card);
    return { ok: intentRow(row.id)! };
  };

  const bySecret = (clientSecret: string): IntentRow | undefined => {
    const row = intentRow(intentIdOf(clientSecret));
    return row && row.client_secret === clientSecret ? row : undefined;
  };

  const insertIntent = (
    kind: 'payment' | 'setup',
    values: Omit<IntentRow, 'id' | 'kind' | 'client_secret'>,
  ) => {
    const id = randomId(kind === 'payment' ? 'pi' : 'seti');
    runSql(
      db,
      `INSERT INTO stripe_sandbox_intents (id, kind, client_secret, amount_cents, currency, description, checkout_id,
        saves_card, status, payment_method, last_error, polls_left, created)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      kind,
      `${id}_secret_${randomBytes(12).toString('hex')}`,
      values.amount_cents,
      values.currency,
      values.description,
      values.checkout_id,
      values.saves_card,
      values.status,
      values.payment_method,
      values.last_error,
      values.polls_left,
      now().toISOString(),
    );
    return intentRow(id)!;
  };

  interface HoldRow {
    id: string;
    status: IntentStatus;
    amount_cents: number;
    capture_before: string | null;
  }
  const holdRow = (where: 'id' | 'hold_reference', value: string) =>
    getRow<HoldRow>(
      db,
      `SELECT id, status, amount_cents, capture_before FROM stripe_sandbox_intents
        WHERE ${where} = ? AND hold_reference IS NOT NULL`,
      value,
    );
  // A hold lapses by itself at capture_before (Stripe cancels it): the sandbox's clock decides.
  const lapseHold = (row: HoldRow): HoldRow => {
    if (row.status !== 'requires_capture' || row.capture_before === null) return row;
    if (row.capture_before > now().toISOString()) return row;
    runSql(db, "UPDATE stripe_sandbox_intents SET status = 'canceled' WHERE id = ?", row.id);
    return { ...row, status: 'canceled' };
  };
  const holdOf = (row: HoldRow): GatewayHold => ({
    id: row.id,
    status: row.status,
    captureBefore: row.capture_before === null ? null : new Date(row.capture_before),
  });

  const gateway: StripeGateway = {
    createPaymentIntent(request) {
      return Promise.resolve(
        inTransaction(db, () => {
          const row = insertIntent('payment', {
            amount_cents: request.amountCents,
            currency: request.currency,
            description: request.description,
            checkout_id: request.checkoutId,
            saves_card: request.saveCard ? 1 : 0,
            status: 'requires_payment_method',
            payment_method: null,
            last_error: null,
            polls_left: 0,
          });
          if (request.savedCard === null) return gatewayIntent(row);
          const confirmed = confirmRow(row, request.savedCard);
          // The checkout's saved card is unknown to Stripe: the request is at fault, as Stripe's 400 says.
          if ('error' in confirmed) throw new HttpError(400, confirmed.error.message);
          return gatewayIntent(confirmed.ok);
        }),
      );
    },
    createSetupIntent(request) {
      const row = insertIntent('setup', {
        amount_cents: 0,
        currency: '',
        description: `Card of ${request.reference}`,
        checkout_id: request.checkoutId,
        saves_card: 1,
        status: 'requires_payment_method',
        payment_method: null,
        last_error: null,
        polls_left: 0,
      });
      return Promise.resolve(gatewayIntent(row));
    },
    retrieve(intentId) {
      return Promise.resolve(
        inTransaction(db, () => {
          const row = intentRow(intentId);
          if (!row) return undefined;
          if (row.polls_left === 0) return gatewayIntent(row);
          runSql(db, 'UPDATE stripe_sandbox_intents SET polls_left = polls_left - 1 WHERE id = ?', row.id);
          return gatewayIntent(row, 'processing');
        }),
      );
    },
    // Off-session, on a card saved for it: the card's result alone decides (no customer to authenticate).
    createHold(request) {
      return Promise.resolve(
        inTransaction(db, () => {
          const known = holdRow('hold_reference', request.reference);
          if (known) return holdOf(lapseHold(known));
          const card = cardRow(request.savedCard);
          const held = card?.result === 'succeeded';
          const error = card ? declineOf(card.result === 'succeeded' ? 'card_declined' : card.result) : null;
          const row = insertIntent('payment', {
            amount_cents: request.amountCents,
            currency: request.currency,
            description: request.description,
            checkout_id: 0,
            saves_card: 0,
            status: held ? 'requires_capture' : 'requires_payment_method',
            payment_method: card ? card.id : null,
            last_error: held ? null : JSON.stringify(error ?? STRIPE_ERRORS.unknownPaymentMethod),
            polls_left: 0,
          });
          const captureBefore = held ? new Date(now().getTime() + HOLD_LIFETIME_MS).toISOString() : null;
          runSql(
            db,
            'UPDATE stripe_sandbox_intents SET hold_reference = ?, capture_before = ? WHERE id = ?',
            request.reference,
            captureBefore,
            row.id,
          );
          return holdOf({
            id: row.id,
            status: row.status,
            amount_cents: row.amount_cents,
            capture_before: captureBefore,
          });
        }),
      );
    },
    capture(intentId, amountCents) {
      return Promise.resolve(
        inTransaction(db, (): IntentStatus => {
          const found = holdRow('id', intentId);
          if (!found) throw new HttpError(400, STRIPE_ERRORS.unknownIntent.message);
          const row = lapseHold(found);
          if (row.status !== 'requires_capture') return row.status;
          if (amountCents > row.amount_cents) throw new HttpError(400, STRIPE_ERRORS.unexpectedState.message);
          runSql(
            db,
            "UPDATE stripe_sandbox_intents SET status = 'succeeded', captured_cents = ? WHERE id = ?",
            amountCents,
            row.id,
          );
          return 'succeeded';
        }),
      );
    },
    cancel(intentId) {
      runSql(
        db,
        "UPDATE stripe_sandbox_intents SET status = 'canceled' WHERE id = ? AND status = 'requires_capture'",
        intentId,
      );
      return Promise.resolve();
    },
    // As POST /v1/refunds: a succeeded intent gives back at most what it charged (a hold what was captured), the
    // same idempotency key answers the same refund, and a refund is succeeded at once (a test card's is).
    refund(request) {
      return Promise.resolve(
        inTransaction(db, () => {
          const known = getRow<{ id: string }>(
            db,
            'SELECT id FROM stripe_sandbox_refunds WHERE idempotency_key = ?',
            request.idempotencyKey,
          );
          if (known) return { id: known.id, status: 'succeeded' as const };
          const intent = getRow<{ status: IntentStatus; charged: number; refunded: number }>(
            db,
            `SELECT status, COALESCE(captured_cents, amount_cents) AS charged,
               (SELECT COALESCE(SUM(amount_cents), 0) FROM stripe_sandbox_refunds r WHERE r.payment_intent = i.id)
                 AS refunded
             FROM stripe_sandbox_intents i WHERE id = ? AND kind = 'payment'`,
            request.paymentIntent,
          );
          if (!intent || intent.status !== 'succeeded') return undefined;
          if (!(request.amountCents > 0) || request.amountCents > intent.charged - intent.refunded)
            return undefined;
          const id = randomId('re');
          runSql(
            db,
            `INSERT INTO stripe_sandbox_refunds (id, payment_intent, amount_cents, idempotency_key, created)
             VALUES (?, ?, ?, ?, ?)`,
            id,
            request.paymentIntent,
            request.amountCents,
            request.idempotencyKey,
            now().toISOString(),
          );
          return { id, status: 'succeeded' as const };
        }),
      );
    },
  };

  return {
    gateway,
    createPaymentMethod(card) {
      if (!isValidNumber(card.number)) return { error: STRIPE_ERRORS.incorrectNumber };
      if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
        return { error: STRIPE_ERRORS.invalidExpiryMonth };
      }
      const today = now();
      const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
      if (card.expYear * 12 + card.expMonth < thisMonth) return { error: STRIPE_ERRORS.expiredCard };
      const brand = brandOf(card.number);
      if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(card.cvc))
        return { error: STRIPE_ERRORS.invalidCvc };
      const behaviour = behaviourOf(card.number);
      const id = randomId('pm');
      const lastDigits = card.number.slice(-4);
      runSql(
        db,
        `INSERT INTO stripe_sandbox_payment_methods (id, brand, last_digits, exp_month, exp_year, authenticates,
          result, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        id,
        brand,
        lastDigits,
        card.expMonth,
        card.expYear,
        behaviour.authenticates ? 1 : 0,
        behaviour.result,
        today.toISOString(),
      );
      return {
        ok: {
          id,
          object: 'payment_method',
          type: 'card',
          card: { brand, last4: lastDigits, exp_month: card.expMonth, exp_year: card.expYear },
        },
      };
    },
    retrieve(clientSecret) {
      const row = bySecret(clientSecret);
      return row ? { ok: browserIntent(row) } : { error: STRIPE_ERRORS.unknownIntent };
    },
    confirm(clientSecret, paymentMethodId) {
      return inTransaction(db, () => {
        const row = bySecret(clientSecret);
        if (!row) return { error: STRIPE_ERRORS.unknownIntent };
        const confirmed = confirmRow(row, paymentMethodId);
        return 'error' in confirmed ? confirmed : { ok: browserIntent(confirmed.ok) };
      });
    },
    authenticate(clientSecret, passed) {
      return inTransaction(db, () => {
        const row = bySecret(clientSecret);
        if (!row) return { error: STRIPE_ERRORS.unknownIntent };
        if (row.status !== 'requires_action' || row.payment_method === null) {
          return { error: STRIPE_ERRORS.unexpectedState };
        }
        const card = cardRow(row.payment_method)!;
        if (passed) {
          settleCharge(row, card);
        } else {
          const failure =
            row.kind === 'payment'
              ? STRIPE_ERRORS.paymentAuthenticationFailed
              : STRIPE_ERRORS.setupAuthenticationFailed;
          update(row, 'requires_payment_method', card.id, failure);
        }
        return { ok: browserIntent(intentRow(row.id)!) };
      });
    },
  };
}
