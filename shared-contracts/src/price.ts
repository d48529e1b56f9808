// Prices that follow the club's settings (document 1, 9; document 2, 1 and 9): gross or net, the currency symbol after
// the number, whole amounts without decimals, the decimal separator and the grouping of FormatCulture; and a voucher's
// amounts, money or a number of sessions or hours. Apart from the dates (dates.ts) so a page that shows prices only
// does not load dayjs.
import { useCallback } from 'react';
import type { VoucherPaymentType } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, type Settings } from '@club/shared-contracts/entities';
import { useSettings } from '@club/shared-contracts/settings';

/** The currency symbol when the settings have none (EUR). */
export const defaultCurrencySymbol = '€';
const nonBreakingSpace = '\u00a0';

/** The settings price formatting reads. */
export type PriceSettings = Pick<Settings, 'CurrencySymbol' | 'DecimalSeparator' | 'FormatCulture'>;

/** A price pair as entities carry it. */
export interface PricePair {
  grossPrice: number;
  netPrice: number;
}

/** The price to show: gross when PriceWithTaxes is on, otherwise net. */
export function priceOf(settings: Pick<Settings, 'PriceWithTaxes'>, prices: PricePair): number {
  return settings.PriceWithTaxes ? prices.grossPrice : prices.netPrice;
}

// Making a formatter costs far more than using one, and a list page formats dozens of prices.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(culture: string, minimumDecimals: number, maximumDecimals: number): Intl.NumberFormat {
  const key = `${culture} ${minimumDecimals} ${maximumDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = {
      minimumFractionDigits: minimumDecimals,
      maximumFractionDigits: maximumDecimals,
      useGrouping: true,
    };
    try {
      format = new Intl.NumberFormat(culture || 'en-US', options);
    } catch {
      // An unknown FormatCulture is a settings mistake; the number still shows in the fallback culture.
      format = new Intl.NumberFormat('en-US', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

/** A number with the separators of the settings, FormatCulture's grouping and the decimals given. */
function formatNumber(
  settings: PriceSettings,
  value: number,
  minimumDecimals: number,
  maximumDecimals: number,
): string {
  const parts = numberFormat(settings.FormatCulture, minimumDecimals, maximumDecimals).formatToParts(value);
  const cultureDecimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const decimal = settings.DecimalSeparator || cultureDecimal;
  const cultureGroup = parts.find((part) => part.type === 'group')?.value ?? '';
  // A club may pick the culture's group separator as its decimal one; the grouping then takes the other mark.
  const group = cultureGroup === decimal ? (decimal === '.' ? ',' : '.') : cultureGroup;
  return parts
    .map((part) => (part.type === 'decimal' ? decimal : part.type === 'group' ? group : part.value))
    .join('');
}

/** The club's decimal separator: DecimalSeparator, else FormatCulture's. */
export function decimalSeparator(settings: PriceSettings): string {
  return formatNumber(settings, 0.5, 1, 1).replace(/\d/g, '');
}

/** An amount with the club's separators and two decimals, without the symbol ("1.234,50"), for a field to edit. */
export function formatAmount(settings: PriceSettings, amount: number): string {
  return formatNumber(settings, amount, 2, 2);
}

/** A count the club shows (courts, members, years) with its separators, whole or with up to two decimals. */
export function formatCount(settings: PriceSettings, count: number): string {
  return formatNumber(settings, count, 0, 2);
}

// Grouping marks: the other of dot and comma, or a space (\s takes the non-breaking ones some cultures group with).
const decimalCommaAmount = /^(\d+|\d{1,3}(?:[.\s]\d{3})+)(?:,(\d{1,2}))?$/;
const decimalPointAmount = /^(\d+|\d{1,3}(?:[,\s]\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in the club's format ("1.234,5", "1234,50", "12") as a plain decimal string ("1234.5",
 * "1234.50", "12"), or null when it is not one: digits, grouped in threes or not, then the club's decimal separator
 * with one or two decimals. A grouping mark anywhere else ("12.5" in a club with decimal commas) makes it no amount
 * rather than a hundred times another one.
 */
export function parseAmount(settings: PriceSettings, text: string): string | null {
  const parts = (decimalSeparator(settings) === ',' ? decimalCommaAmount : decimalPointAmount).exec(
    text.trim(),
  );
  if (!parts) return null;
  const whole = (parts[1] ?? '').replace(/\D/g, '');
  return parts[2] === undefined ? whole : `${whole}.${parts[2]}`;
}

/** Formats an amount as "12 €" or "1.234,50 €": whole amounts without decimals, the symbol after the number. */
export function formatPrice(settings: PriceSettings, amount: number): string {
  // Free services can come with a null price on the wire; they show as 0.
  const cents = Math.round((Number.isFinite(amount) ? amount : 0) * 100);
  const decimals = cents % 100 === 0 ? 0 : 2;
  const number = formatNumber(settings, cents / 100, decimals, decimals);
  return `${number}${nonBreakingSpace}${settings.CurrencySymbol || defaultCurrencySymbol}`;
}

/** What a voucher holds: money, sessions or hours. */
export type VoucherUnit = 'money' | 'sessions' | 'hours';

/**
 * An amount of a voucher as it reads. `text` is a price for money, otherwise the number of sessions or hours with the
 * club's separators and only the decimals it needs ("1,5"); `count` is that number, which picks the plural form of
 * the unit: `t('{{count}} hours', { count, replace: { count: text } })` reads "1,5 horas".
 */
export interface VoucherAmount {
  unit: VoucherUnit;
  count: number;
  text: string;
}

const voucherUnits: Readonly<Record<VoucherPaymentType, VoucherUnit>> = {
  [PaymentMethodType.MoneyVoucher]: 'money',
  [PaymentMethodType.SessionsVoucher]: 'sessions',
  [PaymentMethodType.HoursVoucher]: 'hours',
};

/** An amount (a balance or a movement) of a voucher of the given payment type, formatted with the club's settings. */
export function voucherAmount(
  settings: PriceSettings,
  type: VoucherPaymentType,
  amount: number,
): VoucherAmount {
  const unit = voucherUnits[type];
  if (unit === 'money') return { unit, count: amount, text: formatPrice(settings, amount) };
  // Sessions and hours are kept in hundredths and travel as decimals (a 90-minute booking takes 1.5 hours).
  const count = Math.round(amount * 100) / 100;
  return { unit, count, text: formatNumber(settings, count, 0, 2) };
}

/** Formats amounts with the club's settings in a component. */
export function useFormatPrice(): (amount: number) => string {
  const settings = useSettings();
  return useCallback((amount: number) => formatPrice(settings, amount), [settings]);
}

/** Formats voucher amounts with the club's settings in a component. */
export function useVoucherAmount(): (type: VoucherPaymentType, amount: number) => VoucherAmount {
  const settings = useSettings();
  return useCallback(
    (type: VoucherPaymentType, amount: number) => voucherAmount(settings, type, amount),
    [settings],
  );
}

/** Formats the price to show of a gross/net pair (gross when PriceWithTaxes) in a component. */
export function useShownPrice(): (prices: PricePair) => string {
  const settings = useSettings();
  return useCallback((prices: PricePair) => formatPrice(settings, priceOf(settings, prices)), [settings]);
}
