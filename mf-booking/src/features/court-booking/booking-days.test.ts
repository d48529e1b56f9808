import dayjs from 'dayjs';
import {
  addDays,
  bookableDays,
  bookingDayCount,
  bookingDays,
  calendarDay,
  daysAfter,
  isBookableDay,
} from './booking-days';

describe('booking days', () => {
  it('covers ceil(anticipationMins / 1440) days, or 366 without a limit', () => {
    expect(bookingDayCount(20160)).toBe(14);
    expect(bookingDayCount(1441)).toBe(2);
    expect(bookingDayCount(null)).toBe(366);
    expect(bookingDayCount(0)).toBe(366);
  });

  it('opens a day up to now plus anticipationMins', () => {
    const twoDays = bookableDays(dayjs('2026-11-25T18:30:00'), 2 * 1440);
    expect(twoDays).toEqual({ first: '2026-11-25', last: '2026-11-27' });
    expect(isBookableDay('2026-11-24', twoDays)).toBe(false);
    expect(isBookableDay('2026-11-25', twoDays)).toBe(true);
    expect(isBookableDay('2026-11-27', twoDays)).toBe(true);
    expect(isBookableDay('2026-11-28', twoDays)).toBe(false);
    const unlimited = bookableDays(dayjs('2026-11-25T18:30:00'), null);
    expect(isBookableDay('2027-11-25', unlimited)).toBe(true);
    expect(isBookableDay('2026-11-24', unlimited)).toBe(false);
  });

  it('lists the days from today in the club calendar, across a year and a summer time change', () => {
    expect(bookingDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(bookingDays('2027-03-27', 3)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
  });

  it('counts days between two days and steps from one', () => {
    expect(daysAfter('2026-11-25', '2027-11-25')).toBe(365);
    expect(daysAfter('2026-11-25', '2026-11-24')).toBe(-1);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it("names a day in the club's culture, and no day when the text is none", () => {
    expect(calendarDay('es-ES', '2026-11-28')?.format('dddd D MMMM')).toBe('sábado 28 noviembre');
    expect(calendarDay('en-US', '2026-11-28')?.format('ddd D MMM')).toBe('Sat 28 Nov');
    expect(calendarDay('en-US', 'not a day')).toBeNull();
  });
});
