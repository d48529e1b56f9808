import type { DatabaseSync } from 'node:sqlite';
import { RESERVED_SQL } from '../checkout/stock-reservations.ts';
import { allRows } from '../db/database.ts';

/** What the stock check reads of a product. */
export interface ProductStock {
  id: number;
  name: string;
  /** Units left that no running card step reserves; null when the club does not control this product's stock. */
  stock: number | null;
  onSale: boolean;
}

/** The stock of the shop's products. */
export interface StockRepository {
  /** The products with these ids that exist, in no particular order. */
  findProducts(ids: readonly number[]): ProductStock[];
}

interface StockRow {
  id: number;
  name: string;
  stock: number | null;
  on_sale: number;
}

/** Creates the stock repository; the clock says which card steps' reservations still run. */
export function createStockRepository(db: DatabaseSync, now: () => Date): StockRepository {
  return {
    findProducts(ids) {
      if (ids.length === 0) return [];
      const placeholders = ids.map(() => '?').join(', ');
      return allRows<StockRow>(
        db,
        `SELECT id, name, MAX(stock - ${RESERVED_SQL}, 0) AS stock, on_sale FROM products
         WHERE id IN (${placeholders})`,
        now().toISOString(),
        0,
        ...ids,
      ).map((row) => ({ id: row.id, name: row.name, stock: row.stock, onSale: row.on_sale === 1 }));
    },
  };
}
