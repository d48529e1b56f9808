// What the bookings-by-place list shows lives in the address (document 2, 2.2): the first day of its week, and the
// booking (with a place of its map) whose confirm popup is open. The booking type is the route's parameter and the
// concept keys (matches, school, events) narrow its type buttons.
import type { ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import { positiveWhole } from '@club/shared-contracts/positive-whole';

/** The choice on the by-place list. */
export interface ByPlaceView {
  /** `YYYY-MM-DD`, or null for today. */
  date: string | null;
  /** The booking whose confirm popup is open. */
  bookingId: number | null;
  /** The place chosen on the visual map, with its name. */
  placeId: number | null;
  place: string | null;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The choice an address holds; anything malformed is left unchosen. */
export function readByPlaceView(params: URLSearchParams): ByPlaceView {
  const date = params.get('date');
  const place = params.get('place')?.trim();
  return {
    date: date && datePattern.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null,
    bookingId: positiveWhole(params.get('bookingId')),
    placeId: positiveWhole(params.get('placeId')),
    place: place ? place.slice(0, 100) : null,
  };
}

/** The address query after choosing a day (the open popup closes) or a booking to join (null closes it). */
export function changeByPlaceView(
  params: URLSearchParams,
  change: { date?: string } | { bookingId: number | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('date' in change && change.date) next.set('date', change.date);
  if ('bookingId' in change && change.bookingId !== null) next.set('bookingId', String(change.bookingId));
  else for (const key of ['bookingId', 'placeId', 'place']) next.delete(key);
  return next;
}

/** The English name of each weekday, Sunday first as JavaScript numbers them (the texts' keys). */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A day's bookings. */
export interface DayGroup {
  /** `YYYY-MM-DD`, a day of the club's calendar. */
  day: string;
  /** The day's weekday, Sunday 0 as JavaScript numbers them. */
  weekday: number;
  bookings: ByPlaceBooking[];
}

/**
 * The bookings under their days in date order from the list's first day, soonest first within a day; days without
 * any left out. The specification orders the weekdays Monday to Sunday, but the list's 7 days start on any day:
 * in weekday order tomorrow, a Saturday, would come after next Thursday, so each heading says its date too.
 */
export function dayGroups(bookings: readonly ByPlaceBooking[]): DayGroup[] {
  const sorted = [...bookings].sort((a, b) => a.dtStart.localeCompare(b.dtStart));
  const groups: DayGroup[] = [];
  for (const booking of sorted) {
    // The start is the club's wall time; its day is the calendar day's, whatever the browser's zone.
    const day = booking.dtStart.slice(0, 10);
    const last = groups.at(-1);
    if (last?.day === day) last.bookings.push(booking);
    else groups.push({ day, weekday: new Date(`${day}T12:00:00Z`).getUTCDay(), bookings: [booking] });
  }
  return groups;
}
