import type { ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import { changeByPlaceView, dayGroups, readByPlaceView } from './by-place-view';

const params = (query: string) => new URLSearchParams(query);
const booking = (id: number, dtStart: string) => ({ id, dtStart }) as ByPlaceBooking;

describe('bookings by place in the address', () => {
  it('reads the day, the booking to join and the place from the map', () => {
    expect(readByPlaceView(params('date=2026-11-30&bookingId=12&placeId=7&place=A3'))).toEqual({
      date: '2026-11-30',
      bookingId: 12,
      placeId: 7,
      place: 'A3',
    });
    expect(readByPlaceView(params('date=30/11/2026&bookingId=x&placeId=-1&place=%20'))).toEqual({
      date: null,
      bookingId: null,
      placeId: null,
      place: null,
    });
  });

  it('opens and closes a booking’s confirm popup, the place going with it', () => {
    const start = params('school=true&date=2026-11-30&bookingId=12&placeId=7&place=A3');
    expect(changeByPlaceView(start, { bookingId: null }).toString()).toBe('school=true&date=2026-11-30');
    expect(changeByPlaceView(params('school=true'), { bookingId: 9 }).toString()).toBe(
      'school=true&bookingId=9',
    );
    expect(changeByPlaceView(start, { date: '2026-12-01' }).toString()).toBe('school=true&date=2026-12-01');
  });
});

describe('day groups', () => {
  it('groups the bookings by day in date order from the first day, soonest first within a day', () => {
    // 2026-11-28 is a Saturday, 2026-11-29 a Sunday and 2026-11-30 a Monday: Saturday comes first.
    const groups = dayGroups([
      booking(1, '2026-11-29T10:00:00'),
      booking(2, '2026-11-28T19:00:00'),
      booking(3, '2026-11-30T18:00:00'),
      booking(4, '2026-11-28T09:00:00'),
    ]);
    expect(groups.map((group) => [group.day, group.weekday, group.bookings.map((one) => one.id)])).toEqual([
      ['2026-11-28', 6, [4, 2]],
      ['2026-11-29', 0, [1]],
      ['2026-11-30', 1, [3]],
    ]);
  });
});
