// The club's booking types, apart from the rest of the booking calls: the menu and the home page's first section
// need this list alone, so the first view does not load every booking call with it.
import type { BookingType } from '@club/shared-contracts/booking-entities';
import type { ModelAnswer } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/publicbookings/booking-types-list. */
export function getBookingTypes(): Promise<ModelAnswer<BookingType[]>> {
  return requestOk('GET', '/api/publicbookings/booking-types-list');
}
