import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useParams } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { BookingLists } from './booking-lists';
import './texts';
import styles from './customer-bookings-page.module.css';

/**
 * The public page of a booking (/booking/{bookingToken}; document 2, 2.7): the booking its link names, without a
 * login; Share and Cancel are hidden, and Open Facility passes the link's token.
 */
export function PublicBookingPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Your booking'));
  const bookingToken = useParams().bookingToken ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Your booking')}</h1>
      <BookingLists key={bookingToken} audience={{ kind: 'public', bookingToken }} />
    </div>
  );
}
