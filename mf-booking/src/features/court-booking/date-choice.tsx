import { useState, type UIEvent } from 'react';
import { useSettings } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { cx } from '@club/shared-ui/cx';
import { mobileMediaQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import { useTranslation } from '@club/shared-ui/translation';
import {
  addDays,
  bookingDayCount,
  calendarDay,
  bookingDays,
  daysAfter,
  isBookableDay,
  type BookableDays,
} from './booking-days';
import styles from './date-choice.module.css';

/** Days the strip draws at first and adds each time it is scrolled to its end. */
export const stripBatch = 14;

/** Props of DateChoice. */
export interface DateChoiceProps {
  /** The chosen day, `YYYY-MM-DD`. */
  date: string;
  /** The days open to booking. */
  bookable: BookableDays;
  anticipationMins: number | null;
  onChange: (date: string) => void;
}

/**
 * The day of the booking (document 2, 2.3 and 9): under 768 px a horizontal strip of days that grows as it is
 * scrolled to its end, elsewhere the previous and next day around a date field; days past now plus
 * anticipationMins cannot be chosen.
 */
export function DateChoice(props: DateChoiceProps) {
  return useMediaQuery(mobileMediaQuery) ? <DayStrip {...props} /> : <DateField {...props} />;
}

function DateField({ date, bookable, onChange }: DateChoiceProps) {
  const { t } = useTranslation('booking');
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  return (
    <div className={styles.field}>
      <Button
        variant="secondary"
        disabled={!isBookableDay(previous, bookable)}
        onClick={() => onChange(previous)}
      >
        <span aria-hidden="true">‹</span> {t('Previous day')}
      </Button>
      <label className={styles.label}>
        <span>{t('Date')}</span>
        <input
          type="date"
          className={styles.input}
          value={date}
          min={bookable.first}
          max={bookable.last ?? undefined}
          required
          onChange={(event) => {
            if (isBookableDay(event.target.value, bookable)) onChange(event.target.value);
          }}
        />
      </label>
      <Button variant="secondary" disabled={!isBookableDay(next, bookable)} onClick={() => onChange(next)}>
        {t('Next day')} <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

function DayStrip({ date, bookable, anticipationMins, onChange }: DateChoiceProps) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const count = bookingDayCount(anticipationMins);
  const chosenIndex = daysAfter(bookable.first, date);
  // The chosen day is always drawn, however far down the strip a shared link points.
  const [shown, setShown] = useState(() => Math.min(count, Math.max(stripBatch, chosenIndex + stripBatch)));
  const days = bookingDays(bookable.first, shown);

  function growAtEnd(event: UIEvent<HTMLElement>) {
    const strip = event.currentTarget;
    if (strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 48)
      setShown((current) => Math.min(count, current + stripBatch));
  }

  return (
    <div className={styles.strip} role="group" aria-label={t('Days')} onScroll={growAtEnd}>
      {days.map((key) => {
        const day = calendarDay(settings.Culture, key);
        if (!day) return null;
        const chosen = key === date;
        return (
          <button
            key={key}
            type="button"
            className={cx(styles.day, chosen && styles.chosen)}
            aria-pressed={chosen}
            disabled={!isBookableDay(key, bookable)}
            onClick={() => onChange(key)}
            ref={
              chosen
                ? (element) => element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
                : undefined
            }
          >
            <span aria-hidden="true" className={styles.weekday}>
              {day.format('ddd')}
            </span>
            <span aria-hidden="true" className={styles.number}>
              {day.format('D')}
            </span>
            <span aria-hidden="true" className={styles.month}>
              {day.format('MMM')}
            </span>
            <span className="visually-hidden">{day.format('dddd D MMMM YYYY')}</span>
          </button>
        );
      })}
    </div>
  );
}
