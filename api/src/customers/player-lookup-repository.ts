import type { DatabaseSync } from 'node:sqlite';
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import { allRows } from '../db/database.ts';
import { FOLD_FUNCTION, foldSearchText, registerFoldFunction } from '../db/search-text.ts';

/** The club's customers as another customer may find them: names, logo and level, never contact data. */
export interface PlayerLookupRepository {
  /**
   * Active customers whose name or surname holds the text (case and accents ignored), those whose name starts
   * with it first, leaving out `callerId`; the level is the one in `sport` (Taykus preferred), or the best one.
   */
  find(text: string, sport: string | undefined, callerId: number, limit: number): PlayerLookup[];
}

/** Creates the player lookup (and registers the search fold on the connection, as the shop's search does). */
export function createPlayerLookupRepository(db: DatabaseSync): PlayerLookupRepository {
  registerFoldFunction(db);
  return {
    find(text, sport, callerId, limit) {
      const folded = foldSearchText(text);
      const level =
        sport === undefined
          ? `(SELECT MAX(l.level) FROM customer_levels l WHERE l.customer_id = c.id)`
          : `(SELECT l.level FROM customer_levels l WHERE l.customer_id = c.id AND l.sport = ?
              ORDER BY CASE l.provider WHEN 'Taykus' THEN 0 ELSE 1 END LIMIT 1)`;
      return allRows<{ id: number; name: string; surname: string; logo: string; level: number | null }>(
        db,
        `SELECT c.id, c.name, c.surname, c.logo, ${level} AS level
         FROM customers c
         WHERE c.deleted IS NULL AND c.status = 'Active' AND c.id <> ?
           AND instr(${FOLD_FUNCTION}(c.name || ' ' || c.surname), ?) > 0
         ORDER BY instr(${FOLD_FUNCTION}(c.name), ?) <> 1, c.name, c.surname, c.id
         LIMIT ?`,
        ...(sport === undefined ? [] : [sport]),
        callerId,
        folded,
        folded,
        limit,
      ).map((row) => ({
        id: row.id,
        name: row.name,
        surname: row.surname,
        logo: row.logo,
        level: row.level === null ? null : Math.round(row.level * 100) / 100,
      }));
    },
  };
}
