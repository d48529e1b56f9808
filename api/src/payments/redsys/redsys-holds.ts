// Redsys's holds on a saved card (research A1, Holds and COF), for the guarantee of a shared payment with retention:
// a preauthorization (DS_MERCHANT_TRANSACTIONTYPE 1) with the card's COF identifier, off-session (no browser), its
// confirmation (2) for the amount captured, and its cancellation (9); and the automatic refund (3, 'Devolución
// automática') of a payment or a confirmed preauthorization. They go to Redsys's REST endpoint (trataPeticionREST)
// signed as the payment form is; with no real keys an in-process sandbox stands for it.
import type { DatabaseSync } from 'node:sqlite';
import { HOLD_LIFETIME_MS, type CardProvider } from '../../checkout/card-payments.ts';
import { getRow, inTransaction, runSql } from '../../db/database.ts';
import type { RedsysSettings } from './redsys-provider.ts';
import {
  signRequest,
  signResponse,
  verifyRequest,
  verifyResponse,
  type SignedMessage,
} from './redsys-signature.ts';
import type { RedsysBehaviour } from './redsys-sandbox.ts';

/** Redsys's REST endpoint as the provider calls it: a signed request in, the signed answer out. */
export type RedsysRest = (request: SignedMessage) => Promise<SignedMessage>;

/** The transaction types of a hold's life. */
export const HOLD_TRANSACTIONS = { preauthorize: '1', confirm: '2', refund: '3', cancel: '9' } as const;

/**
 * Ds_Response codes: 0000–0099 authorised, 0900 confirmation or refund done, 0400 cancellation done (research A1,
 * Status).
 */
export const HOLD_RESPONSES = {
  authorised: '0000',
  confirmed: '0900',
  cancelled: '0400',
  declined: '0190',
  /** The preauthorization is no longer there (lapsed or already ended). */
  notFound: '0913',
} as const;

const isAuthorised = (response: string): boolean => /^\d{1,4}$/.test(response) && Number(response) <= 99;

/** COF type 'C' and a merchant-initiated payment, as the saved card was kept for (redsys-provider.ts). */
const COF_OFF_SESSION = { DS_MERCHANT_COF_INI: 'N', DS_MERCHANT_COF_TYPE: 'C', DS_MERCHANT_EXCEP_SCA: 'MIT' };

/** The live REST endpoint (REDSYS_REST_URL, e.g. https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST). */
export function liveRedsysRest(url: string, fetchImpl: typeof fetch = fetch): RedsysRest {
  return async (request) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`Redsys REST answered ${response.status}`);
    return (await response.json()) as SignedMessage;
  };
}

/**
 * The REST endpoint from the environment: REDSYS_REST_URL when set (with the real merchant's keys), the in-process
 * sandbox otherwise.
 */
export function redsysRestFrom(
  env: NodeJS.ProcessEnv,
  db: DatabaseSync,
  settings: RedsysSettings,
  now: () => Date,
): RedsysRest {
  const url = env.REDSYS_REST_URL?.trim();
  return url ? liveRedsysRest(url) : sandboxRedsysRest(db, settings, now);
}

/** The hold operations of the Redsys provider on a REST endpoint, with the clock a preauthorization lasts by. */
export function redsysHolds(
  settings: RedsysSettings,
  rest: RedsysRest,
  now: () => Date,
): Required<Pick<CardProvider, 'hold' | 'capture' | 'release' | 'refund'>> {
  const send = async (parameters: Record<string, string>): Promise<string> => {
    const answer = verifyResponse(
      settings.secretKey,
      await rest(
        signRequest(settings.secretKey, {
          DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
          DS_MERCHANT_TERMINAL: settings.terminal,
          // Euros (978), as every checkout is charged (CHECKOUT_CURRENCY).
          DS_MERCHANT_CURRENCY: '978',
          ...parameters,
        }),
      ),
    );
    // An answer that is not Redsys's is no answer: the guarantee tries again later.
    if (!answer) throw new Error('the Redsys REST answer is not signed by Redsys');
    return answer.Ds_Response ?? '';
  };
  return {
    async hold(savedCardToken, amountCents, reference) {
      const placedAt = now();
      const response = await send({
        DS_MERCHANT_TRANSACTIONTYPE: HOLD_TRANSACTIONS.preauthorize,
        DS_MERCHANT_ORDER: reference,
        DS_MERCHANT_AMOUNT: String(amountCents),
        DS_MERCHANT_IDENTIFIER: savedCardToken,
        ...COF_OFF_SESSION,
      });
      if (!isAuthorised(response)) return { held: false };
      // Redsys does not say when a preauthorization lapses: 7 days (research A1, Holds).
      return { held: true, holdRef: reference, heldUntil: new Date(placedAt.getTime() + HOLD_LIFETIME_MS) };
    },
    async capture(holdRef, amountCents) {
      const response = await send({
        DS_MERCHANT_TRANSACTIONTYPE: HOLD_TRANSACTIONS.confirm,
        DS_MERCHANT_ORDER: holdRef,
        DS_MERCHANT_AMOUNT: String(amountCents),
      });
      return response === HOLD_RESPONSES.confirmed;
    },
    async release(holdRef) {
      const response = await send({
        DS_MERCHANT_TRANSACTIONTYPE: HOLD_TRANSACTIONS.cancel,
        DS_MERCHANT_ORDER: holdRef,
        DS_MERCHANT_AMOUNT: '0',
      });
      if (response !== HOLD_RESPONSES.cancelled && response !== HOLD_RESPONSES.notFound) {
        throw new Error(`Redsys did not cancel the preauthorization (${response})`);
      }
    },
    // The payment's order (a checkout's reference, or a guarantee's): Redsys answers 0900 when it refunded.
    async refund(paymentRef, amountCents, reference) {
      const response = await send({
        DS_MERCHANT_TRANSACTIONTYPE: HOLD_TRANSACTIONS.refund,
        DS_MERCHANT_ORDER: paymentRef,
        DS_MERCHANT_AMOUNT: String(amountCents),
      });
      return response === HOLD_RESPONSES.confirmed
        ? { refunded: true, refundRef: `${paymentRef}:${reference}` }
        : { refunded: false };
    },
  };
}

interface PreauthorizationRow {
  order_ref: string;
  amount_cents: number;
  status: 'held' | 'confirmed' | 'cancelled';
  confirmed_cents: number | null;
  expires: string;
}

/** What the sandbox charged an order: a confirmed preauthorization's amount, or a payment its page authorised. */
function chargedCents(
  db: DatabaseSync,
  order: string,
  preauthorization: PreauthorizationRow | undefined,
): number {
  if (preauthorization)
    return preauthorization.status === 'confirmed' ? (preauthorization.confirmed_cents ?? 0) : 0;
  const paid = getRow<{ amount: string | null }>(
    db,
    `SELECT json_extract(parameters, '$.DS_MERCHANT_AMOUNT') AS amount FROM redsys_sandbox_sessions
     WHERE status = 'finished' AND response = '0000' AND json_extract(parameters, '$.DS_MERCHANT_ORDER') = ?`,
    order,
  );
  return Number(paid?.amount) || 0;
}

/** Card behaviours whose preauthorization the sandbox's bank refuses. */
const REFUSED: readonly RedsysBehaviour[] = ['decline', 'challenge-decline'];

/**
 * The sandbox's REST endpoint, in process: it checks the signature, then preauthorizes on a card it saved (a
 * declining test card is refused), confirms or cancels a preauthorization, and lets one lapse 7 days after it was
 * placed (the app's clock). A preauthorization asked again with its order answers as the first time. A refund gives
 * back at most what an order was charged: a payment its page authorised, or a confirmed preauthorization.
 */
export function sandboxRedsysRest(db: DatabaseSync, settings: RedsysSettings, now: () => Date): RedsysRest {
  const answer = (parameters: Record<string, string>, response: string): SignedMessage =>
    signResponse(settings.secretKey, {
      Ds_Order: parameters.DS_MERCHANT_ORDER ?? '',
      Ds_MerchantCode: settings.merchantCode,
      Ds_Terminal: settings.terminal.padStart(3, '0'),
      Ds_TransactionType: parameters.DS_MERCHANT_TRANSACTIONTYPE ?? '',
      Ds_Amount: parameters.DS_MERCHANT_AMOUNT ?? '',
      Ds_Currency: parameters.DS_MERCHANT_CURRENCY ?? '',
      Ds_Response: response,
    });

  const apply = (parameters: Record<string, string>): string => {
    const order = parameters.DS_MERCHANT_ORDER ?? '';
    const amount = Number(parameters.DS_MERCHANT_AMOUNT);
    const nowIso = now().toISOString();
    const found = getRow<PreauthorizationRow>(
      db,
      `SELECT order_ref, amount_cents, status, confirmed_cents, expires FROM redsys_sandbox_preauthorizations
       WHERE order_ref = ?`,
      order,
    );
    switch (parameters.DS_MERCHANT_TRANSACTIONTYPE) {
      case HOLD_TRANSACTIONS.preauthorize: {
        if (found) return found.status === 'held' ? HOLD_RESPONSES.authorised : HOLD_RESPONSES.declined;
        const card = getRow<{ behaviour: RedsysBehaviour }>(
          db,
          'SELECT behaviour FROM redsys_sandbox_cards WHERE identifier = ?',
          parameters.DS_MERCHANT_IDENTIFIER ?? '',
        );
        if (!card || REFUSED.includes(card.behaviour) || !(amount > 0)) return HOLD_RESPONSES.declined;
        runSql(
          db,
          `INSERT INTO redsys_sandbox_preauthorizations (order_ref, identifier, amount_cents, status, expires, created)
           VALUES (?, ?, ?, 'held', ?, ?)`,
          order,
          parameters.DS_MERCHANT_IDENTIFIER ?? '',
          amount,
          new Date(now().getTime() + HOLD_LIFETIME_MS).toISOString(),
          nowIso,
        );
        return HOLD_RESPONSES.authorised;
      }
      case HOLD_TRANSACTIONS.confirm: {
        if (!found || found.status !== 'held' || found.expires <= nowIso) return HOLD_RESPONSES.notFound;
        if (!(amount > 0) || amount > found.amount_cents) return HOLD_RESPONSES.declined;
        runSql(
          db,
          "UPDATE redsys_sandbox_preauthorizations SET status = 'confirmed', confirmed_cents = ? WHERE order_ref = ?",
          amount,
          order,
        );
        return HOLD_RESPONSES.confirmed;
      }
      case HOLD_TRANSACTIONS.refund: {
        const charged = chargedCents(db, order, found);
        if (charged === 0) return HOLD_RESPONSES.notFound;
        const refunded =
          getRow<{ cents: number }>(
            db,
            'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM redsys_sandbox_refunds WHERE order_ref = ?',
            order,
          )?.cents ?? 0;
        if (!(amount > 0) || amount > charged - refunded) return HOLD_RESPONSES.declined;
        runSql(
          db,
          'INSERT INTO redsys_sandbox_refunds (order_ref, amount_cents, created) VALUES (?, ?, ?)',
          order,
          amount,
          nowIso,
        );
        return HOLD_RESPONSES.confirmed;
      }
      case HOLD_TRANSACTIONS.cancel: {
        if (!found || found.status !== 'held' || found.expires <= nowIso) return HOLD_RESPONSES.notFound;
        runSql(
          db,
          "UPDATE redsys_sandbox_preauthorizations SET status = 'cancelled' WHERE order_ref = ?",
          order,
        );
        return HOLD_RESPONSES.cancelled;
      }
      default:
        return HOLD_RESPONSES.declined;
    }
  };

  return (request) => {
    const parameters = verifyRequest(settings.secretKey, request);
    if (!parameters) return Promise.reject(new Error('the Redsys sandbox refused an unsigned request'));
    return Promise.resolve(
      answer(
        parameters,
        inTransaction(db, () => apply(parameters)),
      ),
    );
  };
}
