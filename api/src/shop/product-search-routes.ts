import type { FastifyInstance } from 'fastify';
import type { CustomerSearchResult } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { searchSchema, withErrors } from '../http/schemas.ts';
import type { ShopProduct } from './product-repository.ts';

/** The search box starts at this many characters (document 1, 9); shorter texts answer no results. */
export const SEARCH_MIN_LENGTH = 3;
/** The shop applies a search longer than 3 characters (shared-contracts searchApplies). */
const SHOP_SEARCH_MIN_LENGTH = 4;
/** Products listed in the search box at most. */
export const SEARCH_RESULTS = 8;
/** The picture of the "see everything in the shop" entry: the club's logo (the front end has no other). */
export const SHOP_ENTRY_LOGO = 'club-logo.svg';
const DETAIL_LENGTH = 120;

const str = { type: 'string' } as const;

const searchBody = {
  type: 'object',
  properties: { search: searchSchema },
  required: ['search'],
  additionalProperties: false,
} as const;

const searchAnswerSchema = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    rowData: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: ['integer', 'null'] }, name: str, logo: str, detail: str },
        required: ['id', 'name', 'logo', 'detail'],
      },
    },
  },
  required: ['ok', 'rowData'],
} as const);

const shorten = (text: string): string =>
  text.length <= DETAIL_LENGTH ? text : `${text.slice(0, DETAIL_LENGTH - 1).trimEnd()}…`;

const toResult = (product: ShopProduct): CustomerSearchResult => ({
  id: product.id,
  name: product.name,
  logo: product.logo,
  detail: shorten(product.description),
});

/** The entry without id: choosing it opens /shop?search=<name>, the shop's own search for the text. */
const shopEntry = (text: string, count: number): CustomerSearchResult => ({
  id: null,
  name: text,
  logo: SHOP_ENTRY_LOGO,
  detail: count === 1 ? 'Ver 1 producto en la tienda' : `Ver los ${count} productos en la tienda`,
});

/**
 * POST /api/products/search, the search box of the navigation bar (document 3, "Customer search box"): its results
 * open /shop/{id}, so it searches the shop's products on sale (name, detail or description, ignoring case and
 * accents), never customers, and is public. From 3 characters; a text the shop would search too (more than 3
 * characters) ends the list with an entry without id that opens the shop's search for it. (The box once posted to
 * publiccustomers/list, which is now the player lookup.)
 */
export function productSearchRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: { search: string } }>(
      '/search',
      { schema: { body: searchBody, response: searchAnswerSchema } },
      (request) => {
        const text = request.body.search.trim();
        if (text.length < SEARCH_MIN_LENGTH) return { ok: true, rowData: [] };
        const { products, totalCount } = ctx.products.search(text, SEARCH_RESULTS);
        const rowData = products.map(toResult);
        if (totalCount > 0 && text.length >= SHOP_SEARCH_MIN_LENGTH)
          rowData.push(shopEntry(text, totalCount));
        return { ok: true, rowData };
      },
    );
    done();
  };
}
