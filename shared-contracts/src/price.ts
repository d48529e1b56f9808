// Prices that follow the club's settings (document 1, 9; document 2, 1 and 9): gross or net, the currency symbol after
// the number, whole amounts without decimals, the decimal separator and the grouping of FormatCulture. Apart from the
// dates (dates.ts) so a page that shows prices only does not load dayjs.
import { useCallback } from 'react';
import type { Settings } from '@club/shared-contracts/entities';
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

function numberFormat(culture: string, decimals: number): Intl.NumberFormat {
  const key = `${culture} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true };
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

/** Formats an amount as "12 €" or "1.234,50 €": whole amounts without decimals, the symbol after the number. */
export function formatPrice(settings: PriceSettings, amount: number): string {
  // Free services can come with a null price on the wire; they show as 0.
  const cents = Math.round((Number.isFinite(amount) ? amount : 0) * 100);
  const decimals = cents % 100 === 0 ? 0 : 2;
  const parts = numberFormat(settings.FormatCulture, decimals).formatToParts(cents / 100);
  const cultureDecimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const decimal = settings.DecimalSeparator || cultureDecimal;
  const cultureGroup = parts.find((part) => part.type === 'group')?.value ?? '';
  // A club may pick the culture's group separator as its decimal one; the grouping then takes the other mark.
  const group = cultureGroup === decimal ? (decimal === '.' ? ',' : '.') : cultureGroup;
  const number = parts
    .map((part) => (part.type === 'decimal' ? decimal : part.type === 'group' ? group : part.value))
    .join('');
  return `${number}${nonBreakingSpace}${settings.CurrencySymbol || defaultCurrencySymbol}`;
}

/** Formats amounts with the club's settings in a component. */
export function useFormatPrice(): (amount: number) => string {
  const settings = useSettings();
  return useCallback((amount: number) => formatPrice(settings, amount), [settings]);
}

/** Formats the price to show of a gross/net pair (gross when PriceWithTaxes) in a component. */
export function useShownPrice(): (prices: PricePair) => string {
  const settings = useSettings();
  return useCallback((prices: PricePair) => formatPrice(settings, priceOf(settings, prices)), [settings]);
}
