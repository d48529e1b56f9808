// The concept keys of the booking side's addresses (document 2, 2.1 and 2.2): ?bookings=true, ?matches=true,
// ?school=true and ?events=true narrow a list to booking types of one concept.
import type { BookingType } from '@club/shared-contracts/booking-entities';
import { BookingConcept } from '@club/shared-contracts/entities';
import type { BookingTypesFilter } from '@club/shared-contracts/paths';

/** The concept each query key of the list narrows to (document 2, 2.1). */
export const conceptOfFilter: Record<BookingTypesFilter, BookingConcept> = {
  bookings: BookingConcept.Booking,
  matches: BookingConcept.Match,
  school: BookingConcept.School,
  events: BookingConcept.Event,
};

/** A key counts when present, whatever its value but an explicit false (?school=true, ?school, ?school=1). */
export const isOn = (params: URLSearchParams, key: string) => params.has(key) && params.get(key) !== 'false';

/** The concepts the query narrows the list to; empty for every concept. */
export function conceptsOf(params: URLSearchParams): BookingConcept[] {
  return (Object.keys(conceptOfFilter) as BookingTypesFilter[])
    .filter((key) => isOn(params, key))
    .map((key) => conceptOfFilter[key]);
}

/** The types of the given concepts (all of them when none is given). */
export function narrowByConcept(
  types: readonly BookingType[],
  concepts: readonly BookingConcept[],
): BookingType[] {
  return concepts.length === 0 ? [...types] : types.filter((type) => concepts.includes(type.concept));
}
