import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, insertRow, runSql } from '../db/database.ts';

/**
 * What a token is for. A 'registration' token is the proof a registration answers (TEMPORARY_LOGIN_MS): the few
 * calls a customer just registered may make before the account is active (auth.ts, requireCustomerOrRegistration);
 * it is no session.
 */
export type TokenKind = 'session' | 'activation' | 'reset' | 'registration';

/** A token that was just issued: the secret goes to the customer once, only its hash is kept. */
export interface IssuedToken {
  token: string;
  expires: Date;
}

/** A stored token that is still valid. */
export interface ValidToken {
  id: number;
  customerId: number;
  impersonatedBy: number | null;
  expires: Date;
}

interface TokenRow {
  id: number;
  customer_id: number;
  impersonated_by: number | null;
  expires: string;
}

/** SHA-256 of a token, as stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Bearer, activation and reset tokens: random 32 bytes, stored hashed with an expiry. */
export interface TokenRepository {
  issue(customerId: number, kind: TokenKind, lifetimeMs: number, impersonatedBy?: number): IssuedToken;
  find(token: string, kind: TokenKind): ValidToken | undefined;
  /** Finds a valid token and deletes it, so a mail link works once. */
  consume(token: string, kind: TokenKind): ValidToken | undefined;
  revokeAll(customerId: number, kind: TokenKind): void;
}

/** Creates the token repository; `now` is the clock (tests move it). */
export function createTokenRepository(db: DatabaseSync, now: () => Date): TokenRepository {
  const find = (token: string, kind: TokenKind): ValidToken | undefined => {
    const row = getRow<TokenRow>(
      db,
      'SELECT id, customer_id, impersonated_by, expires FROM customer_tokens WHERE token_hash = ? AND kind = ? AND expires > ?',
      hashToken(token),
      kind,
      now().toISOString(),
    );
    return row
      ? {
          id: row.id,
          customerId: row.customer_id,
          impersonatedBy: row.impersonated_by,
          expires: new Date(row.expires),
        }
      : undefined;
  };
  return {
    issue(customerId, kind, lifetimeMs, impersonatedBy) {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      const expires = new Date(created.getTime() + lifetimeMs);
      insertRow(
        db,
        'INSERT INTO customer_tokens (customer_id, kind, token_hash, impersonated_by, created, expires) VALUES (?, ?, ?, ?, ?, ?)',
        customerId,
        kind,
        hashToken(token),
        impersonatedBy ?? null,
        created.toISOString(),
        expires.toISOString(),
      );
      // Expired tokens are useless; dropping them here keeps the table small without a timer.
      runSql(db, 'DELETE FROM customer_tokens WHERE expires <= ?', created.toISOString());
      return { token, expires };
    },
    find,
    consume(token, kind) {
      const found = find(token, kind);
      if (found) runSql(db, 'DELETE FROM customer_tokens WHERE id = ?', found.id);
      return found;
    },
    revokeAll(customerId, kind) {
      runSql(db, 'DELETE FROM customer_tokens WHERE customer_id = ? AND kind = ?', customerId, kind);
    },
  };
}
