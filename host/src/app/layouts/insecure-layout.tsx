import { Suspense } from 'react';
import { Outlet } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { Menu } from '../../features/menu/menu';
import { Footer } from '../../features/footer/footer';
import { CartButton } from '../../features/cart/cart-button';
import { OnDemandWidget } from '../../features/federation/on-demand-widget';
import { SearchIcon } from '@club/shared-ui/search-icon';
import styles from './layouts.module.css';

/** The default layout: full menu with the shop's search and the cart, and the footer. */
export function InsecureLayout() {
  const { t } = useTranslation('host');
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {t('Skip to content')}
      </a>
      {/* The menu and the footer are boundaries of their own, which nothing suspends: a page the server drew hydrates
          each in a pass (and a commit) of its own, not all in one long task. Input or a navigation meanwhile hydrates
          them first. */}
      <Suspense>
        <Menu
          search={
            <OnDemandWidget
              remote="mf_shop"
              exposed="./search-box"
              label={t('Search products')}
              icon={<SearchIcon />}
            />
          }
          cart={<CartButton />}
        />
      </Suspense>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
