import { useCallback, useId, useState } from 'react';
import { SearchForm } from '@club/shared-ui/search-form';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';
import { PopularList } from './popular-list';
import { ProductTypeFilter } from './product-type-filter';
import type { ShopList } from './shop-list-loading';
import type { ShopView } from './shop-view';
import styles from './shop-sidebar.module.css';

/** Props of ShopSidebar. */
export interface ShopSidebarProps {
  view: ShopView;
  /** The last list that arrived: its product types and popular products; null before the first. */
  list: ShopList | null;
  onChange: (change: Partial<ShopView>) => void;
}

/**
 * The shop's sidebar (document 1, 2.8): product search, the product type filter and Popular products. Under 768 px
 * it folds behind a Filters button above the products, so the products come first on a phone.
 */
export function ShopSidebar({ view, list, onChange }: ShopSidebarProps) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Stable, so a pause in typing is timed from the last keystroke, not from the last render.
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <aside className={styles.sidebar} aria-label={t('Filters')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('Filters')}
      </button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        {/* The `search` query prefills the box (document 1, 2.8); a search applies only when empty or longer than 3
            characters (document 1, 5), as the hint says. */}
        <SearchForm
          search={view.search}
          onSearch={onSearch}
          label={t('Search products')}
          hint={t('Type at least 4 characters.')}
          submitText={t('Search')}
        />
        {list && (
          <ProductTypeFilter
            productTypes={list.productTypes}
            selected={view.productTypeId}
            onChange={(productTypeId) => onChange({ productTypeId })}
          />
        )}
        {list && <PopularList products={list.popular} />}
      </div>
    </aside>
  );
}
