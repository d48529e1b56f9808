import { useState } from 'react';
import { bookingCancelUrl, prebookPlace } from '@club/shared-contracts/api/bookings';
import type { BookingCard } from '@club/shared-contracts/booking-entities';
import { cartCommands } from '@club/shared-contracts/cart';
import { useFormatDate } from '@club/shared-contracts/dates';
import { clientOrigin } from '@club/shared-contracts/host-app';
import { errorMessage, showGlobalError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { useShownPrice } from '@club/shared-contracts/price';
import { getSession, requestLogin } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Price } from '@club/shared-ui/price';
import { useNavigate } from '@club/shared-ui/router';
import { Spinner } from '@club/shared-ui/spinner';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import styles from './bookings-by-place-page.module.css';

/** Props of JoinDialog. */
export interface JoinDialogProps {
  booking: Load<BookingCard>;
  /** The place chosen on the visual map, if any. */
  place: { id: number; name: string | null } | null;
  onClose: () => void;
}

/**
 * The confirm popup of a by-place booking (document 2, 2.2 and 4): the booking, the place chosen on the map, the
 * price, and Confirm, which takes the place (byplace-prebook-place); a free service goes to the customer's
 * bookings, otherwise the sale goes to the cart with its cancel URL and on to the checkout. A refusal is shown in
 * the popup and globally; an unknown booking says 'crash'.
 */
export function JoinDialog({ booking, place, onClose }: JoinDialogProps) {
  const { t } = useTranslation('booking');
  const { date } = useFormatDate();
  const shownPrice = useShownPrice();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(joining: BookingCard) {
    const { customer } = getSession();
    if (!customer) {
      requestLogin(window.location.pathname + window.location.search);
      return;
    }
    setError(null);
    setWorking(true);
    try {
      const answer = await prebookPlace({
        customerId: customer.currentId,
        bookingId: joining.id,
        origin: clientOrigin(),
        ...(place ? { placeId: place.id } : {}),
      });
      if (answer.serviceFree || !answer.model) {
        void navigate(paths.customerBookings());
        return;
      }
      const sale = answer.model;
      await cartCommands().addSale({ ...sale, cancelUrl: bookingCancelUrl(sale.bookingId, sale.customerId) });
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      if (message) showGlobalError(message);
    } finally {
      setWorking(false);
    }
  }

  const loaded = booking.state === 'loaded' ? booking.data : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={loaded ? loaded.bookingTypeName : t('Join')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          {loaded && (
            <Button disabled={working} aria-busy={working} onClick={() => void confirm(loaded)}>
              {t('Confirm')}
            </Button>
          )}
        </>
      }
    >
      {booking.state === 'loading' && <Spinner label={t('Loading')} />}
      {booking.state === 'failed' && <Alert variant="error">{errorMessage(null)}</Alert>}
      {loaded && (
        <dl className={styles.summary}>
          <dt>{t('Date')}</dt>
          <dd>{date(loaded.dtStart)}</dd>
          <dt>{t('Duration')}</dt>
          <dd>{t('{{minutes}} min', { minutes: loaded.duration })}</dd>
          {loaded.resourceName && (
            <>
              <dt>{t('Court')}</dt>
              <dd>{loaded.resourceName}</dd>
            </>
          )}
          {place && (
            <>
              <dt>{t('Place')}</dt>
              <dd>{place.name ?? place.id}</dd>
            </>
          )}
          <dt>{t('Price')}</dt>
          <dd>
            <Price value={shownPrice({ grossPrice: loaded.price, netPrice: loaded.netPrice })} />
          </dd>
        </dl>
      )}
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </Dialog>
  );
}
