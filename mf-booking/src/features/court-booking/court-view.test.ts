import { changeCourtView, readCourtView } from './court-view';

const params = (query: string) => new URLSearchParams(query);

describe('court booking view in the address', () => {
  it('reads the chosen day, duration and slot', () => {
    expect(readCourtView(params('date=2026-11-26&duration=90&slot=3-18:00'))).toEqual({
      date: '2026-11-26',
      duration: 90,
      slot: { resourceId: 3, sstart: '18:00' },
    });
  });

  it('leaves malformed values unchosen', () => {
    expect(readCourtView(params('date=2026-02-31&duration=-5&slot=court-3'))).toEqual({
      date: null,
      duration: null,
      slot: null,
    });
    expect(readCourtView(params('date=tomorrow&duration=1e3&slot=3-1800'))).toEqual({
      date: null,
      duration: null,
      slot: null,
    });
  });

  it('drops the slot when the day or the duration changes, and keeps other keys', () => {
    const start = params('school=true&date=2026-11-26&duration=90&slot=3-18:00');
    expect(changeCourtView(start, { date: '2026-11-27' }).toString()).toBe(
      'school=true&date=2026-11-27&duration=90',
    );
    expect(changeCourtView(start, { duration: 60 }).toString()).toBe(
      'school=true&date=2026-11-26&duration=60',
    );
    expect(changeCourtView(start, { slot: { resourceId: 4, sstart: '09:30' } }).get('slot')).toBe('4-09:30');
    expect(changeCourtView(start, { slot: null }).has('slot')).toBe(false);
  });
});
