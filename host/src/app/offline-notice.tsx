import { useSyncExternalStore } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Alert } from '@club/shared-ui/alert';
import styles from './offline-notice.module.css';

function onConnectionChange(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Tells the customer, politely, that the browser lost its connection; it goes away when the connection is back. */
export function OfflineNotice() {
  const { t } = useTranslation('host');
  const online = useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    // The server draws the page online.
    () => true,
  );
  if (online) return null;
  return (
    <Alert variant="warning" className={styles.notice}>
      {t('You are offline. Check your connection.')}
    </Alert>
  );
}
