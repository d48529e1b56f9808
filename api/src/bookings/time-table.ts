// A resource's time table and prices, computed in memory from what one request loaded: the hours, durations and
// prices of the type and the day's taken units of all its resources (one query each), so a day of eight courts
// costs the same few queries as one court.
import type { SlotPrice, TimeTableSlot } from '@club/shared-contracts/booking-entities';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import type { OpeningHours, PriceRow } from './booking-repository.ts';
import { SLOT_STEP_MINUTES, UNIT_MINUTES } from './booking-rules.ts';
import { clubMoment, hourText, localDateTime } from './club-time.ts';

/** The durations and prices of a type for one customer (its price list) or for everyone (null). */
export interface Tariff {
  durations: readonly number[];
  prices: readonly PriceRow[];
  priceListId: number | null;
}

/** A whole booking's price in cents; a price list's price is a special price. */
export interface PriceCents {
  grossCents: number;
  netCents: number;
  isSpecialPrice: boolean;
}

const rowMatches = (row: PriceRow, weekday: number, start: number, duration: number): boolean =>
  row.duration === duration &&
  row.weekdays.includes(String(weekday)) &&
  row.fromMinute <= start &&
  start < row.toMinute;

/** The price of a booking starting at `start` on an ISO weekday: the customer's special price, else everyone's. */
export function priceOf(
  tariff: Tariff,
  weekday: number,
  start: number,
  duration: number,
): PriceCents | undefined {
  if (tariff.priceListId !== null) {
    const special = tariff.prices.find(
      (row) => row.priceListId === tariff.priceListId && rowMatches(row, weekday, start, duration),
    );
    if (special) return { grossCents: special.grossCents, netCents: special.netCents, isSpecialPrice: true };
  }
  const generic = tariff.prices.find(
    (row) => row.priceListId === null && rowMatches(row, weekday, start, duration),
  );
  return generic && { grossCents: generic.grossCents, netCents: generic.netCents, isSpecialPrice: false };
}

/**
 * Which starts of a day may still be booked: none of a past day or a day beyond the anticipation; on today only
 * those after now; on the anticipation's last day only those up to its limit.
 */
export interface BookableWindow {
  kind: 'past' | 'beyond' | 'open';
  /** Starts must be later than this minute (today), or null. */
  after: number | null;
  /** Starts must be at or before this minute (the anticipation's last day), or null. */
  until: number | null;
}

/** The bookable window of a club-local day at `now`. */
export function bookableWindow(
  day: string,
  now: Date,
  timeZone: string,
  anticipationMinutes: number | null,
): BookableWindow {
  const today = clubMoment(now, timeZone);
  if (day < today.day) return { kind: 'past', after: null, until: null };
  const limit =
    anticipationMinutes === null
      ? undefined
      : clubMoment(new Date(now.getTime() + anticipationMinutes * 60_000), timeZone);
  if (limit && day > limit.day) return { kind: 'beyond', after: null, until: null };
  return {
    kind: 'open',
    after: day === today.day ? today.minute : null,
    until: limit && day === limit.day ? limit.minute : null,
  };
}

/** Whether a start lies in the window. */
export const inWindow = (window: BookableWindow, start: number): boolean =>
  window.kind === 'open' &&
  (window.after === null || start > window.after) &&
  (window.until === null || start <= window.until);

/** Whether a block is on the resource's time table: a start every 30 minutes from opening, ending by closing. */
export const onTimeTable = (hours: OpeningHours | undefined, start: number, duration: number): boolean =>
  hours !== undefined &&
  start >= hours.opens &&
  (start - hours.opens) % SLOT_STEP_MINUTES === 0 &&
  start + duration <= hours.closes;

/** The unit starts a block covers. */
export function unitsOf(start: number, duration: number): number[] {
  const units: number[] = [];
  for (let unit = start - (start % UNIT_MINUTES); unit < start + duration; unit += UNIT_MINUTES)
    units.push(unit);
  return units;
}

/** Whether none of a block's units is taken. */
export function isFree(taken: ReadonlySet<number> | undefined, start: number, duration: number): boolean {
  if (!taken || taken.size === 0) return true;
  return unitsOf(start, duration).every((unit) => !taken.has(unit));
}

/** The free starts of a resource on a day, each with its free durations and their prices. */
export function freeStarts(input: {
  resourceId: number;
  day: string;
  weekday: number;
  hours: OpeningHours | undefined;
  tariff: Tariff;
  taken: ReadonlySet<number> | undefined;
  window: BookableWindow;
}): TimeTableSlot[] {
  const { resourceId, day, weekday, hours, tariff, taken, window } = input;
  const slots: TimeTableSlot[] = [];
  if (!hours || window.kind !== 'open') return slots;
  for (let start = hours.opens; start < hours.closes; start += SLOT_STEP_MINUTES) {
    if (!inWindow(window, start)) continue;
    const durations: number[] = [];
    const priceByDuration: Record<string, SlotPrice> = {};
    for (const duration of tariff.durations) {
      if (start + duration > hours.closes || !isFree(taken, start, duration)) continue;
      const price = priceOf(tariff, weekday, start, duration);
      if (!price) continue;
      durations.push(duration);
      priceByDuration[String(duration)] = {
        amount: centsToDecimal(price.grossCents),
        isSpecialPrice: price.isSpecialPrice,
      };
    }
    if (durations.length === 0) continue;
    slots.push({
      // Unique within a list: the resource and the minute of its start.
      id: resourceId * 1440 + start,
      start: localDateTime({ day, minute: start }),
      sstart: hourText(start),
      durations,
      priceByDuration,
      noOnlineBlocks: [],
    });
  }
  return slots;
}
