import { useState } from 'react';
import type { AwaitingPayment } from '@club/shared-contracts/booking-entities';
import { cartCommands } from '@club/shared-contracts/cart';
import { clubTime } from '@club/shared-contracts/dates';
import { useSettings } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { useTranslation } from '@club/shared-ui/translation';
import { withCancelUrl } from '../../lib/cart-sale';
import { formatClock, minutesOf, usesTwelveHourClock } from '../../lib/slot-clock';
import './texts';
import styles from './booking-item.module.css';

/** That an item is an unpaid hold, and until when it holds: the club's time, on the clock of the item's start. */
export function AwaitingPaymentNote({ hold }: { hold: AwaitingPayment }) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const until = clubTime(settings, hold.heldUntil)?.format('HH:mm') ?? '';
  const time = until && formatClock(minutesOf(until), usesTwelveHourClock(settings.DateFormat));
  return <p className={styles.awaiting}>{t('Awaiting payment — held until {{time}}', { time })}</p>;
}

/**
 * Pay: the hold's sales go back to the cart, each with the URL that cancels its line, as after the prebook; the cart
 * goes on to the checkout itself, and shows a refusal itself (the customer stays).
 */
export function PayHoldButton({ hold, describedBy }: { hold: AwaitingPayment; describedBy: string }) {
  const { t } = useTranslation('booking');
  const [working, setWorking] = useState(false);

  async function pay() {
    setWorking(true);
    try {
      await cartCommands().addSale(hold.sales.map(withCancelUrl));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Button size="small" loading={working} aria-describedby={describedBy} onClick={() => void pay()}>
      {t('Pay')}
    </Button>
  );
}
