// The shop list's gridStatus (document 1, 7): the filters and sorts the shop uses and nothing else, parsed strictly by
// the list calls' parser (http/grid-status.ts).
import { parseGridStatus, type GridSpec } from '../http/grid-status.ts';

/** A filter of the shop list. */
export type ShopFilter =
  | { field: 'ProductTypeId'; op: 'equals'; value: number }
  | { field: TextField; op: 'contains'; value: string };

/** The text columns the shop search looks in. */
export type TextField = 'Name' | 'Detail' | 'Description';

/** A sort of the shop list. */
export interface ShopSort {
  field: 'Created' | 'GrossPrice';
  dir: 'asc' | 'desc';
}

/** The parsed grid status: every group must match, and a group matches when any of its filters does. */
export interface ShopGridStatus {
  filters: ShopFilter[][];
  sort: ShopSort[];
}

const SHOP_GRID: GridSpec<ShopFilter['field'], ShopSort['field']> = {
  columns: {
    ProductTypeId: { op: 'equals', value: 'id', idName: 'a product type id' },
    Name: { op: 'contains', value: 'text' },
    Detail: { op: 'contains', value: 'text' },
    Description: { op: 'contains', value: 'text' },
  },
  sortable: ['Created', 'GrossPrice'],
};

/** Parses the gridStatus query value; a missing one means no filters and the default order. */
export function parseShopGridStatus(raw: string | undefined): ShopGridStatus {
  // The spec fixes each column's operator and value type, so the parsed filters are ShopFilters.
  return parseGridStatus(raw, SHOP_GRID) as ShopGridStatus;
}
