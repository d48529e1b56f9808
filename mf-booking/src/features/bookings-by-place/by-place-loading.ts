import { useMemo } from 'react';
import { getBookingInfo, getByPlaceList } from '@club/shared-contracts/api/bookings';
import { getBookingTypes } from '@club/shared-contracts/api/booking-types';
import type {
  BookingCard,
  BookingInfo,
  BookingType,
  ByPlaceBooking,
} from '@club/shared-contracts/booking-entities';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/** The club's by-place booking types (matches, school programs, events), in the club's order. */
export function useByPlaceTypes(): Load<BookingType[]> {
  const request = useMemo(
    () => () => getBookingTypes().then((answer) => answer.model.filter((type) => type.byPlace)),
    [],
  );
  return useLoad('by-place booking types', request);
}

/** The by-place bookings open to join in the 7 days from `date` (POST /api/publicbookings/byplace-list). */
export function useByPlaceList(
  query: { bookingTypeId: number | null; customerId: number | null; date: string } | null,
): Load<ByPlaceBooking[]> {
  const { bookingTypeId, customerId, date } = query ?? {};
  const request = useMemo(
    () =>
      date === undefined
        ? null
        : () =>
            getByPlaceList({
              bookingTypeId: bookingTypeId ?? null,
              customerId: customerId ?? null,
              date,
            }).then((answer) => answer.data),
    [bookingTypeId, customerId, date],
  );
  return useLoad('by-place list', request);
}

/** A booking the confirm popup joins: the card, where the customer stands on its waiting list, its rules' refusal. */
export type BookingToJoin = BookingCard & Pick<BookingInfo, 'waitingList' | 'joinRefusal'>;

/**
 * The booking an address names for its confirm popup: from the list when it is there, else asked for by id
 * (GET /api/publicbookings/info/{id}); a failure is what the popup reports as 'crash'.
 */
export function useBookingToJoin(
  bookingId: number | null,
  list: Load<ByPlaceBooking[]>,
): Load<BookingToJoin> | null {
  const listed = list.state === 'loaded' ? list.data.find((booking) => booking.id === bookingId) : undefined;
  const request = useMemo(
    () =>
      bookingId === null || listed || list.state === 'loading'
        ? null
        : () => getBookingInfo(bookingId).then((answer): BookingToJoin => answer.model),
    [bookingId, listed, list.state],
  );
  const asked = useLoad('booking to join', request);
  if (bookingId === null) return null;
  if (listed) return { state: 'loaded', data: listed };
  return asked;
}
