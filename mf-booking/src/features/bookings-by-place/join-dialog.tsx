import { useState } from 'react';
import { prebookPlace } from '@club/shared-contracts/api/bookings';
import { cartCommands } from '@club/shared-contracts/cart';
import { useFormatDate } from '@club/shared-contracts/dates';
import { clientOrigin } from '@club/shared-contracts/host-app';
import { errorMessage, isApiError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { useShownPrice } from '@club/shared-contracts/price';
import { getSession, requestLogin, useSession } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Price } from '@club/shared-ui/price';
import { useNavigate } from '@club/shared-ui/router';
import { Spinner } from '@club/shared-ui/spinner';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import { withCancelUrl } from '../../lib/cart-sale';
import { hasNoPlaceLeft, useWhyNotJoin } from '../../lib/join-refusal';
import { WaitingList } from '../../lib/waiting-list';
import type { BookingToJoin } from './by-place-loading';
import styles from './bookings-by-place-page.module.css';

/** Props of JoinDialog. */
export interface JoinDialogProps {
  booking: Load<BookingToJoin>;
  /** The place chosen on the visual map, if any. */
  place: { id: number; name: string | null } | null;
  onClose: () => void;
}

/**
 * The confirm popup of a by-place booking (document 2, 2.2 and 4): the booking, the place chosen on the map, the
 * price, and Confirm, which takes the place (byplace-prebook-place); a free service goes to the customer's
 * bookings, otherwise the sale goes to the cart with its cancel URL and on to the checkout. Confirm is offered only
 * for what the server takes: a customer already in and a match whose rules keep the customer out say so, a full
 * booking says so and offers its waiting list, and a refusal the server still sends shows here, in its words (not
 * in the global popup over this one). An unknown booking says 'crash'.
 */
export function JoinDialog({ booking, place, onClose }: JoinDialogProps) {
  const { t } = useTranslation('booking');
  const { date } = useFormatDate();
  const shownPrice = useShownPrice();
  const whyNotJoin = useWhyNotJoin();
  const customerId = useSession().customer?.currentId ?? null;
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  async function confirm(joining: BookingToJoin) {
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
      await cartCommands().addSale(withCancelUrl(sale));
    } catch (failure) {
      // The server's refusal stands: Confirm is not offered again for it; a call that failed otherwise may be tried again.
      setError(errorMessage(failure));
      setRefused(isApiError(failure, 'rejected') || isApiError(failure, 'http'));
    } finally {
      setWorking(false);
    }
  }

  const loaded = booking.state === 'loaded' ? booking.data : null;
  const refusal = loaded && whyNotJoin(loaded, customerId);
  const full = loaded !== null && !refusal && hasNoPlaceLeft(loaded);
  const confirmable = loaded !== null && !refusal && !full && !refused;
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
          {confirmable && (
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
      {refusal && <p className={styles.refusal}>{refusal}</p>}
      {full && loaded && customerId !== null && (
        <WaitingList
          notice={t('Max players reached')}
          bookingId={loaded.id}
          customerId={customerId}
          initial={loaded.waitingList}
          onError={setError}
        />
      )}
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </Dialog>
  );
}
