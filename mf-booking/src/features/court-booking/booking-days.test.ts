import dayjs from 'dayjs';
import { bookingDayCount, bookingDays, isBookableDay } from './booking-days';

describe('booking days', () => {
  it('covers ceil(anticipationMins / 1440) days, or 366 without a limit', () => {
    expect(bookingDayCount(20160)).toBe(14);
    expect(bookingDayCount(1441)).toBe(2);
    expect(bookingDayCount(null)).toBe(366);
    expect(bookingDayCount(0)).toBe(366);
  });

  it('opens a day up to now plus anticipationMins', () => {
    const now = dayjs('2026-11-25T18:30:00');
    const twoDays = 2 * 1440;
    expect(isBookableDay(dayjs('2026-11-24'), now, twoDays)).toBe(false);
    expect(isBookableDay(dayjs('2026-11-25'), now, twoDays)).toBe(true);
    expect(isBookableDay(dayjs('2026-11-27'), now, twoDays)).toBe(true);
    expect(isBookableDay(dayjs('2026-11-28'), now, twoDays)).toBe(false);
    expect(isBookableDay(dayjs('2027-11-25'), now, null)).toBe(true);
  });

  it('lists the days from today in the club calendar', () => {
    expect(bookingDays(dayjs('2026-12-30'), 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});
