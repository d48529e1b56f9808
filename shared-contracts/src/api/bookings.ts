// Booking calls of document 1 (booking types for the menu and home, booking info, teams and match results).
import type {
  BookingInfo,
  BookingType,
  DataAnswer,
  ModelAnswer,
  OkAnswer,
  ResultsPayload,
  TeamUpdate,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/publicbookings/booking-types-list. */
export function getBookingTypes(): Promise<ModelAnswer<BookingType[]>> {
  return requestOk('GET', '/api/publicbookings/booking-types-list');
}

/** GET /api/publicbookings/info/{bookingId}: the booking of the join and results pages. */
export function getBookingInfo(bookingId: number): Promise<ModelAnswer<BookingInfo>> {
  return requestOk('GET', `/api/publicbookings/info/${bookingId}`);
}

/** PUT /api/publicbookings/update-team: moves a player to a team. */
export function updateTeam(body: TeamUpdate): Promise<OkAnswer> {
  return requestOk('PUT', '/api/publicbookings/update-team', { body });
}

/** POST /api/publicbookings/save-results: the games per set of each team. */
export function saveResults(body: ResultsPayload): Promise<DataAnswer<{ team1: number[]; team2: number[] }>> {
  return requestOk('POST', '/api/publicbookings/save-results', { body });
}
