import { formatClock, minutesOf, usesTwelveHourClock } from './slot-clock';

describe('slot clock', () => {
  it('is 24-hour unless the date format has tt', () => {
    expect(usesTwelveHourClock('dd/MM/yyyy HH:mm')).toBe(false);
    expect(usesTwelveHourClock('MM/dd/yyyy hh:mm tt')).toBe(true);
    expect(usesTwelveHourClock(null)).toBe(false);
  });

  it('writes start and end times on either clock, wrapping past midnight', () => {
    expect(formatClock(minutesOf('08:00'), false)).toBe('08:00');
    expect(formatClock(minutesOf('18:30') + 90, false)).toBe('20:00');
    expect(formatClock(minutesOf('23:30') + 60, false)).toBe('00:30');
    expect(formatClock(minutesOf('00:15'), true)).toBe('12:15 AM');
    expect(formatClock(minutesOf('12:00'), true)).toBe('12:00 PM');
    expect(formatClock(minutesOf('18:30') + 90, true)).toBe('8:00 PM');
  });
});
