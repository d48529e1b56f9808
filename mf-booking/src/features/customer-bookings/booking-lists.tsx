import { useCallback, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  cancelCustomerBooking,
  getCustomerBookingByToken,
  getCustomerBookings,
} from '@club/shared-contracts/api/customer-bookings';
import type { CustomerBookingItem, RefundInfo } from '@club/shared-contracts/booking-entities';
import { errorMessage, loadFailed } from '@club/shared-contracts/http';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Accordion } from '@club/shared-ui/accordion';
import { Alert, type AlertVariant } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Skeleton } from '@club/shared-ui/skeleton';
import { Tabs } from '@club/shared-ui/tabs';
import { useTranslation } from '@club/shared-ui/translation';
import { openingTab, tabLists, type BookingTab } from './booking-groups';
import { BookingItem, useItemStart, type Audience } from './booking-item';
import { useHoldClock, withoutLapsedHolds } from './hold-clock';
import './texts';
import { useAnswer } from './use-answer';
import styles from './booking-lists.module.css';

/** A message above the lists: what a cancel (or a calendar file) came to. */
interface Banner {
  variant: Extract<AlertVariant, 'success' | 'error'>;
  message: string;
}

/**
 * The customer's bookings and trainings (document 2, 2.7), for the private page and the public page of one booking:
 * tabs Bookings and Trainings, each with collapsible Next (open) and Past lists; Trainings opens first when there
 * is no next booking but a next training. Cancelling asks first, then reloads the lists and shows the refunds, if
 * any; a failed cancel shows the server's message in a banner above the lists. An unpaid hold leaves the lists when
 * it lapses, and the lists are asked again then.
 */
export function BookingLists({ audience }: { audience: Audience }) {
  const { t } = useTranslation('booking');
  const customerId = audience.kind === 'customer' ? audience.customerId : null;
  const bookingToken = audience.kind === 'public' ? audience.bookingToken : null;
  const load = useCallback(
    () =>
      (customerId !== null
        ? getCustomerBookings(customerId)
        : getCustomerBookingByToken(bookingToken ?? '')
      ).then((answer) => answer.model),
    [customerId, bookingToken],
  );
  const { answer: lists, replace } = useAnswer('customer bookings', load);
  const [tab, setTab] = useState<BookingTab | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [cancelling, setCancelling] = useState<CustomerBookingItem | null>(null);
  const [working, setWorking] = useState(false);
  const [refunds, setRefunds] = useState<RefundInfo[] | null>(null);
  // The lists as they are now; until they answer, the ones shown stay (no loading in between).
  const reload = useCallback(() => {
    load().then(replace, (error: unknown) => {
      loadFailed('customer bookings', error);
      const message = errorMessage(error);
      if (message) setBanner({ variant: 'error', message });
    });
  }, [load, replace]);
  const now = useHoldClock(lists.state === 'loaded' ? lists.data : null, reload);

  /** Shows a banner and takes the focus to it: the item the customer acted on may leave the list. */
  function announce(next: Banner | null) {
    flushSync(() => {
      setCancelling(null);
      setBanner(next);
    });
    bannerRef.current?.focus();
  }

  async function cancel(item: CustomerBookingItem) {
    if (audience.kind !== 'customer') return;
    setWorking(true);
    setBanner(null);
    try {
      const answer = await cancelCustomerBooking(item.id, audience.customerId);
      announce({ variant: 'success', message: t('Your booking has been cancelled.') });
      if (answer.infoReturns?.length) setRefunds(answer.infoReturns);
      reload();
    } catch (error) {
      const message = errorMessage(error);
      announce(message ? { variant: 'error', message } : null);
    } finally {
      setWorking(false);
    }
  }

  if (lists.state === 'loading') return <ListsSkeleton />;
  if (lists.state === 'failed') return lists.message ? <Alert variant="error">{lists.message}</Alert> : null;

  const bookings = withoutLapsedHolds(lists.data, now);
  const byTab = tabLists(bookings);
  // Trainings opens first when there is no next booking but a next training; a tab chosen (or kept) stays.
  const shownTab = tab ?? openingTab(byTab);
  const listsOf = (shown: BookingTab) => (
    <Accordion
      headingLevel={2}
      items={(['next', 'past'] as const).map((when) => ({
        id: when,
        title: when === 'next' ? t('Next') : t('Past'),
        defaultExpanded: when === 'next',
        content: (
          <ItemList
            items={byTab[shown][when]}
            empty={t(emptyTexts[shown][when])}
            render={(item) => (
              <BookingItem
                item={item}
                next={when === 'next'}
                audience={audience}
                turnstilesEnabled={bookings.turntilesEnabled}
                onCancel={(chosen) => {
                  // The customer stays on the tab they see, whatever the lists become after the cancel.
                  setTab(shownTab);
                  setCancelling(chosen);
                }}
                onError={(message) => setBanner(message ? { variant: 'error', message } : null)}
              />
            )}
          />
        ),
      }))}
    />
  );

  return (
    <div className={styles.lists}>
      <div ref={bannerRef} tabIndex={-1} className={styles.banner}>
        {banner && <Alert variant={banner.variant}>{banner.message}</Alert>}
      </div>
      <Tabs
        label={t('My bookings')}
        value={shownTab}
        onChange={(id) => setTab(id as BookingTab)}
        items={[
          { id: 'bookings', label: t('Bookings'), content: listsOf('bookings') },
          { id: 'trainings', label: t('Trainings'), content: listsOf('trainings') },
        ]}
      />
      {cancelling && (
        <CancelDialog
          item={cancelling}
          working={working}
          onConfirm={() => void cancel(cancelling)}
          onClose={() => setCancelling(null)}
        />
      )}
      {refunds && <RefundsDialog refunds={refunds} onClose={() => setRefunds(null)} />}
    </div>
  );
}

// The specification's empty texts for bookings; trainings have their own wording (the specification gives none).
const emptyTexts = {
  bookings: { next: 'No next bookings', past: 'No past bookings' },
  trainings: { next: 'No next trainings', past: 'No past trainings' },
} as const;

function ItemList({
  items,
  empty,
  render,
}: {
  items: CustomerBookingItem[];
  empty: string;
  render: (item: CustomerBookingItem) => ReactNode;
}) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}

function CancelDialog({
  item,
  working,
  onConfirm,
  onClose,
}: {
  item: CustomerBookingItem;
  working: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const start = useItemStart(item);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Cancel this booking?')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Keep booking')}
          </Button>
          <Button loading={working} onClick={onConfirm}>
            {t('Cancel booking')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>
        {t('{{bookingType}} on {{date}} at {{time}} will be cancelled.', {
          bookingType: item.bookingType,
          date: start.date,
          time: start.time,
        })}
      </p>
    </Dialog>
  );
}

/** What a cancel refunded, per payment method (document 3, 3: refund info). */
function RefundsDialog({ refunds, onClose }: { refunds: RefundInfo[]; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  return (
    <Dialog open onClose={onClose} title={t('Refunds')}>
      <p className={styles.dialogText}>{t('These amounts are refunded:')}</p>
      <dl className={styles.refunds}>
        {refunds.map((refund, index) => (
          <div key={index} className={styles.refund}>
            <dt>{refund.paymentMethod}</dt>
            <dd>{formatPrice(refund.amount)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

/** The lists' shape while they load: the tabs, the Next heading and three items, so nothing moves on arrival. */
export function ListsSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('Loading')}
      </span>
      <Skeleton shape="rect" height="var(--control-height-md)" className={styles.tabsSkeleton} />
      <Skeleton shape="rect" height="3rem" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} shape="rect" height="var(--customer-booking-item-height)" />
      ))}
    </div>
  );
}
