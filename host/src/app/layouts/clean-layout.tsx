import { Outlet, useNavigate } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { paths } from '@club/shared-contracts/paths';
import { useSettings, uploadUrl } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { CartButton } from '../../features/cart/cart-button';
import styles from './layouts.module.css';

/** The reduced layout used inside the partner app: a back button, the club's logo and the cart. */
export function CleanLayout() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const settings = useSettings();
  return (
    <div className={styles.page}>
      <header className={styles.cleanHeader}>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('Back')}
        </Button>
        <img className={styles.cleanLogo} src={uploadUrl(settings, settings.Mainlogo)} alt={settings.title} />
        <div className={styles.cleanCart}>
          <CartButton checkoutPath={paths.taykusShopCheckout()} />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
