import { useId, useState } from 'react';
import { downloadCalendarFile, openFacility } from '@club/shared-contracts/api/customer-bookings';
import type { CustomerBookingItem, QrItem } from '@club/shared-contracts/booking-entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { errorMessage, saveFile } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { CopyButton } from '@club/shared-ui/copy-button';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { formatClock, minutesOf, usesTwelveHourClock } from '../../lib/slot-clock';
import { AwaitingPaymentNote, PayHoldButton } from './awaiting-payment';
import { isTraining } from './booking-groups';
import { GuaranteeNote } from './guarantee-note';
import './texts';
import styles from './booking-item.module.css';

/** Who looks at the list: the logged-in customer (the profile they act for), or anyone with a booking's link. */
export type Audience = { kind: 'customer'; customerId: number } | { kind: 'public'; bookingToken: string };

/** The side of the QR that opens the facility, in CSS pixels. */
const qrSize = 200;

/** Opening the facility: not asked, under way, the QR to show, or why the door stays shut. */
type Facility =
  | { state: 'idle' }
  | { state: 'opening' }
  | { state: 'open'; qr: QrItem }
  | { state: 'refused'; reason: string };

/** The item's start as the club writes it: its date format's date, and its clock (12-hour when it has 'tt'). */
export function useItemStart(item: CustomerBookingItem): { date: string; time: string } {
  const settings = useSettings();
  const { dateOnly } = useFormatDate();
  return {
    date: dateOnly(item.start),
    time: formatClock(minutesOf(item.start.slice(11, 16)), usesTwelveHourClock(settings.DateFormat)),
  };
}

/**
 * One booking or training (document 2, 2.7): type, resource, start, duration, description and comments, its title
 * a link to the booking (or the training). On next bookings: Open Facility when the club has turnstiles (the QR
 * shows in the item, or the reason), and for the customer Share with friends and Cancel (when it may be
 * cancelled); beyond the specification, the customer's next bookings and trainings offer a calendar file, and the
 * owner of a shared payment with retention reads what its card guarantee holds. An unpaid hold grants nothing until
 * it is confirmed: it says until when it holds, and offers Pay and Let go instead of the door, sharing and calendar.
 */
export function BookingItem({
  item,
  next,
  audience,
  turnstilesEnabled,
  onCancel,
  onError,
}: {
  item: CustomerBookingItem;
  /** A next item (not a past one). */
  next: boolean;
  audience: Audience;
  turnstilesEnabled: boolean;
  onCancel: (item: CustomerBookingItem) => void;
  /** Shows a failure in the page's banner (null clears it). */
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const start = useItemStart(item);
  const [facility, setFacility] = useState<Facility>({ state: 'idle' });
  const [saving, setSaving] = useState(false);
  const training = isTraining(item);
  const customerId = audience.kind === 'customer' ? audience.customerId : null;
  // A training is not a booking: it has no door of its own to open, nobody to share it with, and is not cancelled here.
  const nextBooking = next && !training;
  const hold = next ? item.awaitingPayment : null;
  // Access follows state: only what is confirmed opens the door, is shared, or goes in a calendar.
  const confirmed = hold === null;

  async function open() {
    setFacility({ state: 'opening' });
    try {
      const answer = await openFacility(
        item.id,
        audience.kind === 'public' ? audience.bookingToken : undefined,
      );
      setFacility(
        answer.ok && answer.model
          ? { state: 'open', qr: answer.model }
          : { state: 'refused', reason: answer.reason || (errorMessage(null) ?? '') },
      );
    } catch (error) {
      setFacility({ state: 'refused', reason: errorMessage(error) ?? '' });
    }
  }

  async function addToCalendar(customer: number) {
    onError(null);
    setSaving(true);
    const kind = training ? 'training' : 'booking';
    try {
      const file = await downloadCalendarFile(customer, kind, item.id);
      saveFile(file.blob, file.fileName ?? `${kind}-${item.id}.ics`);
    } catch (error) {
      onError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className={styles.item} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <Link to={training ? paths.training(item.id) : paths.bookingJoin(item.id)}>{item.bookingType}</Link>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('Court')}</dt>
          <dd>{item.resourceName}</dd>
        </div>
        <div>
          <dt>{t('Date')}</dt>
          <dd>{start.date}</dd>
        </div>
        <div>
          <dt>{t('Start')}</dt>
          <dd>{start.time}</dd>
        </div>
        <div>
          <dt>{t('Duration')}</dt>
          <dd>{t('{{minutes}} min', { minutes: item.duration })}</dd>
        </div>
      </dl>
      {item.description && <p className={styles.text}>{item.description}</p>}
      {item.comments && (
        <p className={styles.text}>
          <span className={styles.label}>{t('Comments')}</span> {item.comments}
        </p>
      )}
      {item.guarantee && <GuaranteeNote guarantee={item.guarantee} />}
      {hold && <AwaitingPaymentNote hold={hold} />}
      <div className={styles.actions}>
        {nextBooking && confirmed && turnstilesEnabled && (
          <Button
            size="small"
            loading={facility.state === 'opening'}
            aria-describedby={titleId}
            onClick={() => void open()}
          >
            {t('Open Facility')}
          </Button>
        )}
        {nextBooking && confirmed && customerId !== null && (
          <CopyButton text={`${window.location.origin}${paths.bookingJoin(item.id)}`} describedBy={titleId}>
            {t('Share with friends')}
          </CopyButton>
        )}
        {next && confirmed && customerId !== null && (
          <Button
            variant="secondary"
            size="small"
            loading={saving}
            aria-describedby={titleId}
            onClick={() => void addToCalendar(customerId)}
          >
            {t('Add to calendar')}
          </Button>
        )}
        {hold && customerId !== null && hold.sales.length > 0 && (
          <PayHoldButton hold={hold} describedBy={titleId} />
        )}
        {nextBooking && customerId !== null && item.canCancel && (
          <Button variant="secondary" size="small" aria-describedby={titleId} onClick={() => onCancel(item)}>
            {hold ? t('Let go') : t('Cancel')}
          </Button>
        )}
      </div>
      {facility.state === 'open' && (
        <img
          className={styles.qr}
          src={`data:${facility.qr.contentType};base64,${facility.qr.content}`}
          width={qrSize}
          height={qrSize}
          alt={t('QR code to open the facility')}
        />
      )}
      {facility.state === 'refused' && (
        <Alert variant="warning" className={styles.reason}>
          {facility.reason}
        </Alert>
      )}
    </article>
  );
}
