import { Outlet } from '@club/shared-ui/router';
import { useTranslation } from 'react-i18next';
import { Menu } from '../../features/menu/menu';
import { Footer } from '../../features/footer/footer';
import { CartButton } from '../../features/cart/cart-button';
import styles from './layouts.module.css';

/** The default layout: full menu and footer. */
export function InsecureLayout() {
  const { t } = useTranslation('host');
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {t('Skip to content')}
      </a>
      <Menu cart={<CartButton />} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
