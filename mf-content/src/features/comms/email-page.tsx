import { useFormatDate } from '@club/shared-contracts/dates';
import type { Email } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { NotFound } from '@club/shared-ui/not-found';
import { Link, useParams } from '@club/shared-ui/router';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import { useCustomerEmail } from './comms-loading';
import './texts';
import styles from './comms.module.css';

/**
 * The e-mail, or its skeleton while it loads, titled with the e-mail's number; after a failed load (logged only) the
 * way back to the communications stays, without a skeleton that would wait forever.
 */
function EmailView({ load }: { load: Load<Email> }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  const email = load.state === 'loaded' ? load.data : null;
  useDocumentTitle(email ? t('Email #{{id}}', { id: email.id }) : undefined);
  return (
    <article className={styles.page} aria-busy={load.state === 'loading'}>
      <Link className={styles.back} to={paths.customerComms()}>
        {t('Back to communications')}
      </Link>
      {email && (
        <>
          <h1 className={styles.heading}>{t('Email #{{id}}', { id: email.id })}</h1>
          <h2 className={styles.emailSubject}>{email.subject}</h2>
          <time className={styles.date} dateTime={email.created}>
            {formatDate.date(email.created)}
          </time>
          <SafeHtml className={styles.emailBody} html={email.body} />
        </>
      )}
      {load.state === 'loading' && (
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

/**
 * One of the customer's e-mails (/customer-comms/emails/{id}, private, document 3, 2), titled with its number:
 * subject, date and the sanitized HTML body. An id that names none of the customer's e-mails shows the not-found
 * page, the same for someone else's e-mail as for an unknown one.
 */
export function EmailPage() {
  const { id } = useParams();
  const email = useCustomerEmail(id);
  if (email.state !== 'loaded') return <EmailView load={email} />;
  return email.data === null ? <NotFound /> : <EmailView load={{ state: 'loaded', data: email.data }} />;
}
