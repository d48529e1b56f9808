// The days a booking can be made on (document 2, 9): the day strip covers ceil(anticipationMins / 1440) days, or
// 366 when the club sets no limit, and a day is open to booking up to now plus anticipationMins.
import type { Dayjs } from 'dayjs';

/** Days offered when the booking type has no anticipation limit. */
export const unlimitedDays = 366;

/** How many days the strip covers from today. */
export function bookingDayCount(anticipationMins: number | null): number {
  if (!anticipationMins || anticipationMins <= 0) return unlimitedDays;
  return Math.ceil(anticipationMins / 1440);
}

/** The last moment a booking may start, or null without a limit. */
export function lastBookable(now: Dayjs, anticipationMins: number | null): Dayjs | null {
  return anticipationMins && anticipationMins > 0 ? now.add(anticipationMins, 'minute') : null;
}

/** True when the day (club calendar) has a moment open to booking: not before today, not after the limit. */
export function isBookableDay(day: Dayjs, now: Dayjs, anticipationMins: number | null): boolean {
  if (day.isBefore(now, 'day')) return false;
  const last = lastBookable(now, anticipationMins);
  return last === null || !day.startOf('day').isAfter(last);
}

/** The strip's days from today, as `YYYY-MM-DD` of the club's calendar. */
export function bookingDays(today: Dayjs, count: number): string[] {
  return Array.from({ length: count }, (_, index) => today.add(index, 'day').format('YYYY-MM-DD'));
}
