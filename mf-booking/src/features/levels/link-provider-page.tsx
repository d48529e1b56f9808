import { useEffect, useState } from 'react';
import { linkLevelProvider } from '@club/shared-contracts/api/levels';
import { errorMessage } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { useSession } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useNavigate, useParams, useSearchParams } from '@club/shared-ui/router';
import { Spinner } from '@club/shared-ui/spinner';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';
import styles from './levels-page.module.css';

/**
 * Where a level provider sends the customer back (document 2, 2.8; document 3, 2 and 8): the provider in the path,
 * its user_id in the query. Links the customer's account, then goes to the levels; without user_id an alert says
 * error, and a refused link shows the server's reason.
 */
export function LinkProviderPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Levels'));
  const provider = useParams().provider ?? '';
  const userId = useSearchParams()[0].get('user_id')?.trim() ?? '';
  const customerId = useSession().customer?.currentId ?? null;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (customerId === null || userId === '') return;
    let current = true;
    linkLevelProvider(customerId, provider, userId).then(
      () => {
        if (current) void navigate(paths.levels(), { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(errorMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [customerId, provider, userId, navigate]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Levels')}</h1>
      {userId === '' ? (
        <Alert variant="error">{t('Error')}</Alert>
      ) : failure !== null ? (
        <Alert variant="error">{failure}</Alert>
      ) : (
        <Spinner label={t('Linking your account')} />
      )}
    </div>
  );
}
