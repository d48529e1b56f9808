import { useTranslation } from '@club/shared-ui/translation';
import { shopPageSize } from '@club/shared-contracts/api/shop';
import './texts';
import type { ShopList } from './shop-list-loading';

/** The products a page shows, as 1-based positions in the whole list: from and to. */
export function shownRange(list: Pick<ShopList, 'page' | 'products'>): { from: number; to: number } {
  const from = (list.page - 1) * shopPageSize + 1;
  return { from, to: from + list.products.length - 1 };
}

/**
 * "Showing a–b of N results" (document 1, 2.8), or "No products found"; empty while nothing is known.
 */
export function useResultsCount(list: ShopList | null): string {
  const { t } = useTranslation('shop');
  let text = '';
  if (list && list.totalCount === 0) text = t('No products found');
  else if (list && list.products.length > 0) {
    text = t('Showing {{from}}–{{to}} of {{count}} results', { ...shownRange(list), count: list.totalCount });
  }
  return text;
}
