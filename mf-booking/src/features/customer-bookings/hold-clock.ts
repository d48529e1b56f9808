// Unpaid holds on My bookings (beyond the specification): a hold leaves the page when it lapses, with no reload.
import { useEffect, useState } from 'react';
import type { CustomerBookingItem, CustomerBookings } from '@club/shared-contracts/booking-entities';

/** The longest delay setTimeout takes (about 24 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** When an item's hold lapses (epoch milliseconds), or null for a confirmed item. */
const lapseOf = (item: CustomerBookingItem): number | null =>
  item.awaitingPayment ? Date.parse(item.awaitingPayment.heldUntil) : null;

/** The lists without the holds lapsed at `now` (epoch milliseconds): they are gone, as the server says next. */
export function withoutLapsedHolds(bookings: CustomerBookings, now: number): CustomerBookings {
  const live = (item: CustomerBookingItem) => {
    const lapse = lapseOf(item);
    return lapse === null || lapse > now;
  };
  return { ...bookings, next: bookings.next.filter(live), past: bookings.past.filter(live) };
}

/**
 * The page's clock for its holds: the time the lists are shown at, moved on when the soonest hold still shown
 * lapses; `onLapse` runs then too (the lists are asked again: a card step may have kept the hold longer).
 */
export function useHoldClock(bookings: CustomerBookings | null, onLapse: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!bookings) return;
    const lapses = [...bookings.next, ...bookings.past]
      .map(lapseOf)
      .filter((lapse): lapse is number => lapse !== null && lapse > now);
    if (lapses.length === 0) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        onLapse();
      },
      // A timer longer than setTimeout takes would fire at once: it wakes up early and waits again.
      Math.min(Math.min(...lapses) - Date.now(), LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [bookings, now, onLapse]);
  return now;
}
