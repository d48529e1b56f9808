// The shop list's page size, sort codes and grid status: pure builders without the HTTP client, so the API's tests
// (no DOM) can send the very query the front end sends.
import type { GridStatus } from '@club/shared-contracts/entities';

/** Products per shop page. */
export const shopPageSize = 30;

/** Sort codes of the shop list: 1 new (Created descending), 2 price ascending, 3 price descending. */
export const ShopSort = { New: 1, PriceAscending: 2, PriceDescending: 3 } as const;
/** One of the shop sort codes. */
export type ShopSort = (typeof ShopSort)[keyof typeof ShopSort];

const sorts: Record<ShopSort, GridStatus['sort'][number]> = {
  1: { field: 'Created', dir: 'desc' },
  2: { field: 'GrossPrice', dir: 'asc' },
  3: { field: 'GrossPrice', dir: 'desc' },
};

/** The shop list's filters and sort. */
export interface ShopQuery {
  productTypeId?: number | null;
  search?: string | null;
  sort?: ShopSort;
}

/** The shop list's grid status: ProductTypeId equals; Name, Detail or Description contains the search; the sort. */
export function shopGridStatus({ productTypeId, search, sort = ShopSort.New }: ShopQuery): GridStatus {
  const filters: GridStatus['filters'] = [];
  if (productTypeId !== null && productTypeId !== undefined) {
    filters.push({ field: 'ProductTypeId', op: 'equals', value: productTypeId });
  }
  const text = search?.trim();
  if (text) {
    filters.push({
      or: ['Name', 'Detail', 'Description'].map((field) => ({ field, op: 'contains', value: text })),
    });
  }
  return { filters, sort: [sorts[sort]] };
}
