// Booking calls of documents 1 and 2: booking types, the court booking page, booking checkout, booking info, teams
// and match results.
import type {
  BookingFilters,
  BookingTemplateInfo,
  ByPlaceBooking,
  ByPlaceListQuery,
  BookingInfo,
  BookingList,
  BookingListQuery,
  BookingResource,
  CancelAnswer,
  DateAvailabilityQuery,
  LevelRange,
  LoadPriceQuery,
  PaymentModeSettings,
  PlacePrebookAnswer,
  PlacePrebookTeam,
  PrebookAnswer,
  WaitingListState,
  PrebookPayload,
  RecalculatedPrice,
  ResultsPayload,
  TeamUpdate,
} from '@club/shared-contracts/booking-entities';
import type { ClientOrigin, DataAnswer, ModelAnswer, OkAnswer } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/publicbookings/filters[/{bookingTypeId}]: the court page's types, anticipation and cancel text. */
export function getBookingFilters(bookingTypeId?: number): Promise<ModelAnswer<BookingFilters>> {
  const path = '/api/publicbookings/filters';
  return requestOk('GET', bookingTypeId === undefined ? path : `${path}/${bookingTypeId}`);
}

/** POST /api/publicbookings/list: the resources of a type with their free starts on a day. */
export function getBookingList(
  body: BookingListQuery,
  signal?: AbortSignal,
): Promise<ModelAnswer<BookingList>> {
  return requestOk('POST', '/api/publicbookings/list', { body, signal });
}

/** POST /api/publicbookings/loadprice: a slot's price for a customer (-1 for the generic price). */
export function loadPrice(body: LoadPriceQuery): Promise<OkAnswer<{ price: RecalculatedPrice }>> {
  return requestOk('POST', '/api/publicbookings/loadprice', { body });
}

/** POST /api/publicbookings/date-availability: the resources of another resource type of the booking type. */
export function getDateAvailability(body: DateAvailabilityQuery): Promise<ModelAnswer<BookingResource[]>> {
  return requestOk('POST', '/api/publicbookings/date-availability', { body });
}

/** GET /api/publicbookings/byplace/{resourceId}/level-range: the caller's level and a match's suggested range. */
export function getLevelRange(resourceId: number): Promise<ModelAnswer<LevelRange>> {
  return requestOk('GET', `/api/publicbookings/byplace/${resourceId}/level-range`);
}

/** GET /api/shop/payment-mode-allowed: which pay modes the club allows. */
export function getPaymentModes(): Promise<OkAnswer<PaymentModeSettings>> {
  return requestOk('GET', '/api/shop/payment-mode-allowed');
}

/**
 * POST /api/publicbookings/prebook, or byplace-prebook for a created match: holds the slot and answers the sales to
 * pay. A refusal rejects with the server's errorMsg (its error map in the ApiError's answer).
 */
export function prebook(body: PrebookPayload, isMatch: boolean): Promise<PrebookAnswer> {
  return requestOk('POST', `/api/publicbookings/${isMatch ? 'byplace-prebook' : 'prebook'}`, { body });
}

/** The cancel URL of a booking sale in the cart (posted by the cart when the sale leaves it). */
export function bookingCancelUrl(bookingId: number, customerId: number): string {
  return `publicbookings/cancel/${bookingId}/${customerId}`;
}

/** POST /api/publicbookings/cancel/{bookingId}/{customerId}: cancels a booking, answering the refunds. */
export function cancelBooking(bookingId: number, customerId: number): Promise<CancelAnswer> {
  return requestOk('POST', `/api/${bookingCancelUrl(bookingId, customerId)}`);
}

/** POST /api/publicbookings/byplace-list: the by-place bookings open to join in the 7 days from a date. */
export function getByPlaceList(body: ByPlaceListQuery): Promise<DataAnswer<ByPlaceBooking[]>> {
  return requestOk('POST', '/api/publicbookings/byplace-list', { body });
}

/**
 * POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}]: takes a place of a
 * by-place booking (a chosen place of its map, a team, or the first free one) for the customer.
 */
export function prebookPlace(
  target: { customerId: number; bookingId: number; origin: ClientOrigin; placeId?: number },
  team?: PlacePrebookTeam,
): Promise<PlacePrebookAnswer> {
  const { customerId, bookingId, origin, placeId } = target;
  const path = `/api/publicbookings/byplace-prebook-place/${customerId}/${bookingId}/${origin}`;
  return requestOk('POST', placeId === undefined ? path : `${path}/${placeId}`, { body: team ?? {} });
}

/** GET /api/publicbookings/booking-template-info/{templateId}/{bookingId}: the visual map and who took which place. */
export function getBookingTemplateInfo(
  templateId: number,
  bookingId: number,
): Promise<ModelAnswer<BookingTemplateInfo>> {
  return requestOk('GET', `/api/publicbookings/booking-template-info/${templateId}/${bookingId}`);
}

/** GET /api/publicbookings/info/{bookingId}: the booking of the join and results pages. */
export function getBookingInfo(bookingId: number): Promise<ModelAnswer<BookingInfo>> {
  return requestOk('GET', `/api/publicbookings/info/${bookingId}`);
}

/**
 * POST /api/publicbookings/waiting-list/{customerId}/{bookingId} (beyond the specification): waits for a place of a
 * full booking; answers the customer's turn.
 */
export function joinWaitingList(
  customerId: number,
  bookingId: number,
): Promise<ModelAnswer<WaitingListState>> {
  return requestOk('POST', `/api/publicbookings/waiting-list/${customerId}/${bookingId}`);
}

/** DELETE /api/publicbookings/waiting-list/{customerId}/{bookingId}: stops waiting (a place held passes on). */
export function leaveWaitingList(customerId: number, bookingId: number): Promise<OkAnswer> {
  return requestOk('DELETE', `/api/publicbookings/waiting-list/${customerId}/${bookingId}`);
}

/** PUT /api/publicbookings/update-team: moves a player to a team. */
export function updateTeam(body: TeamUpdate): Promise<OkAnswer> {
  return requestOk('PUT', '/api/publicbookings/update-team', { body });
}

/** POST /api/publicbookings/save-results: the games per set of each team. */
export function saveResults(body: ResultsPayload): Promise<DataAnswer<{ team1: number[]; team2: number[] }>> {
  return requestOk('POST', '/api/publicbookings/save-results', { body });
}
