// Case- and accent-insensitive text search of the shop. SQLite's LIKE folds ASCII case only, so "pala" would miss
// "PALA" in some collations and "lagrima" would miss "Lágrima". Both sides are folded by the same function instead:
// registered on the connection as shop_fold(), it folds the stored columns at query time, so there is no extra
// column that could go stale when a product changes. A club's shop holds hundreds of products, not millions, so the
// scan costs nothing noticeable.
import type { DatabaseSync } from 'node:sqlite';

/** The name of the SQL function that folds a column: `instr(shop_fold(p.name), ?) > 0`. */
export const FOLD_FUNCTION = 'shop_fold';

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

/** Registers shop_fold() on a connection (once per connection). */
export function registerFoldFunction(db: DatabaseSync): void {
  db.function(FOLD_FUNCTION, { deterministic: true }, (value) =>
    typeof value === 'string' ? foldSearchText(value) : '',
  );
}
