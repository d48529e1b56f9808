import type { DatabaseSync } from 'node:sqlite';
import { allRows, runSql } from '../db/database.ts';

/** A card a customer saved with a payment provider; only its last digits are known here. */
export interface CardToken {
  id: number;
  lastDigits: string;
}

/** The cards customers saved while paying. */
export interface CardTokenRepository {
  /** A customer's saved cards, the newest first. */
  list(customerId: number): CardToken[];
  /** Deletes one card of the customer; false when the customer has no such card. */
  remove(customerId: number, cardId: number): boolean;
  /** Deletes every card of the customer (account deletion). */
  removeAll(customerId: number): void;
}

/** Creates the card token repository. */
export function createCardTokenRepository(db: DatabaseSync): CardTokenRepository {
  return {
    list(customerId) {
      return allRows<{ id: number; last_digits: string }>(
        db,
        'SELECT id, last_digits FROM card_tokens WHERE customer_id = ? ORDER BY created DESC, id DESC',
        customerId,
      ).map((row) => ({ id: row.id, lastDigits: row.last_digits }));
    },
    remove(customerId, cardId) {
      return runSql(db, 'DELETE FROM card_tokens WHERE id = ? AND customer_id = ?', cardId, customerId) > 0;
    },
    removeAll(customerId) {
      runSql(db, 'DELETE FROM card_tokens WHERE customer_id = ?', customerId);
    },
  };
}
