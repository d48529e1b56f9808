import { Outlet, useNavigate } from '@club/shared-ui/router';
import { useTranslation } from 'react-i18next';
import { useSettings, uploadUrl } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import styles from './layouts.module.css';

/** The reduced layout used inside the partner app: a back button and the club's logo. */
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
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
