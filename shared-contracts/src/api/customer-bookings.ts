// My bookings (document 2, 2.7): the customer's bookings and trainings, the public page of one booking, cancelling,
// opening the facility, and, beyond the specification, calendar files and the private calendar feed.
import type {
  CalendarFeed,
  CalendarItemKind,
  CancelAnswer,
  CustomerBookings,
  TurnstileAnswer,
} from '@club/shared-contracts/booking-entities';
import type { ModelAnswer } from '@club/shared-contracts/entities';
import { request, requestFile, requestOk, type DownloadedFile } from '@club/shared-contracts/http';
import { bookingCancelUrl } from '@club/shared-contracts/api/bookings';

/** GET /api/publicbookings/customer-bookings/{customerId}: next and past bookings and trainings. */
export function getCustomerBookings(customerId: number): Promise<ModelAnswer<CustomerBookings>> {
  return requestOk('GET', `/api/publicbookings/customer-bookings/${customerId}`);
}

/** GET /api/publicbookings/customer-booking/{bookingToken}: the booking a public link names, without a login. */
export function getCustomerBookingByToken(bookingToken: string): Promise<ModelAnswer<CustomerBookings>> {
  return requestOk('GET', `/api/publicbookings/customer-booking/${encodeURIComponent(bookingToken)}`);
}

/** POST /api/publicbookings/cancel/{bookingId}/{customerId}: cancels (or leaves) a booking; refunds when paid. */
export function cancelCustomerBooking(bookingId: number, customerId: number): Promise<CancelAnswer> {
  return requestOk('POST', `/api/${bookingCancelUrl(bookingId, customerId)}`);
}

/**
 * GET /api/publicturnstiles/open/{bookingId}[/{bookingToken}]: the QR that opens the facility for the booking, or
 * `ok: false` with the reason (not a rejection: the page shows the reason in the item).
 */
export function openFacility(bookingId: number, bookingToken?: string): Promise<TurnstileAnswer> {
  const token = bookingToken === undefined ? '' : `/${encodeURIComponent(bookingToken)}`;
  return request('GET', `/api/publicturnstiles/open/${bookingId}${token}`);
}

/** GET /api/publicbookings/calendar-file/{customerId}/{kind}/{id}: an .ics file of a booking or a training. */
export function downloadCalendarFile(
  customerId: number,
  kind: CalendarItemKind,
  id: number,
): Promise<DownloadedFile> {
  return requestFile('GET', `/api/publicbookings/calendar-file/${customerId}/${kind}/${id}`);
}

/** GET /api/publicbookings/calendar-feed/{customerId}: the customer's calendar feed, if they made one. */
export function getCalendarFeed(customerId: number): Promise<ModelAnswer<CalendarFeed>> {
  return requestOk('GET', `/api/publicbookings/calendar-feed/${customerId}`);
}

/** POST /api/publicbookings/calendar-feed/{customerId}: a new feed address; the previous one stops working. */
export function renewCalendarFeed(customerId: number): Promise<ModelAnswer<CalendarFeed>> {
  return requestOk('POST', `/api/publicbookings/calendar-feed/${customerId}`);
}

/** DELETE /api/publicbookings/calendar-feed/{customerId}: revokes the feed; its address stops working. */
export function revokeCalendarFeed(customerId: number): Promise<ModelAnswer<CalendarFeed>> {
  return requestOk('DELETE', `/api/publicbookings/calendar-feed/${customerId}`);
}
