import type { Settings } from './entities';
import {
  dateOnlyFormat,
  dotnetToDayjsFormat,
  formatDate,
  formatDateOnly,
  formatPrice,
  formatTime,
  priceOf,
  timeOnlyFormat,
} from './format';

const nbsp = '\u00a0';
const spain = { CurrencySymbol: '€', DecimalSeparator: ',', FormatCulture: 'es-ES' };
const madrid: Pick<Settings, 'DateFormat' | 'TimeZone' | 'Culture'> = {
  DateFormat: 'dd/MM/yyyy HH:mm',
  TimeZone: 'Europe/Madrid',
  Culture: 'es-ES',
};

describe('formatPrice', () => {
  it('drops the decimals of whole amounts and puts the symbol after the number', () => {
    expect(formatPrice(spain, 12)).toBe(`12${nbsp}€`);
    expect(formatPrice(spain, 0)).toBe(`0${nbsp}€`);
  });

  it('shows two decimals otherwise, with the decimal separator of the settings', () => {
    expect(formatPrice(spain, 12.5)).toBe(`12,50${nbsp}€`);
    expect(formatPrice({ ...spain, DecimalSeparator: '.' }, 12.5)).toBe(`12.50${nbsp}€`);
  });

  it('rounds to cents before deciding whether the amount is whole', () => {
    expect(formatPrice(spain, 11.999)).toBe(`12${nbsp}€`);
    expect(formatPrice(spain, 0.1 + 0.2)).toBe(`0,30${nbsp}€`);
  });

  it('groups thousands as FormatCulture does', () => {
    expect(
      formatPrice({ CurrencySymbol: '$', DecimalSeparator: '.', FormatCulture: 'en-US' }, 1234567.5),
    ).toBe(`1,234,567.50${nbsp}$`);
    expect(formatPrice(spain, 12345)).toBe(`12.345${nbsp}€`);
  });

  it('keeps the grouping distinct from a decimal separator that the culture uses for grouping', () => {
    expect(formatPrice({ CurrencySymbol: '€', DecimalSeparator: ',', FormatCulture: 'en-US' }, 1234.5)).toBe(
      `1.234,50${nbsp}€`,
    );
  });

  it('uses the euro when the settings have no currency symbol', () => {
    expect(formatPrice({ ...spain, CurrencySymbol: '' }, 3)).toBe(`3${nbsp}€`);
  });

  it('falls back to the culture decimal separator and to en-US for an unknown culture', () => {
    expect(formatPrice({ CurrencySymbol: '€', DecimalSeparator: '', FormatCulture: 'fr-FR' }, 2.5)).toBe(
      `2,50${nbsp}€`,
    );
    expect(
      formatPrice({ CurrencySymbol: '€', DecimalSeparator: '', FormatCulture: 'xx-invalid-' }, 2.5),
    ).toBe(`2.50${nbsp}€`);
  });

  it('shows negative amounts with a minus', () => {
    expect(formatPrice(spain, -5)).toBe(`-5${nbsp}€`);
  });
});

describe('priceOf', () => {
  const prices = { grossPrice: 12.1, netPrice: 10 };

  it('shows gross when PriceWithTaxes is on', () => {
    expect(priceOf({ PriceWithTaxes: true }, prices)).toBe(12.1);
  });

  it('shows net otherwise', () => {
    expect(priceOf({ PriceWithTaxes: false }, prices)).toBe(10);
  });
});

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
