// The shop list's view state lives in the URL query (STYLE 5), so a reload or a shared link shows the same page:
// ?sort=2&type=3&search=pala&page=2. Defaults are left out of the URL.
import { ShopSort } from '@club/shared-contracts/api/shop';
import { searchApplies } from '@club/shared-contracts/api/grid';
import { positiveWhole } from '@club/shared-contracts/positive-whole';

/** What the shop list shows: the page (from 1), the sort, the product type (null for all) and the search. */
export interface ShopView {
  page: number;
  sort: ShopSort;
  productTypeId: number | null;
  /** The search as the URL has it; it filters only when it applies (see `appliedSearch`). */
  search: string;
}

/** The query parameters of the view. */
export const shopViewParams = { page: 'page', sort: 'sort', type: 'type', search: 'search' } as const;

const sorts: readonly number[] = Object.values(ShopSort);

function isShopSort(value: number | null): value is ShopSort {
  return value !== null && sorts.includes(value);
}

/** Reads the view from the URL query; a missing or malformed value is the default (page 1, new, all, no search). */
export function readShopView(params: URLSearchParams): ShopView {
  const sort = positiveWhole(params.get(shopViewParams.sort));
  return {
    page: positiveWhole(params.get(shopViewParams.page)) ?? 1,
    sort: isShopSort(sort) ? sort : ShopSort.New,
    productTypeId: positiveWhole(params.get(shopViewParams.type)),
    search: params.get(shopViewParams.search) ?? '',
  };
}

/** The search the list filters by: the view's, when it applies (empty or longer than 3 characters), else none. */
export function appliedSearch(view: Pick<ShopView, 'search'>): string {
  const search = view.search.trim();
  return searchApplies(search) ? search : '';
}

/**
 * The URL query after a change of the view. Changing the sort, the type or the search goes back to the first page
 * (document 1, 4); other parameters of the query are kept.
 */
export function changeShopView(params: URLSearchParams, change: Partial<ShopView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if (change.sort !== undefined)
    set(shopViewParams.sort, change.sort === ShopSort.New ? null : String(change.sort));
  if (change.productTypeId !== undefined) {
    set(shopViewParams.type, change.productTypeId === null ? null : String(change.productTypeId));
  }
  if (change.search !== undefined) set(shopViewParams.search, change.search.trim() || null);
  const page = change.page ?? 1;
  set(shopViewParams.page, page > 1 ? String(page) : null);
  return next;
}
