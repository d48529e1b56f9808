import { useCallback, useState } from 'react';
import { getBookingTypes } from '@club/shared-contracts/api/booking-types';
import type { BookingType } from '@club/shared-contracts/booking-entities';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/** The club's booking types (GET /api/publicbookings/booking-types-list). */
function loadBookingTypes(): Promise<BookingType[]> {
  return getBookingTypes().then((answer) => answer.model);
}

/** The club's booking types as the page follows them, and a retry after a failure. */
export function useBookingTypes(): { types: Load<BookingType[]>; retry: () => void } {
  const [request, setRequest] = useState(() => loadBookingTypes);
  // A new function is a new request for useLoad: the list is asked for again.
  const retry = useCallback(() => setRequest(() => () => loadBookingTypes()), []);
  return { types: useLoad('booking types', request), retry };
}
