import { Outlet } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { Menu } from '../../features/menu/menu';
import { Footer } from '../../features/footer/footer';
import { CartButton } from '../../features/cart/cart-button';
import { OnDemandWidget } from '../../features/federation/on-demand-widget';
import styles from './layouts.module.css';

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

/** The default layout: full menu with the shop's search and the cart, and the footer. */
export function InsecureLayout() {
  const { t } = useTranslation('host');
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {t('Skip to content')}
      </a>
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
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
