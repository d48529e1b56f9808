// The days a booking can be made on (document 2, 9): the day strip covers ceil(anticipationMins / 1440) days, or
// 366 when the club sets no limit, and a day is open to booking up to now plus anticipationMins. Days are
// `YYYY-MM-DD` of the club's calendar: once today and the last day are known in the club's time zone, counting and
// comparing days needs no time zone, which keeps a strip of days cheap to draw on a phone.
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { dayjsLocale } from '@club/shared-contracts/dates';

/** Days offered when the booking type has no anticipation limit. */
export const unlimitedDays = 366;

const dayMs = 24 * 60 * 60 * 1000;

/** How many days the strip covers from today. */
export function bookingDayCount(anticipationMins: number | null): number {
  if (!anticipationMins || anticipationMins <= 0) return unlimitedDays;
  return Math.ceil(anticipationMins / 1440);
}

/** The days open to booking, `YYYY-MM-DD` of the club's calendar. */
export interface BookableDays {
  /** Today. */
  first: string;
  /** The day of the last moment a booking may start (now plus anticipationMins), or null without a limit. */
  last: string | null;
}

/** The days open to booking from now, in the club's time zone. */
export function bookableDays(now: Dayjs, anticipationMins: number | null): BookableDays {
  const last = anticipationMins && anticipationMins > 0 ? now.add(anticipationMins, 'minute') : null;
  return { first: now.format('YYYY-MM-DD'), last: last?.format('YYYY-MM-DD') ?? null };
}

/** True when the day has a moment open to booking: not before today, not after the limit. */
export function isBookableDay(day: string, { first, last }: BookableDays): boolean {
  return day >= first && (last === null || day <= last);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date((dayNumber(day) + count) * dayMs).toISOString().slice(0, 10);
}

/** How many days `day` comes after `first` (negative before it). */
export function daysAfter(first: string, day: string): number {
  return dayNumber(day) - dayNumber(first);
}

/** The strip's days from today. */
export function bookingDays(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** A day to name in the club's culture ('Sat 28 Nov'), or null when it is not a day. */
export function calendarDay(culture: string, day: string): Dayjs | null {
  const moment = dayjs(day);
  return moment.isValid() ? moment.locale(dayjsLocale(culture)) : null;
}
