import { useMemo, useState } from 'react';
import { listShop } from '@club/shared-contracts/api/shop';
import type { Product, ProductType } from '@club/shared-contracts/entities';
import { useSession } from '@club/shared-contracts/session';
import { useLoad, type Load } from '@club/shared-ui/use-load';
import { appliedSearch, type ShopView } from './shop-view';

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
export function useShopList({ page, sort, productTypeId, search }: ShopView): Load<ShopList> {
  const customerId = useSession().customer?.currentId ?? null;
  const searched = appliedSearch({ search });
  const request = useMemo(
    () => () =>
      listShop({ page, sort, productTypeId, search: searched, customerId }).then((answer): ShopList => ({
        page,
        products: answer.data,
        popular: answer.popular,
        productTypes: answer.productTypes,
        totalCount: answer.totalCount,
      })),
    [page, sort, productTypeId, searched, customerId],
  );
  return useLoad('shop', request);
}

/**
 * The last list that arrived, kept while the next one loads, so the count, the product types and the popular
 * products stay in place instead of blinking on every change of page or filter.
 */
export function useLastList(list: Load<ShopList>): ShopList | null {
  const [last, setLast] = useState<ShopList | null>(null);
  if (list.state === 'loaded' && list.data !== last) setLast(list.data);
  return list.state === 'loaded' ? list.data : last;
}
