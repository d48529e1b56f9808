import { useFormatDate } from '@club/shared-contracts/dates';
import { paths } from '@club/shared-contracts/paths';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { NotFound } from '@club/shared-ui/not-found';
import { Link, useParams } from '@club/shared-ui/router';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useCustomerEmail } from './comms-loading';
import './texts';
import styles from './comms.module.css';

/**
 * One of the customer's e-mails (/customer-comms/emails/{id}, private, document 3, 2), titled with its number:
 * subject, date and the sanitized HTML body. An id that names none of the customer's e-mails shows the not-found
 * page, the same for someone else's e-mail as for an unknown one.
 */
export function EmailPage() {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  const { id } = useParams();
  const email = useCustomerEmail(id);
  const found = email.state === 'loaded' ? email.data : null;
  useDocumentTitle(found ? t('Email #{{id}}', { id: found.id }) : undefined);
  if (email.state === 'loaded' && found === null) return <NotFound />;
  return (
    <article className={styles.page} aria-busy={email.state === 'loading'}>
      <Link className={styles.back} to={paths.customerComms()}>
        {t('Back to communications')}
      </Link>
      {found ? (
        <>
          <h1 className={styles.heading}>{t('Email #{{id}}', { id: found.id })}</h1>
          <h2 className={styles.emailSubject}>{found.subject}</h2>
          <time className={styles.date} dateTime={found.created}>
            {formatDate.date(found.created)}
          </time>
          <SafeHtml className={styles.emailBody} html={found.body} />
        </>
      ) : (
        <div className={styles.skeleton} aria-hidden="true">
          <Skeleton width="30%" />
          <Skeleton width="70%" />
          <Skeleton width="20%" />
          <Skeleton shape="rect" height="8rem" />
        </div>
      )}
    </article>
  );
}
