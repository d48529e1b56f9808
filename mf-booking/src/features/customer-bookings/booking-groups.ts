// How the customer's bookings are shown (document 2, 2.7): bookings and trainings apart, each with next and past.
import type { CustomerBookingItem, CustomerBookings } from '@club/shared-contracts/booking-entities';

/** The page's tabs. */
export type BookingTab = 'bookings' | 'trainings';

/** The next and past items of one tab. */
export interface TabLists {
  next: CustomerBookingItem[];
  past: CustomerBookingItem[];
}

/** A training is an item of a team (parentName 'Team'); every other item is a booking. */
export function isTraining(item: CustomerBookingItem): boolean {
  return item.parentName === 'Team';
}

/** The items of each tab, in the order the server sent them (next soonest first, past newest first). */
export function tabLists(bookings: CustomerBookings): Record<BookingTab, TabLists> {
  const of = (training: boolean) => ({
    next: bookings.next.filter((item) => isTraining(item) === training),
    past: bookings.past.filter((item) => isTraining(item) === training),
  });
  return { bookings: of(false), trainings: of(true) };
}

/** The tab the page opens on: Trainings when there is no next booking but a next training, else Bookings. */
export function openingTab(lists: Record<BookingTab, TabLists>): BookingTab {
  return lists.bookings.next.length === 0 && lists.trainings.next.length > 0 ? 'trainings' : 'bookings';
}
