import { useCallback, useEffect } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { shopPageSize, ShopSort } from '@club/shared-contracts/api/shop';
import { ResultsGrid } from '@club/shared-ui/results-grid';
import { ResultsToolbar } from '@club/shared-ui/results-toolbar';
import { useSearchParams } from '@club/shared-ui/router';
import { CardSkeleton } from '@club/shared-ui/card';
import { useLastLoaded } from '@club/shared-ui/use-load';
import { ProductCard } from '../../lib/product-card';
import './texts';
import { useResultsCount } from './results-count';
import { firstRowCards, useShopList } from './shop-list-loading';
import { ShopSidebar } from './shop-sidebar';
import { appliedSearch, changeShopView, readShopView, type ShopView } from './shop-view';
import { SortSelect } from './sort-select';
import styles from './shop-page.module.css';

/** The number of pages of a list of that many products. */
export function pageCount(totalCount: number): number {
  return Math.ceil(totalCount / shopPageSize);
}

/** Props of ShopPage. */
export interface ShopPageProps {
  /** 'full' for /shop; 'clean' for /taykus-shop inside the partner app, without header, sort and sidebar. */
  variant: 'full' | 'clean';
}

/**
 * The shop list (document 1, 2.8): the results count, the sort, product cards in a grid, pagination and the
 * sidebar. The page, sort, type and search live in the URL query, so a reload or a shared link shows the same list.
 * The clean variant (document 1, 2.2) shows only the products and the pagination, newest first.
 */
export function ShopPage({ variant }: ShopPageProps) {
  const { t } = useTranslation('shop');
  useDocumentTitle(t('Shop'));
  const full = variant === 'full';
  const [params, setParams] = useSearchParams();
  const urlView = readShopView(params);
  // The clean variant has no controls for sort, type or search, so a query cannot set what nobody could undo.
  const view: ShopView = full
    ? urlView
    : { page: urlView.page, sort: ShopSort.New, productTypeId: null, search: '' };
  const list = useShopList(view);
  const last = useLastLoaded(list);
  // After a failure the previous list's count and pages would be untrue; its types and popular products are not.
  const shown = list.state === 'failed' ? null : last;
  const nothingFound = list.state === 'loaded' && list.data.totalCount === 0;
  const filtered = appliedSearch(view) !== '' || view.productTypeId !== null;
  const count = useResultsCount(shown);

  const change = useCallback(
    (next: Partial<ShopView>) =>
      // Typing a search replaces the history entry: back should not replay every search on the way.
      setParams((current) => changeShopView(current, next), { replace: next.search !== undefined }),
    [setParams],
  );

  // A link to a page past the end (the list got shorter) goes to the last page instead of an empty one.
  const pages = shown ? pageCount(shown.totalCount) : 0;
  const pastTheEnd = list.state === 'loaded' && pages > 0 && view.page > pages;
  useEffect(() => {
    if (pastTheEnd) setParams((current) => changeShopView(current, { page: pages }), { replace: true });
  }, [pastTheEnd, pages, setParams]);

  return (
    <div className={full ? styles.page : `${styles.page} ${styles.clean}`}>
      <h1 className="visually-hidden">{t('Shop')}</h1>
      {full && (
        // A change of page, sort or filter is read out when the new list arrives.
        <ResultsToolbar count={count} countWidth="16rem">
          <SortSelect className={styles.sort} sort={view.sort} onChange={(sort) => change({ sort })} />
        </ResultsToolbar>
      )}
      <div className={styles.body}>
        {full && <ShopSidebar view={view} list={last} onChange={change} />}
        <ResultsGrid
          label={t('Products')}
          state={list.state}
          items={list.state === 'loaded' ? list.data.products : []}
          itemKey={(product) => product.id}
          renderCard={(product, index) => (
            <ProductCard product={product} imagePriority={index < firstRowCards ? 'high' : 'lazy'} />
          )}
          skeleton={<CardSkeleton />}
          // A whole page at first.
          skeletonCount={last?.products.length || shopPageSize}
          cardWidth="13rem"
          // Two cards a row on a phone.
          phoneCardWidth="9.5rem"
          page={view.page}
          pages={pages}
          onPage={(page) => change({ page })}
        >
          {/* A failed load shows no products and no count, and the grid says the list could not be loaded. For an
              empty list the full variant's count says "No products found" already; the clean variant has no count. */}
          {nothingFound && !full && <p className={styles.empty}>{t('No products found')}</p>}
          {nothingFound && full && filtered && (
            <p className={styles.empty}>{t('Try another search or another product type.')}</p>
          )}
        </ResultsGrid>
      </div>
    </div>
  );
}
