import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, runSql } from '../db/database.ts';
import { hashToken } from '../tokens/token-repository.ts';

/** Why a link code does not link: nobody issued it, it was used, or its 5 minutes are over. */
export type LinkCodeRefusal = 'unknown' | 'used' | 'lapsed';

/** Why a redemption gives no app token: the code's refusals, not confirmed yet, or the app's secrets do not match. */
export type RedeemRefusal = LinkCodeRefusal | 'unconfirmed' | 'mismatch';

/** A link code just issued to the club's app: the code goes to the app once, only its hash is kept. */
export interface IssuedLinkCode {
  code: string;
  expires: Date;
}

/** What /link-account shows about a code before the customer confirms. */
export interface PendingLinkCode {
  appName: string;
  expires: Date;
}

/** What the app gets for a confirmed code: the token /auto-login takes, made here. */
export interface RedeemedLinkCode {
  token: string;
  customerId: number;
}

/**
 * The links between the club's mobile app and customers. The app asks for a link code with the S256 challenge of a
 * secret it keeps (PKCE's verifier); the customer confirms the code on /link-account, which hands the app a
 * confirmation through its bridge; the app redeems code, verifier and confirmation for its own token. Codes, tokens
 * and confirmations are random, made here, and kept as SHA-256 only.
 */
export interface AppLinkRepository {
  /** Issues a code for an app, valid for `lifetimeMs` from now. */
  issueCode(appName: string, codeChallenge: string, lifetimeMs: number): IssuedLinkCode;
  /** The app a code links, while it can still be confirmed. */
  findCode(code: string): PendingLinkCode | LinkCodeRefusal;
  /** Binds a pending code to the customer; answers the confirmation the app redeems it with. */
  confirmCode(code: string, customerId: number): { confirmation: string } | LinkCodeRefusal;
  /**
   * Redeems a confirmed code with the app's verifier and the confirmation: links a new app token to the customer for
   * `linkLifetimeMs`. A confirmed code is used by any attempt, right or wrong, so its secrets cannot be tried.
   */
  redeemCode(
    code: string,
    codeVerifier: string,
    confirmation: string,
    linkLifetimeMs: number,
  ): RedeemedLinkCode | RedeemRefusal;
  /**
   * The customer an app token is linked to, when the link has not expired; using a link extends it by `lifetimeMs`,
   * so an app in use stays linked and an abandoned one expires.
   */
  use(token: string, lifetimeMs: number): number | undefined;
  /** Removes every link and confirmed code of a customer (a password reset: whoever knew the old password loses the app too). */
  revokeAll(customerId: number): void;
}

interface CodeRow {
  id: number;
  code_challenge: string;
  app_name: string;
  expires: string;
  customer_id: number | null;
  confirmation_hash: string | null;
  used: string | null;
}

/** How long a lapsed code is kept, so that the page can still say it lapsed rather than that it is unknown. */
const LAPSED_CODES_KEPT_MS = 24 * 60 * 60 * 1000;

const randomSecret = (): string => randomBytes(32).toString('base64url');

/** PKCE's S256: base64url(SHA-256(verifier)). */
export function codeChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Creates the app link repository; `now` is the clock (tests move it). */
export function createAppLinkRepository(db: DatabaseSync, now: () => Date): AppLinkRepository {
  const after = (lifetimeMs: number): Date => new Date(now().getTime() + lifetimeMs);

  const readCode = (code: string): CodeRow | LinkCodeRefusal => {
    const row = getRow<CodeRow>(
      db,
      `SELECT id, code_challenge, app_name, expires, customer_id, confirmation_hash, used
       FROM app_link_codes WHERE code_hash = ?`,
      hashToken(code),
    );
    if (!row) return 'unknown';
    if (row.used !== null) return 'used';
    if (row.expires <= now().toISOString()) return 'lapsed';
    return row;
  };

  return {
    issueCode(appName, codeChallenge, lifetimeMs) {
      runSql(
        db,
        'DELETE FROM app_link_codes WHERE expires < ?',
        new Date(now().getTime() - LAPSED_CODES_KEPT_MS).toISOString(),
      );
      const code = randomSecret();
      const expires = after(lifetimeMs);
      runSql(
        db,
        `INSERT INTO app_link_codes (code_hash, code_challenge, app_name, created, expires) VALUES (?, ?, ?, ?, ?)`,
        hashToken(code),
        codeChallenge,
        appName,
        now().toISOString(),
        expires.toISOString(),
      );
      return { code, expires };
    },
    findCode(code) {
      const row = readCode(code);
      if (typeof row === 'string') return row;
      if (row.customer_id !== null) return 'used';
      return { appName: row.app_name, expires: new Date(row.expires) };
    },
    confirmCode(code, customerId) {
      const row = readCode(code);
      if (typeof row === 'string') return row;
      const confirmation = randomSecret();
      // Only a code nobody confirmed yet: two confirmations racing cannot both bind it.
      const bound = runSql(
        db,
        `UPDATE app_link_codes SET customer_id = ?, confirmation_hash = ?
         WHERE id = ? AND customer_id IS NULL AND used IS NULL`,
        customerId,
        hashToken(confirmation),
        row.id,
      );
      return bound === 1 ? { confirmation } : 'used';
    },
    redeemCode(code, codeVerifier, confirmation, linkLifetimeMs) {
      const row = readCode(code);
      if (typeof row === 'string') return row;
      if (row.customer_id === null || row.confirmation_hash === null) return 'unconfirmed';
      const taken = runSql(
        db,
        'UPDATE app_link_codes SET used = ? WHERE id = ? AND used IS NULL',
        now().toISOString(),
        row.id,
      );
      if (taken !== 1) return 'used';
      if (
        !sameText(codeChallengeOf(codeVerifier), row.code_challenge) ||
        !sameText(hashToken(confirmation), row.confirmation_hash)
      ) {
        return 'mismatch';
      }
      const token = randomSecret();
      runSql(
        db,
        'INSERT INTO app_links (customer_id, token_hash, created, expires) VALUES (?, ?, ?, ?)',
        row.customer_id,
        hashToken(token),
        now().toISOString(),
        after(linkLifetimeMs).toISOString(),
      );
      return { token, customerId: row.customer_id };
    },
    use(token, lifetimeMs) {
      const row = getRow<{ id: number; customer_id: number }>(
        db,
        'SELECT id, customer_id FROM app_links WHERE token_hash = ? AND expires > ?',
        hashToken(token),
        now().toISOString(),
      );
      if (!row) return undefined;
      runSql(db, 'UPDATE app_links SET expires = ? WHERE id = ?', after(lifetimeMs).toISOString(), row.id);
      return row.customer_id;
    },
    revokeAll(customerId) {
      runSql(db, 'DELETE FROM app_links WHERE customer_id = ?', customerId);
      runSql(db, 'DELETE FROM app_link_codes WHERE customer_id = ?', customerId);
    },
  };
}
