import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { allRows, getRow } from '../db/database.ts';
import type { ShopFilter, ShopGridStatus, ShopSort, TextField } from './grid-status.ts';
import { FOLD_FUNCTION, foldSearchText, registerFoldFunction } from '../db/search-text.ts';

/** A product as the shop shows it, at the price of the customer who asks. */
export interface ShopProduct {
  id: number;
  name: string;
  logo: string;
  detail: string;
  description: string;
  typeName: string;
  grossCents: number;
  netCents: number;
  /** Units left; null when the club does not control the product's stock. */
  stock: number | null;
  transportRequired: boolean;
}

/** A product type of the shop filter. */
export interface ShopProductType {
  id: number;
  name: string;
}

/** Who the prices are for: a customer (its price list applies) or nobody (the shop price). */
export type PriceFor = number | null;

/** The most products a featured list (popular, trending) holds. */
export const FEATURED_LIMIT = 8;

/** The shop's catalogue: products on sale, their types, the featured lists and the search box. */
export interface ProductRepository {
  /** A page of products on sale matching the grid status, and how many match in all. */
  listPage(
    status: ShopGridStatus,
    page: { offset: number; limit: number },
    priceFor: PriceFor,
  ): { products: ShopProduct[]; totalCount: number };
  /** The product types that have products on sale, in the club's order. */
  listTypes(): ShopProductType[];
  /** A product on sale, or undefined for an unknown id or a product off sale. */
  findOnSale(id: number, priceFor: PriceFor): ShopProduct | undefined;
  /** The club's popular picks, in its order; products out of stock are left out (they could not be added). */
  listPopular(priceFor: PriceFor): ShopProduct[];
  /** The club's trending picks, in its order; products out of stock are left out. */
  listTrending(priceFor: PriceFor): ShopProduct[];
  /** Products whose name, detail or description contain the text: name matches first. */
  search(text: string, limit: number): { products: ShopProduct[]; totalCount: number };
}

interface ProductRow {
  id: number;
  name: string;
  logo: string;
  detail: string;
  description: string;
  type_name: string | null;
  gross_cents: number;
  net_cents: number;
  stock: number | null;
  transport_required: number;
}

const toProduct = (row: ProductRow): ShopProduct => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  detail: row.detail,
  description: row.description,
  typeName: row.type_name ?? '',
  grossCents: row.gross_cents,
  netCents: row.net_cents,
  stock: row.stock,
  transportRequired: row.transport_required === 1,
});

// The customer's price list, if any (a deleted account has none): its price replaces the shop price.
const PRICE_LIST = `(SELECT l.price_list_id FROM customer_price_lists l JOIN customers c ON c.id = l.customer_id
                     WHERE l.customer_id = ? AND c.deleted IS NULL)`;

const SELECT_PRODUCT = `
  SELECT p.id, p.name, p.logo, p.detail, p.description, t.name AS type_name, p.stock, p.transport_required,
         COALESCE(lp.gross_cents, p.gross_cents) AS gross_cents, COALESCE(lp.net_cents, p.net_cents) AS net_cents
  FROM products p
  LEFT JOIN product_types t ON t.id = p.product_type_id
  LEFT JOIN price_list_products lp ON lp.product_id = p.id AND lp.price_list_id = ${PRICE_LIST}`;

// Only these fixed column names ever reach the SQL text; values travel as parameters.
const TEXT_COLUMNS: Record<TextField, string> = {
  Name: 'p.name',
  Detail: 'p.detail',
  Description: 'p.description',
};
const SORT_COLUMNS: Record<ShopSort['field'], string> = { Created: 'p.created', GrossPrice: 'gross_cents' };

function filterSql(filter: ShopFilter): { sql: string; params: SQLInputValue[] } {
  if (filter.field === 'ProductTypeId') return { sql: 'p.product_type_id = ?', params: [filter.value] };
  return {
    sql: `instr(${FOLD_FUNCTION}(${TEXT_COLUMNS[filter.field]}), ?) > 0`,
    params: [foldSearchText(filter.value)],
  };
}

function whereSql(groups: ShopFilter[][]): { sql: string; params: SQLInputValue[] } {
  const parts = ['p.on_sale = 1'];
  const params: SQLInputValue[] = [];
  for (const group of groups) {
    const members = group.map(filterSql);
    parts.push(`(${members.map((member) => member.sql).join(' OR ')})`);
    for (const member of members) params.push(...member.params);
  }
  return { sql: parts.join(' AND '), params };
}

function orderSql(sorts: ShopSort[]): string {
  // "New" is the shop's default; the id settles ties so that pages never overlap or skip a product.
  const keys = sorts.length > 0 ? sorts : [{ field: 'Created', dir: 'desc' } as const];
  return [...keys.map((sort) => `${SORT_COLUMNS[sort.field]} ${sort.dir.toUpperCase()}`), 'p.id ASC'].join(
    ', ',
  );
}

/** Creates the product repository (and registers the search fold function on the connection). */
export function createProductRepository(db: DatabaseSync): ProductRepository {
  registerFoldFunction(db);

  const featured = (column: 'popular_position' | 'trending_position', priceFor: PriceFor): ShopProduct[] =>
    allRows<ProductRow>(
      db,
      `${SELECT_PRODUCT}
       WHERE p.on_sale = 1 AND p.${column} IS NOT NULL AND (p.stock IS NULL OR p.stock > 0)
       ORDER BY p.${column}, p.id LIMIT ?`,
      priceFor,
      FEATURED_LIMIT,
    ).map(toProduct);

  return {
    listPage(status, page, priceFor) {
      const where = whereSql(status.filters);
      const count = getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM products p WHERE ${where.sql}`,
        ...where.params,
      );
      const products = allRows<ProductRow>(
        db,
        `${SELECT_PRODUCT} WHERE ${where.sql} ORDER BY ${orderSql(status.sort)} LIMIT ? OFFSET ?`,
        priceFor,
        ...where.params,
        page.limit,
        page.offset,
      ).map(toProduct);
      return { products, totalCount: count?.n ?? 0 };
    },
    listTypes() {
      return allRows<ShopProductType>(
        db,
        `SELECT t.id, t.name FROM product_types t
         WHERE EXISTS (SELECT 1 FROM products p WHERE p.product_type_id = t.id AND p.on_sale = 1)
         ORDER BY t.position, t.id`,
      );
    },
    findOnSale(id, priceFor) {
      const row = getRow<ProductRow>(db, `${SELECT_PRODUCT} WHERE p.id = ? AND p.on_sale = 1`, priceFor, id);
      return row ? toProduct(row) : undefined;
    },
    listPopular(priceFor) {
      return featured('popular_position', priceFor);
    },
    listTrending(priceFor) {
      return featured('trending_position', priceFor);
    },
    search(text, limit) {
      const folded = foldSearchText(text);
      const where = whereSql([
        (['Name', 'Detail', 'Description'] as const).map((field) => ({
          field,
          op: 'contains',
          value: text,
        })),
      ]);
      const count = getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM products p WHERE ${where.sql}`,
        ...where.params,
      );
      const products = allRows<ProductRow>(
        db,
        `${SELECT_PRODUCT} WHERE ${where.sql}
         ORDER BY instr(${FOLD_FUNCTION}(p.name), ?) = 0, p.popular_position IS NULL, p.popular_position, p.name, p.id
         LIMIT ?`,
        null,
        ...where.params,
        folded,
        limit,
      ).map(toProduct);
      return { products, totalCount: count?.n ?? 0 };
    },
  };
}
