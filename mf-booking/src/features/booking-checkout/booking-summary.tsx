import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { BookingBlock, CheckoutBookingPayload } from '@club/shared-contracts/booking-entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { useSettings } from '@club/shared-contracts/settings';
import { formatLevel } from '../../lib/level-format';
import './texts';
import styles from './booking-summary.module.css';

/** The resources a booking takes, each once, in block order (a court and a ball machine). */
export function resourceNames(
  blocks: readonly Pick<BookingBlock, 'resourceName'>[],
  fallback: string,
): string {
  const names = [...new Set(blocks.map((block) => block.resourceName.trim()).filter(Boolean))];
  return names.length > 0 ? names.join(', ') : fallback;
}

/**
 * The booking summary box of checkout-booking (document 2, 2.4): the booking type, date, start, duration in
 * minutes, resources, the level range of a match with Competitive or Friendly, and the cancel text.
 */
export function BookingSummary({ checkout }: { checkout: CheckoutBookingPayload }) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const format = useFormatDate();
  const headingId = useId();
  const { booking, blocks, isMatch } = checkout;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <p className={styles.kicker}>{t('Your booking')}</p>
      <h2 id={headingId} className={styles.name}>
        {booking.bookingTypeName}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Date')}</dt>
          <dd>{format.dateOnly(booking.date)}</dd>
        </div>
        <div>
          <dt>{t('Start')}</dt>
          <dd>{format.time(booking.date)}</dd>
        </div>
        <div>
          <dt>{t('Duration')}</dt>
          <dd>{t('{{minutes}} min', { minutes: booking.duration })}</dd>
        </div>
        <div>
          <dt>{t('Resource')}</dt>
          <dd>{resourceNames(blocks, booking.resourceName)}</dd>
        </div>
        {isMatch && (
          <div>
            <dt>{t('Level')}</dt>
            <dd>
              {formatLevel(settings, booking.minLevel)} – {formatLevel(settings, booking.maxLevel)} ·{' '}
              {booking.modifyLevel ? t('Competitive') : t('Friendly')}
            </dd>
          </div>
        )}
      </dl>
      {booking.cancelText && <p className={styles.cancel}>{booking.cancelText}</p>}
    </section>
  );
}
