import type { BookingResource } from '@club/shared-contracts/booking-entities';
import { cx } from '@club/shared-ui/cx';
import { useTranslation } from '@club/shared-ui/translation';
import styles from './duration-choice.module.css';

/** The durations the day's courts offer, shortest first. */
export function offeredDurations(resources: readonly BookingResource[]): number[] {
  const durations = new Set(
    resources.flatMap((resource) => resource.timeTable.flatMap((slot) => slot.durations)),
  );
  return [...durations].sort((a, b) => a - b);
}

/** The duration buttons (document 2, 2.3): one pressed at a time. */
export function DurationChoice({
  durations,
  duration,
  onChange,
}: {
  durations: number[];
  duration: number;
  onChange: (duration: number) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.durations} role="group" aria-label={t('Duration')}>
      {durations.map((minutes) => (
        <button
          key={minutes}
          type="button"
          className={cx(styles.duration, minutes === duration && styles.chosen)}
          aria-pressed={minutes === duration}
          onClick={() => onChange(minutes)}
        >
          {t('{{minutes}} min', { minutes })}
        </button>
      ))}
    </div>
  );
}
