// The Redsys sandbox: what stands for Redsys's payment page when no real keys are set (research A1). The page
// takes the signed form, asks for a card, runs the test cards' behaviours (approve, decline, 3D Secure challenge
// with the CIP, frictionless), then notifies the merchant and sends the customer back to URLOK or URLKO with the
// signed answer, as Redsys does. A card is kept as its last four digits, expiry and behaviour, never its number.
import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, runSql } from '../../db/database.ts';
import { signResponse, type SignedMessage } from './redsys-signature.ts';

/** How a test card behaves on the payment page. */
export type RedsysBehaviour = 'approve' | 'decline' | 'challenge' | 'challenge-decline' | 'frictionless';

/** Redsys's test cards (expiry 12/34, CVV 123); any other valid card is approved. */
export const REDSYS_TEST_CARDS: Readonly<Record<string, RedsysBehaviour>> = {
  '4548812049400004': 'approve',
  '5576440022788500': 'decline',
  '4918019199883839': 'challenge',
  '4907271141151707': 'challenge-decline',
  '4918019160034602': 'frictionless',
};

/** The one-time code of the test 3D Secure challenge. */
export const TEST_CIP = '123456';

/** Ds_Response codes the sandbox answers. */
export const RESPONSE_CODES = {
  approved: '0000',
  declined: '0190',
  notAuthenticated: '0184',
  cancelled: '9915',
} as const;

/** Where a customer on the payment page stands. */
export interface RedsysSession {
  id: string;
  /** The verified DS_MERCHANT_* parameters. */
  parameters: Record<string, string>;
  status: 'card' | 'challenge' | 'finished';
  card: { lastDigits: string; expiry: string; behaviour: RedsysBehaviour } | null;
}

/** A card the sandbox saved (COF). */
export interface RedsysSavedCard {
  identifier: string;
  lastDigits: string;
  expiry: string;
  behaviour: RedsysBehaviour;
}

/** How the page ends: the answer's code, whether the customer was authenticated, the card to save. */
export interface RedsysEnding {
  response: string;
  securePayment: boolean;
}

/** The sandbox's sessions and saved cards. */
export interface RedsysSandboxStore {
  open(parameters: Record<string, string>): string;
  find(id: string): RedsysSession | undefined;
  /** Records the card typed on the page and the session's next step. */
  takeCard(id: string, card: NonNullable<RedsysSession['card']>, status: RedsysSession['status']): void;
  /** Marks the session finished with its Ds_Response: its page takes nothing more. */
  finish(id: string, response: string): void;
  savedCard(identifier: string): RedsysSavedCard | undefined;
  saveCard(card: Omit<RedsysSavedCard, 'identifier'>): string;
}

interface SessionRow {
  id: string;
  parameters: string;
  status: RedsysSession['status'];
  card_last_digits: string | null;
  card_expiry: string | null;
  card_behaviour: RedsysBehaviour | null;
}

/** Creates the sandbox's store on the database. */
export function createRedsysSandboxStore(db: DatabaseSync, now: () => Date): RedsysSandboxStore {
  return {
    open(parameters) {
      const id = randomBytes(16).toString('hex');
      runSql(
        db,
        "INSERT INTO redsys_sandbox_sessions (id, parameters, status, created) VALUES (?, ?, 'card', ?)",
        id,
        JSON.stringify(parameters),
        now().toISOString(),
      );
      return id;
    },
    find(id) {
      const row = getRow<SessionRow>(
        db,
        `SELECT id, parameters, status, card_last_digits, card_expiry, card_behaviour
          FROM redsys_sandbox_sessions WHERE id = ?`,
        id,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        parameters: JSON.parse(row.parameters) as Record<string, string>,
        status: row.status,
        card:
          row.card_last_digits !== null && row.card_expiry !== null && row.card_behaviour !== null
            ? { lastDigits: row.card_last_digits, expiry: row.card_expiry, behaviour: row.card_behaviour }
            : null,
      };
    },
    takeCard(id, card, status) {
      runSql(
        db,
        `UPDATE redsys_sandbox_sessions SET card_last_digits = ?, card_expiry = ?, card_behaviour = ?, status = ?
          WHERE id = ?`,
        card.lastDigits,
        card.expiry,
        card.behaviour,
        status,
        id,
      );
    },
    finish(id, response) {
      runSql(
        db,
        "UPDATE redsys_sandbox_sessions SET status = 'finished', response = ? WHERE id = ?",
        response,
        id,
      );
    },
    savedCard(identifier) {
      const row = getRow<{
        identifier: string;
        last_digits: string;
        expiry: string;
        behaviour: RedsysBehaviour;
      }>(
        db,
        'SELECT identifier, last_digits, expiry, behaviour FROM redsys_sandbox_cards WHERE identifier = ?',
        identifier,
      );
      return (
        row && {
          identifier: row.identifier,
          lastDigits: row.last_digits,
          expiry: row.expiry,
          behaviour: row.behaviour,
        }
      );
    },
    saveCard(card) {
      const identifier = randomBytes(20).toString('hex');
      runSql(
        db,
        'INSERT INTO redsys_sandbox_cards (identifier, last_digits, expiry, behaviour, created) VALUES (?, ?, ?, ?, ?)',
        identifier,
        card.lastDigits,
        card.expiry,
        card.behaviour,
        now().toISOString(),
      );
      return identifier;
    },
  };
}

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * The signed answer of a finished session (the notification and the return query): Redsys's Ds_* fields, with a
 * saved card's identifier when the request asked for one and the charge was authorised.
 */
export function answerOf(
  secretKey: string,
  session: RedsysSession,
  ending: RedsysEnding,
  when: Date,
  savedIdentifier: string | null,
): SignedMessage {
  const request = session.parameters;
  const authorised = ending.response === RESPONSE_CODES.approved;
  const card = session.card;
  return signResponse(secretKey, {
    Ds_Date: `${two(when.getUTCDate())}/${two(when.getUTCMonth() + 1)}/${when.getUTCFullYear()}`,
    Ds_Hour: `${two(when.getUTCHours())}:${two(when.getUTCMinutes())}`,
    Ds_SecurePayment: ending.securePayment ? '1' : '0',
    ...(card ? { Ds_Card_Number: `************${card.lastDigits}`, Ds_Card_Country: '724' } : {}),
    Ds_Amount: request.DS_MERCHANT_AMOUNT ?? '',
    Ds_Currency: request.DS_MERCHANT_CURRENCY ?? '',
    Ds_Order: request.DS_MERCHANT_ORDER ?? '',
    Ds_MerchantCode: request.DS_MERCHANT_MERCHANTCODE ?? '',
    Ds_Terminal: (request.DS_MERCHANT_TERMINAL ?? '').padStart(3, '0'),
    Ds_Response: ending.response,
    Ds_MerchantData: request.DS_MERCHANT_MERCHANTDATA ?? '',
    Ds_TransactionType: request.DS_MERCHANT_TRANSACTIONTYPE ?? '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: authorised ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
    ...(authorised && savedIdentifier !== null && card
      ? {
          Ds_Merchant_Identifier: savedIdentifier,
          Ds_ExpiryDate: card.expiry,
          Ds_Merchant_Cof_Txnid: String(randomInt(1e12, 1e13 - 1)),
        }
      : {}),
  });
}
