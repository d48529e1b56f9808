import { useSession } from '@club/shared-contracts/session';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useTranslation } from '@club/shared-ui/translation';
import { BookingLists, ListsSkeleton } from './booking-lists';
import { CalendarFeedPanel } from './calendar-feed-panel';
import './texts';
import styles from './customer-bookings-page.module.css';

/**
 * My bookings (/customer-bookings, private; document 2, 2.7): the bookings and trainings of the profile the customer
 * acts for, and beyond the specification their calendar feed. The host's route guard sends visitors to the login.
 */
export function CustomerBookingsPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('My bookings'));
  const customerId = useSession().customer?.currentId ?? null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('My bookings')}</h1>
      {customerId === null ? (
        <ListsSkeleton />
      ) : (
        // A switch to another profile starts over: its lists, its tab, its messages.
        <BookingLists key={customerId} audience={{ kind: 'customer', customerId }} />
      )}
      {customerId !== null && <CalendarFeedPanel customerId={customerId} />}
    </div>
  );
}
