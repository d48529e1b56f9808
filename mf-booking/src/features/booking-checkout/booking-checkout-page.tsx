import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import type { CheckoutBookingPayload, PlayerLookup } from '@club/shared-contracts/booking-entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { useSession, type StoredCustomer } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Navigate, useSearchParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { decodeCheckoutPayload } from '../../lib/checkout-payload';
import { HeaderImage } from '../../lib/header-image';
import { AddPlayerDialog, playerName } from './add-player-dialog';
import { BookingSummary } from './booking-summary';
import { ownerPlayer } from './checkout-owner';
import { fullPrice, placeShares, sharedPrice } from './checkout-prices';
import { PayModeChoice, PlayerList } from './pay-panel';
import { payModeInUse, shownPayModes, type PayMode } from './pay-modes';
import { usePaymentModes } from './payment-modes-loading';
import { addPlayer, isFull, ownerOnly, removePlayer } from './player-list';
import { useBookingPayment } from './use-booking-payment';
import './texts';
import styles from './booking-checkout-page.module.css';

function PayModesSkeleton() {
  return (
    <div className={styles.modesSkeleton} aria-hidden="true">
      <Skeleton shape="line" width="50%" height="1.5rem" />
      <Skeleton shape="rect" height="4.5rem" />
      <Skeleton shape="rect" height="4.5rem" />
      <Skeleton shape="rect" height="var(--control-height-md)" />
    </div>
  );
}

function BookingCheckout({
  checkout,
  customer,
}: {
  checkout: CheckoutBookingPayload;
  customer: StoredCustomer;
}) {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const { modes: settings, retry } = usePaymentModes();
  const { booking, isMatch } = checkout;
  const [chosen, setChosen] = useState<PayMode | null>(null);
  const [players, setPlayers] = useState(() => ownerOnly(ownerPlayer(customer)));
  const [maxReached, setMaxReached] = useState(false);
  const [adding, setAdding] = useState(false);
  const payment = useBookingPayment(checkout);
  const errorId = useId();

  const withRetention = settings.state === 'loaded' && settings.data.sharedPaymentWithRetention;
  const modes = settings.state === 'loaded' ? shownPayModes(checkout, settings.data) : [];
  const mode = payModeInUse(modes, chosen);
  const prices: Record<PayMode, number> = {
    shared: sharedPrice(booking, withRetention),
    full: fullPrice(booking, isMatch),
  };

  function openLookup() {
    if (isFull(players, booking.maxParticipants)) {
      setMaxReached(true);
      return;
    }
    setMaxReached(false);
    setAdding(true);
  }

  function choosePlayer(player: PlayerLookup) {
    const result = addPlayer(
      players,
      { customerId: player.id, name: playerName(player) },
      booking.maxParticipants,
    );
    if (result.ok) setPlayers(result.players);
    setMaxReached(!result.ok);
  }

  function removeOne(customerId: number) {
    setPlayers(removePlayer(players, customerId));
    setMaxReached(false);
  }

  return (
    <div className={styles.layout}>
      <BookingSummary checkout={checkout} />
      {/* The pay modes' group names this part (its legend); the summary is the booking's own section. */}
      <div className={styles.pay} aria-busy={settings.state === 'loading'}>
        {settings.state === 'loading' && <PayModesSkeleton />}
        {settings.state === 'failed' && (
          <Alert variant="error" action={{ label: t('Retry'), onClick: retry }}>
            {t('The payment options could not be loaded.')}
          </Alert>
        )}
        {settings.state === 'loaded' && mode === null && (
          <Alert variant="warning">{t('No payment options available. Please contact the club')}</Alert>
        )}
        {mode !== null && (
          <>
            <PayModeChoice
              modes={modes}
              mode={mode}
              isMatch={isMatch}
              prices={prices}
              onChange={(next) => {
                setChosen(next);
                setMaxReached(false);
              }}
            />
            {mode === 'shared' && (
              <PlayerList
                players={players}
                maxParticipants={booking.maxParticipants}
                shares={placeShares(booking)}
                total={prices.shared}
                maxReached={maxReached}
                onAdd={openLookup}
                onRemove={removeOne}
              />
            )}
            <Button
              className={styles.payButton}
              size="large"
              loading={payment.working}
              aria-describedby={payment.error ? errorId : undefined}
              onClick={() => void payment.pay({ mode, players, withRetention })}
            >
              {mode === 'shared' ? (
                t('Proceed to Payment')
              ) : (
                <>
                  {t('Add to Cart')} <span>{formatPrice(prices.full)}</span>
                </>
              )}
            </Button>
          </>
        )}
        {/* In the page from the start: an alert added together with its text may not be announced. */}
        <p id={errorId} className={styles.error} role="alert">
          {payment.error}
        </p>
      </div>
      <AddPlayerDialog open={adding} onClose={() => setAdding(false)} onChoose={choosePlayer} />
    </div>
  );
}

/**
 * Booking checkout (/checkout-booking?pl=…, document 2, 2.4): the booking carried from the court booking page, its
 * summary, the pay modes the club allows with the players of a shared payment, and the button that prebooks it and
 * sends it to the cart. It needs a logged-in customer and a booking it can read: without either it sends the
 * visitor to the booking types (document 2, 5 and 8), decided on arrival; a session that ends later is met when
 * the customer presses the button.
 */
export function BookingCheckoutPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Booking checkout'));
  const [params] = useSearchParams();
  const { customer } = useSession();
  const [arrivedAs] = useState(customer);
  const pl = params.get('pl');
  const checkout = useMemo(() => decodeCheckoutPayload(pl), [pl]);
  if (!arrivedAs || !checkout) return <Navigate to={paths.bookingTypes()} replace />;
  return (
    <div className={styles.page}>
      <HeaderImage>
        <h1>{t('Booking checkout')}</h1>
      </HeaderImage>
      {/* A new booking (another pl) starts afresh: its own players and pay mode. */}
      <BookingCheckout key={pl} checkout={checkout} customer={customer ?? arrivedAs} />
    </div>
  );
}
