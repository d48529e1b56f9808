import type { BookingType } from '@club/shared-contracts/booking-entities';
import { paths } from '@club/shared-contracts/paths';
import { isOn } from '../booking-concepts';

/**
 * Where a type's card leads: its by-place list when it is booked by place, otherwise its court booking page; a list
 * of school programs carries ?school=true on (document 2, 2.10).
 */
export function bookingTypeLink(type: Pick<BookingType, 'id' | 'byPlace'>, params: URLSearchParams): string {
  const query = isOn(params, 'school') ? { school: true } : {};
  return type.byPlace ? paths.bookingsByPlace(type.id, query) : paths.bookings(type.id, query);
}
