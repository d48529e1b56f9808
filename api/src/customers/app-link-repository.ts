import type { DatabaseSync } from 'node:sqlite';
import { getRow, runSql } from '../db/database.ts';
import { hashToken } from '../tokens/token-repository.ts';

/**
 * Links between a token of the club's mobile app and a customer. The app chooses the token (the API never sends it
 * back), so only its SHA-256 is kept, as for the customer tokens.
 */
export interface AppLinkRepository {
  /** Links the token to the customer for `lifetimeMs`; a token linked before moves to this customer. */
  link(customerId: number, externalToken: string, lifetimeMs: number): void;
  /**
   * The customer a token is linked to, when the link has not expired; using a link extends it by `lifetimeMs`, so an
   * app in use stays linked and an abandoned one expires.
   */
  use(externalToken: string, lifetimeMs: number): number | undefined;
  /** Removes every link of a customer (a password reset: whoever knew the old password loses the app too). */
  revokeAll(customerId: number): void;
}

/** Creates the app link repository; `now` is the clock (tests move it). */
export function createAppLinkRepository(db: DatabaseSync, now: () => Date): AppLinkRepository {
  const expiresAfter = (lifetimeMs: number): string => new Date(now().getTime() + lifetimeMs).toISOString();
  return {
    link(customerId, externalToken, lifetimeMs) {
      runSql(
        db,
        `INSERT INTO app_links (customer_id, token_hash, created, expires) VALUES (?, ?, ?, ?)
         ON CONFLICT (token_hash) DO UPDATE SET customer_id = excluded.customer_id, created = excluded.created,
           expires = excluded.expires`,
        customerId,
        hashToken(externalToken),
        now().toISOString(),
        expiresAfter(lifetimeMs),
      );
    },
    use(externalToken, lifetimeMs) {
      const row = getRow<{ id: number; customer_id: number }>(
        db,
        'SELECT id, customer_id FROM app_links WHERE token_hash = ? AND expires > ?',
        hashToken(externalToken),
        now().toISOString(),
      );
      if (!row) return undefined;
      runSql(db, 'UPDATE app_links SET expires = ? WHERE id = ?', expiresAfter(lifetimeMs), row.id);
      return row.customer_id;
    },
    revokeAll(customerId) {
      runSql(db, 'DELETE FROM app_links WHERE customer_id = ?', customerId);
    },
  };
}
