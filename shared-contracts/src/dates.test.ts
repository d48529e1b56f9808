import dayjs from 'dayjs';
import type { Settings } from './entities';
import {
  dateOnlyFormat,
  dayMonthFormat,
  dotnetToDayjsFormat,
  formatDate,
  formatDateOnly,
  formatTime,
  timeOnlyFormat,
} from './dates';
import { provideSettings } from './settings';

const madrid: Pick<Settings, 'DateFormat' | 'TimeZone' | 'Culture'> = {
  DateFormat: 'dd/MM/yyyy HH:mm',
  TimeZone: 'Europe/Madrid',
  Culture: 'es-ES',
};

describe('.NET date formats', () => {
  it('converts the .NET tokens to dayjs tokens', () => {
    expect(dotnetToDayjsFormat('dd/MM/yyyy HH:mm')).toBe('DD[/]MM[/]YYYY[ ]HH[:]mm');
    expect(dotnetToDayjsFormat('d-M-yy H:m:s')).toBe('D[-]M[-]YY[ ]H[:]m[:]s');
    expect(dotnetToDayjsFormat('dddd ddd MMMM MMM')).toBe('dddd[ ]ddd[ ]MMMM[ ]MMM');
    expect(dotnetToDayjsFormat('hh:mm tt')).toBe('hh[:]mm[ ]A');
  });

  it('keeps literal text, quoted or escaped, out of the tokens', () => {
    expect(formatDate({ ...madrid, DateFormat: "d 'de' MMMM" }, '2026-11-21T10:00:00')).toBe(
      '21 de noviembre',
    );
    expect(formatDate({ ...madrid, DateFormat: 'yyyy\\Y' }, '2026-11-21T10:00:00')).toBe('2026Y');
    expect(formatDate({ ...madrid, DateFormat: 'dd/MM/yyyy T HH:mm' }, '2026-11-21T10:00:00')).toBe(
      '21/11/2026 T 10:00',
    );
  });

  it('takes the date part and the time part of a format', () => {
    expect(dateOnlyFormat('dd/MM/yyyy HH:mm')).toBe('DD[/]MM[/]YYYY');
    expect(dateOnlyFormat('HH:mm dd.MM.yyyy')).toBe('DD[.]MM[.]YYYY');
    expect(timeOnlyFormat('MM/dd/yyyy h:mm tt')).toBe('h[:]mm[ ]A');
    expect(timeOnlyFormat('dd/MM/yyyy')).toBe('HH[:]mm');
  });

  it('takes the day and month of a format, leaving out the year and its separator', () => {
    expect(dayMonthFormat('dd/MM/yyyy HH:mm')).toBe('DD[/]MM');
    expect(dayMonthFormat('MM/dd/yyyy h:mm tt')).toBe('MM[/]DD');
    expect(dayMonthFormat('yyyy-MM-dd HH:mm')).toBe('MM[-]DD');
    expect(dayMonthFormat('HH:mm')).toBe('MM[-]DD');
  });
});

describe('formatDate', () => {
  it('converts an instant to the club time zone', () => {
    expect(formatDate(madrid, '2026-11-21T10:00:00Z')).toBe('21/11/2026 11:00');
    expect(formatDate(madrid, '2026-07-01T10:00:00Z')).toBe('01/07/2026 12:00');
    expect(formatDate({ ...madrid, TimeZone: 'America/Mexico_City' }, '2026-11-21T10:00:00Z')).toBe(
      '21/11/2026 04:00',
    );
    expect(formatDate(madrid, '2026-11-21T10:00:00+01:00')).toBe('21/11/2026 10:00');
    expect(formatDate(madrid, new Date(Date.UTC(2026, 10, 21, 10, 0)))).toBe('21/11/2026 11:00');
  });

  it('keeps a date-time without offset as the club wall time', () => {
    expect(formatDate(madrid, '2026-11-21T10:00:00')).toBe('21/11/2026 10:00');
  });

  it('uses a 24-hour clock unless the format has tt', () => {
    expect(formatDate({ ...madrid, DateFormat: 'dd/MM/yyyy hh:mm' }, '2026-11-21T15:05:00')).toBe(
      '21/11/2026 15:05',
    );
    expect(
      formatDate({ ...madrid, DateFormat: 'MM/dd/yyyy hh:mm tt', Culture: 'en-US' }, '2026-11-21T15:05:00'),
    ).toBe('11/21/2026 03:05 PM');
  });

  it('names days and months in the culture', () => {
    const format = { ...madrid, DateFormat: 'dddd d MMMM' };
    expect(formatDate(format, '2026-11-21T10:00:00')).toBe('sábado 21 noviembre');
    expect(formatDate({ ...format, Culture: 'fr-FR' }, '2026-11-21T10:00:00')).toBe('samedi 21 novembre');
    expect(formatDate({ ...format, Culture: 'it-IT' }, '2026-11-21T10:00:00')).toBe('sabato 21 novembre');
    expect(formatDate({ ...format, Culture: 'de-DE' }, '2026-11-21T10:00:00')).toBe('Saturday 21 November');
  });

  it('uses the system format without a DateFormat and answers nothing for a non-date', () => {
    expect(formatDate({ ...madrid, DateFormat: '' }, '2026-11-21T10:00:00')).toBe('2026-11-21 10:00');
    expect(formatDate(madrid, 'not a date')).toBe('');
  });
});

describe('formatDateOnly and formatTime', () => {
  it('shows only the date part, on the club calendar day', () => {
    expect(formatDateOnly(madrid, '2026-11-21T10:00:00')).toBe('21/11/2026');
    expect(formatDateOnly(madrid, '2026-11-21T23:30:00Z')).toBe('22/11/2026');
    expect(formatDateOnly(madrid, '2026-11-21')).toBe('21/11/2026');
  });

  it('shows only the time, 24-hour unless the format has tt', () => {
    expect(formatTime(madrid, '2026-11-21T15:05:00')).toBe('15:05');
    expect(formatTime({ ...madrid, DateFormat: 'M/d/yyyy h:mm tt' }, '2026-11-21T15:05:00')).toBe('3:05 PM');
    expect(formatTime({ ...madrid, DateFormat: 'dd/MM/yyyy' }, '2026-11-21T08:00:00')).toBe('08:00');
  });
});

describe('dayjs defaults', () => {
  it('follow the club culture and time zone for code that formats with dayjs directly', () => {
    provideSettings({ ...madrid, Culture: 'fr-FR', TimeZone: 'America/New_York' } as Settings);
    expect(dayjs.locale()).toBe('fr');
    expect(dayjs.tz('2026-11-21T10:00:00').format('dddd HH:mm Z')).toBe('samedi 10:00 -05:00');
    provideSettings({ ...madrid, Culture: 'it-IT' } as Settings);
    expect(dayjs.locale()).toBe('it');
    expect(dayjs.tz('2026-07-01T10:00:00').format('Z')).toBe('+02:00');
  });
});
