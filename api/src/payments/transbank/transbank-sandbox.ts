// The Transbank sandbox: what stands for Webpay Plus and Oneclick Mall when no real keys are set (research A7). The
// payment page takes a card (or the inscribed one) and sends the customer back with token_ws, or with the TBK_ fields
// when they cancel (aborted) or let the form run out (timeout); the inscription page takes a card and sends them back
// with TBK_TOKEN (and TBK_ORDEN_COMPRA when they abandon it). Transbank's test cards decide the outcome; a card is kept
// as its last four digits and behaviour, never its number or security code.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, insertRow, runSql } from '../../db/database.ts';
import { sandboxRefund } from '../sandbox-refunds.ts';
import type { TransbankGateway } from './transbank-gateway.ts';

/** Where the sandbox's pages are, relative to the API (the site forwards /api, so the path is the same on both). */
export const SANDBOX_PAGES_PATH = '/api/transbank-sandbox';

/** Transbank's test cards (research A7): the rejected ones; any other valid card is approved. */
export const TRANSBANK_REJECTED_CARDS: readonly string[] = ['5186059559590568', '5186008541233829'];

/** How a sandbox card behaves. */
export type TransbankBehaviour = 'approve' | 'reject';

/** A Webpay transaction as its page shows it. */
export interface SandboxTransaction {
  token: string;
  buyOrder: string;
  sessionId: string;
  amountCents: number;
  returnUrl: string;
  status: 'INITIALIZED' | 'AUTHORIZED' | 'FAILED' | 'ABORTED';
  /** The inscribed card the page offers (its last digits), or null. */
  savedCard: { lastDigits: string; behaviour: TransbankBehaviour } | null;
}

/** An inscription as its page shows it. */
export interface SandboxInscription {
  token: string;
  responseUrl: string;
  status: 'INITIALIZED' | 'ENROLLED' | 'ABORTED' | 'FINISHED';
}

/** The sandbox: the gateway the provider uses and what its pages do. */
export interface TransbankSandbox {
  gateway: TransbankGateway;
  transaction(token: string): SandboxTransaction | undefined;
  /** The page's outcome: paid with a card (authorized or rejected), or cancelled by the customer. */
  endTransaction(token: string, ending: TransbankBehaviour | 'abort'): void;
  inscription(token: string): SandboxInscription | undefined;
  /** The inscription page's outcome: a card given (its last digits and behaviour), or abandoned. */
  endInscription(
    token: string,
    ending: { lastDigits: string; behaviour: TransbankBehaviour } | 'abort',
  ): void;
}

interface TransactionRow {
  token: string;
  buy_order: string;
  session_id: string;
  amount_cents: number;
  return_url: string;
  tbk_user: string | null;
  status: SandboxTransaction['status'];
  response_code: number | null;
}

const newToken = (): string => randomBytes(32).toString('hex');

/** Creates the sandbox on the app's database and clock. */
export function createTransbankSandbox(db: DatabaseSync, now: () => Date): TransbankSandbox {
  const findTransaction = (token: string) =>
    getRow<TransactionRow>(db, 'SELECT * FROM transbank_sandbox_transactions WHERE token = ?', token);
  const savedCard = (tbkUser: string | null) =>
    tbkUser === null
      ? undefined
      : getRow<{ last_digits: string; behaviour: TransbankBehaviour }>(
          db,
          "SELECT last_digits, behaviour FROM transbank_sandbox_inscriptions WHERE tbk_user = ? AND status = 'FINISHED'",
          tbkUser,
        );

  const gateway: TransbankGateway = {
    createTransaction(request) {
      const token = newToken();
      insertRow(
        db,
        `INSERT INTO transbank_sandbox_transactions (token, buy_order, session_id, amount_cents, return_url, tbk_user,
           status, created) VALUES (?, ?, ?, ?, ?, ?, 'INITIALIZED', ?)`,
        token,
        request.buyOrder,
        request.sessionId,
        request.amountCents,
        request.returnUrl,
        request.savedCard,
        now().toISOString(),
      );
      return Promise.resolve({ token, url: `${SANDBOX_PAGES_PATH}/webpay` });
    },
    commitTransaction(token) {
      const row = findTransaction(token);
      // Only a transaction the page finished with a card can be committed (an aborted one answers an error).
      if (!row || (row.status !== 'AUTHORIZED' && row.status !== 'FAILED')) return Promise.resolve(undefined);
      return Promise.resolve({
        buyOrder: row.buy_order,
        sessionId: row.session_id,
        amountCents: row.amount_cents,
        status: row.status,
        responseCode: row.response_code ?? -1,
      });
    },
    refund(token, amountCents, reference) {
      const row = findTransaction(token);
      const refund =
        row?.status === 'AUTHORIZED'
          ? sandboxRefund(
              db,
              'transbank',
              { paymentRef: token, chargedCents: row.amount_cents, amountCents, idempotencyKey: reference },
              now(),
            )
          : null;
      return Promise.resolve(refund ? { id: refund.refundId } : undefined);
    },
    startInscription(request) {
      const token = newToken();
      insertRow(
        db,
        `INSERT INTO transbank_sandbox_inscriptions (token, username, response_url, status, created)
         VALUES (?, ?, ?, 'INITIALIZED', ?)`,
        token,
        request.username,
        request.responseUrl,
        now().toISOString(),
      );
      return Promise.resolve({ token, url: `${SANDBOX_PAGES_PATH}/oneclick` });
    },
    finishInscription(token) {
      const row = getRow<{
        status: SandboxInscription['status'];
        behaviour: TransbankBehaviour | null;
        tbk_user: string | null;
        last_digits: string | null;
      }>(
        db,
        'SELECT status, behaviour, tbk_user, last_digits FROM transbank_sandbox_inscriptions WHERE token = ?',
        token,
      );
      if (!row) return Promise.resolve(undefined);
      if (row.status === 'FINISHED')
        return Promise.resolve({ responseCode: 0, tbkUser: row.tbk_user, lastDigits: row.last_digits });
      if (row.status !== 'ENROLLED' || row.behaviour !== 'approve') {
        return Promise.resolve({ responseCode: -96, tbkUser: null, lastDigits: null });
      }
      const tbkUser = randomBytes(16).toString('hex');
      runSql(
        db,
        "UPDATE transbank_sandbox_inscriptions SET status = 'FINISHED', tbk_user = ? WHERE token = ?",
        tbkUser,
        token,
      );
      return Promise.resolve({ responseCode: 0, tbkUser, lastDigits: row.last_digits });
    },
  };

  return {
    gateway,
    transaction(token) {
      const row = findTransaction(token);
      if (!row) return undefined;
      const card = savedCard(row.tbk_user);
      return {
        token: row.token,
        buyOrder: row.buy_order,
        sessionId: row.session_id,
        amountCents: row.amount_cents,
        returnUrl: row.return_url,
        status: row.status,
        savedCard: card ? { lastDigits: card.last_digits, behaviour: card.behaviour } : null,
      };
    },
    endTransaction(token, ending) {
      const status = ending === 'abort' ? 'ABORTED' : ending === 'approve' ? 'AUTHORIZED' : 'FAILED';
      runSql(
        db,
        "UPDATE transbank_sandbox_transactions SET status = ?, response_code = ? WHERE token = ? AND status = 'INITIALIZED'",
        status,
        ending === 'approve' ? 0 : -1,
        token,
      );
    },
    inscription(token) {
      const row = getRow<{ token: string; response_url: string; status: SandboxInscription['status'] }>(
        db,
        'SELECT token, response_url, status FROM transbank_sandbox_inscriptions WHERE token = ?',
        token,
      );
      return row && { token: row.token, responseUrl: row.response_url, status: row.status };
    },
    endInscription(token, ending) {
      if (ending === 'abort') {
        runSql(
          db,
          "UPDATE transbank_sandbox_inscriptions SET status = 'ABORTED' WHERE token = ? AND status = 'INITIALIZED'",
          token,
        );
        return;
      }
      runSql(
        db,
        `UPDATE transbank_sandbox_inscriptions SET status = 'ENROLLED', last_digits = ?, behaviour = ?
         WHERE token = ? AND status = 'INITIALIZED'`,
        ending.lastDigits,
        ending.behaviour,
        token,
      );
    },
  };
}
