import { PaymentMethodType } from './entities';
import {
  decimalSeparator,
  formatAmount,
  formatCount,
  formatPrice,
  parseAmount,
  priceOf,
  voucherAmount,
} from './price';

const nbsp = '\u00a0';
const spain = { CurrencySymbol: '€', DecimalSeparator: ',', FormatCulture: 'es-ES' };

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

describe('amounts typed in a form', () => {
  const us = { CurrencySymbol: '$', DecimalSeparator: '', FormatCulture: 'en-US' };

  it("shows an amount to edit with the club's separators and two decimals, without the symbol", () => {
    expect(formatAmount(spain, 1234.5)).toBe('1.234,50');
    expect(formatAmount(us, 12)).toBe('12.00');
  });

  it("shows a count with the club's separators, whole numbers without decimals", () => {
    expect(formatCount(spain, 1850)).toBe('1.850');
    expect(formatCount(spain, 4.5)).toBe('4,5');
    expect(formatCount(us, 12500)).toBe('12,500');
  });

  it("takes the decimal separator of the settings, else the culture's", () => {
    expect(decimalSeparator(spain)).toBe(',');
    expect(decimalSeparator(us)).toBe('.');
    expect(decimalSeparator({ ...us, FormatCulture: 'fr-FR' })).toBe(',');
  });

  it("reads an amount typed in the club's format as a plain decimal, grouping marks or not", () => {
    expect(parseAmount(spain, '1.234,5')).toBe('1234.5');
    expect(parseAmount(spain, ' 1234,50 ')).toBe('1234.50');
    expect(parseAmount(spain, '12')).toBe('12');
    expect(parseAmount(us, '1,234.5')).toBe('1234.5');
    expect(parseAmount({ ...us, FormatCulture: 'fr-FR' }, `1${nbsp}234,5`)).toBe('1234.5');
  });

  it('reads nothing that is not an amount of whole cents, nor a grouping mark out of place', () => {
    for (const text of ['', '12,5x', '1,2,3', '12,505', '-3', ',5', 'abc', '12.5', '1.23,5', '1234.567,5'])
      expect({ text, amount: parseAmount(spain, text) }).toEqual({ text, amount: null });
  });
});

describe('voucherAmount', () => {
  it('formats a money voucher’s amount as a price', () => {
    expect(voucherAmount(spain, PaymentMethodType.MoneyVoucher, 12.5)).toEqual({
      unit: 'money',
      count: 12.5,
      text: `12,50${nbsp}€`,
    });
  });

  it('counts sessions and hours with the club’s separators and only the decimals they need', () => {
    expect(voucherAmount(spain, PaymentMethodType.SessionsVoucher, 10)).toEqual({
      unit: 'sessions',
      count: 10,
      text: '10',
    });
    expect(voucherAmount(spain, PaymentMethodType.HoursVoucher, -1.5)).toEqual({
      unit: 'hours',
      count: -1.5,
      text: '-1,5',
    });
    expect(
      voucherAmount({ ...spain, FormatCulture: 'en-US' }, PaymentMethodType.HoursVoucher, 1234.25),
    ).toEqual({
      unit: 'hours',
      count: 1234.25,
      text: '1.234,25',
    });
  });

  it('rounds sessions and hours to hundredths, as the club keeps them', () => {
    expect(voucherAmount(spain, PaymentMethodType.HoursVoucher, 0.1 + 0.2)).toEqual({
      unit: 'hours',
      count: 0.3,
      text: '0,3',
    });
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
