// Case- and accent-insensitive text search (the shop, the blog, the player lookup). SQLite's LIKE folds ASCII case
// only, so "pala" would miss "PALA" in some collations and "lagrima" would miss "Lágrima". Both sides are folded by
// the same function instead: registered on the connection as search_fold(), it folds the stored columns at query
// time, so there is no extra column that could go stale when a row changes. A club holds hundreds of products and
// posts, not millions, so the scan costs nothing noticeable.
import type { DatabaseSync } from 'node:sqlite';

/** The name of the SQL function that folds a column: `instr(search_fold(p.name), ?) > 0`. */
export const FOLD_FUNCTION = 'search_fold';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Folds text for searching: HTML tags dropped (the detail is HTML, and "strong" must not match every product),
 * common entities decoded, accents removed, lower case, whitespace collapsed.
 */
export function foldSearchText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? ' ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Registers search_fold() on a connection (once per connection). */
export function registerFoldFunction(db: DatabaseSync): void {
  db.function(FOLD_FUNCTION, { deterministic: true }, (value) =>
    typeof value === 'string' ? foldSearchText(value) : '',
  );
}
