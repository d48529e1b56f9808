import { useMemo } from 'react';
import { listShop } from '@club/shared-contracts/api/shop';
import type { Product, ProductType } from '@club/shared-contracts/entities';
import { prefetch } from '@club/shared-contracts/http';
import { getSession, useSession } from '@club/shared-contracts/session';
import { preloadUploadImage } from '@club/shared-ui/upload-image';
import { useLoad, type Load } from '@club/shared-ui/use-load';
import { appliedSearch, readShopView, type ShopView } from './shop-view';

/** A page of the shop list: the page it is, its products, the popular products, the types and the total count. */
export interface ShopList {
  page: number;
  products: Product[];
  popular: Product[];
  productTypes: ProductType[];
  totalCount: number;
}

/**
 * The shop list of a view (GET /api/shop/list, or list-by-customer for the profile in use when logged in). Only an
 * applicable search filters (document 1, 5).
 */
function loadShopList(view: ShopView, customerId: number | null): Promise<ShopList> {
  const { page, sort, productTypeId } = view;
  return listShop({ page, sort, productTypeId, search: appliedSearch(view), customerId }).then(
    (answer): ShopList => ({
      page,
      products: answer.data,
      popular: answer.popular,
      productTypes: answer.productTypes,
      totalCount: answer.totalCount,
    }),
  );
}

/** The cards the list opens with (a row on a desktop, two on a phone): their images load first, not lazily. */
export const firstRowCards = 4;

/**
 * Starts loading the list the shop page will show at this query, ahead of the page's code (see `prefetch`), and
 * with the list the first row's images: the page's largest paint, which then waits for the page's code only.
 */
export function prefetchShopList(search: URLSearchParams): void {
  prefetch(() =>
    loadShopList(readShopView(search), getSession().customer?.currentId ?? null).then(({ products }) =>
      products.slice(0, firstRowCards).forEach(({ logo }) => preloadUploadImage(logo)),
    ),
  );
}

/** The shop list of a view, as the page follows it. */
export function useShopList({ page, sort, productTypeId, search }: ShopView): Load<ShopList> {
  const customerId = useSession().customer?.currentId ?? null;
  // A search that does not apply yet asks nothing new.
  const searched = appliedSearch({ search });
  const request = useMemo(
    () => () => loadShopList({ page, sort, productTypeId, search: searched }, customerId),
    [page, sort, productTypeId, searched, customerId],
  );
  return useLoad('shop', request);
}
