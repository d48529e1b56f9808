import { useState, type UIEvent } from 'react';
import type { Dayjs } from 'dayjs';
import { clubTime } from '@club/shared-contracts/dates';
import { useSettings } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { cx } from '@club/shared-ui/cx';
import { mobileMediaQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import { useTranslation } from '@club/shared-ui/translation';
import { bookingDayCount, bookingDays, isBookableDay, lastBookable } from './booking-days';
import styles from './date-choice.module.css';

/** Days the strip draws at first and adds each time it is scrolled to its end. */
export const stripBatch = 14;

/** Props of DateChoice. */
export interface DateChoiceProps {
  /** The chosen day, `YYYY-MM-DD`. */
  date: string;
  /** Now, in the club's time zone. */
  now: Dayjs;
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

function DateField({ date, now, anticipationMins, onChange }: DateChoiceProps) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const chosen = clubTime(settings, date);
  const last = lastBookable(now, anticipationMins);
  const step = (days: number) => chosen?.add(days, 'day');
  const open = (day: Dayjs | undefined) => day !== undefined && isBookableDay(day, now, anticipationMins);
  const previous = step(-1);
  const next = step(1);
  return (
    <div className={styles.field}>
      <Button
        variant="secondary"
        disabled={!open(previous)}
        onClick={() => previous && onChange(previous.format('YYYY-MM-DD'))}
      >
        <span aria-hidden="true">‹</span> {t('Previous day')}
      </Button>
      <label className={styles.label}>
        <span>{t('Date')}</span>
        <input
          type="date"
          className={styles.input}
          value={date}
          min={now.format('YYYY-MM-DD')}
          max={last?.format('YYYY-MM-DD')}
          required
          onChange={(event) => {
            const day = event.target.value ? clubTime(settings, event.target.value) : null;
            if (day && isBookableDay(day, now, anticipationMins)) onChange(event.target.value);
          }}
        />
      </label>
      <Button
        variant="secondary"
        disabled={!open(next)}
        onClick={() => next && onChange(next.format('YYYY-MM-DD'))}
      >
        {t('Next day')} <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

function DayStrip({ date, now, anticipationMins, onChange }: DateChoiceProps) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const count = bookingDayCount(anticipationMins);
  const chosenIndex = bookingDays(now, count).indexOf(date);
  // The chosen day is always drawn, however far down the strip a shared link points.
  const [shown, setShown] = useState(() => Math.min(count, Math.max(stripBatch, chosenIndex + stripBatch)));
  const days = bookingDays(now, shown);

  function growAtEnd(event: UIEvent<HTMLElement>) {
    const strip = event.currentTarget;
    if (strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 48)
      setShown((current) => Math.min(count, current + stripBatch));
  }

  return (
    <div className={styles.strip} role="group" aria-label={t('Days')} onScroll={growAtEnd}>
      {days.map((key) => {
        const day = clubTime(settings, key);
        if (!day) return null;
        const chosen = key === date;
        return (
          <button
            key={key}
            type="button"
            className={cx(styles.day, chosen && styles.chosen)}
            aria-pressed={chosen}
            disabled={!isBookableDay(day, now, anticipationMins)}
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
