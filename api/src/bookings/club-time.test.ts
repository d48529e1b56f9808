import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addDays,
  clubInstant,
  clubMoment,
  isCalendarDay,
  isoWeekday,
  localDateTime,
  parseLocalDateTime,
} from './club-time.ts';

const MADRID = 'Europe/Madrid';

test('a club-local day and minute and its instant match across the summer and winter time changes', () => {
  // Winter (UTC+1), summer (UTC+2), and the days the clocks change (29 March and 25 October 2026).
  for (const [day, minute, iso] of [
    ['2026-01-15', 8 * 60, '2026-01-15T07:00:00.000Z'],
    ['2026-07-15', 8 * 60, '2026-07-15T06:00:00.000Z'],
    ['2026-03-29', 10 * 60, '2026-03-29T08:00:00.000Z'],
    ['2026-10-25', 10 * 60, '2026-10-25T09:00:00.000Z'],
    ['2026-12-31', 23 * 60 + 30, '2026-12-31T22:30:00.000Z'],
  ] as const) {
    assert.equal(clubInstant(day, minute, MADRID).toISOString(), iso, day);
    assert.deepEqual(clubMoment(new Date(iso), MADRID), { day, minute }, day);
  }
});

test('days and starts are read strictly: a day that does not exist or an hour past 23:59 is no start', () => {
  assert.ok(isCalendarDay('2028-02-29'));
  for (const text of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01'])
    assert.ok(!isCalendarDay(text), text);
  assert.deepEqual(parseLocalDateTime('2026-05-12T18:30:00'), { day: '2026-05-12', minute: 1110 });
  assert.deepEqual(parseLocalDateTime('2026-05-12T18:30'), { day: '2026-05-12', minute: 1110 });
  for (const text of ['2026-05-12T24:00:00', '2026-05-12T18:60', '2026-05-12T18:30:15', '2026-02-30T10:00']) {
    assert.equal(parseLocalDateTime(text), undefined, text);
  }
  assert.equal(localDateTime({ day: '2026-05-12', minute: 545 }), '2026-05-12T09:05:00');
});

test('weekdays run from 1 on Monday to 7 on Sunday, and days add across months and years', () => {
  assert.equal(isoWeekday('2026-11-23'), 1);
  assert.equal(isoWeekday('2026-11-29'), 7);
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2026-03-01', -1), '2026-02-28');
});
