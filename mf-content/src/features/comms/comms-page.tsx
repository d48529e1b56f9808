import { useFormatDate } from '@club/shared-contracts/dates';
import type { CustomerComms } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import { Accordion } from '@club/shared-ui/accordion';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useCustomerComms } from './comms-loading';
import './texts';
import styles from './comms.module.css';

function CommsAccordion({ comms }: { comms: CustomerComms }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  return (
    <Accordion
      headingLevel={2}
      items={[
        {
          id: 'emails',
          title: t('Emails'),
          defaultExpanded: true,
          content:
            comms.emails.length === 0 ? (
              <p className={styles.empty}>{t('No emails')}</p>
            ) : (
              <ul className={styles.list}>
                {comms.emails.map((email) => (
                  <li key={email.id} className={styles.row}>
                    <Link className={styles.subject} to={paths.customerEmail(email.id)}>
                      {email.subject}
                    </Link>
                    <time className={styles.date} dateTime={email.created}>
                      {formatDate.date(email.created)}
                    </time>
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'sms',
          title: t('Sms'),
          content:
            comms.smss.length === 0 ? (
              <p className={styles.empty}>{t('No sms')}</p>
            ) : (
              <ul className={styles.list}>
                {comms.smss.map((sms, index) => (
                  // An SMS has no id: its place in the list (newest first) names it.
                  <li key={index} className={styles.row}>
                    <span className={styles.body}>{sms.body}</span>
                    <time className={styles.date} dateTime={sms.created}>
                      {formatDate.date(sms.created)}
                    </time>
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

/**
 * The customer's communications (/customer-comms, private, document 3, 2): an Emails accordion whose rows open the
 * e-mail, and an Sms accordion. A failed load is logged only and shows nothing (document 3, 8: the customer lists).
 */
export function CommsPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('Communications'));
  const comms = useCustomerComms();
  return (
    <section className={styles.page} aria-busy={comms.state === 'loading'}>
      <h1 className={styles.heading}>{t('Communications')}</h1>
      {comms.state === 'loading' && (
        <div className={styles.skeleton} aria-hidden="true">
          <Skeleton shape="rect" height="var(--control-height-md)" />
          <Skeleton shape="rect" height="var(--control-height-md)" />
        </div>
      )}
      {comms.state === 'loaded' && <CommsAccordion comms={comms.data} />}
    </section>
  );
}
