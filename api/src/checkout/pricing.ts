// The checkout's arithmetic, in integer cents: a line's gross and net from the price the club writes (gross when
// its prices include taxes, net otherwise), the coupon's discount and the totals (document 3, 3 and 9). Nothing here
// reads the database.

/** Tax percent of a line when nothing says otherwise (document 3, 9). */
export const DEFAULT_TAX_PERCENT = 21;

/** A line's amounts: what the customer pays and the same without taxes. */
export interface Amounts {
  grossCents: number;
  netCents: number;
}

/**
 * The gross and net of a price as the club writes it: with `priceWithTaxes` the price is gross and the net is taken
 * out of it; otherwise it is net and the taxes are added on top. Rounded to the cent.
 */
export function amountsOf(
  priceCents: number,
  priceWithTaxes: boolean,
  taxPercent = DEFAULT_TAX_PERCENT,
): Amounts {
  if (priceWithTaxes) {
    return { grossCents: priceCents, netCents: Math.round((priceCents * 100) / (100 + taxPercent)) };
  }
  return { grossCents: priceCents + Math.round((priceCents * taxPercent) / 100), netCents: priceCents };
}

/** A coupon's discount: a Money amount in cents, or a Percent of the lines. */
export interface Discount {
  type: 'Money' | 'Percent';
  amount: number;
}

/** The totals of a cart: its lines, the transport, the coupon's discount and what is paid. */
export interface Totals {
  lines: Amounts;
  transport: Amounts;
  discount: Amounts;
  total: Amounts;
}

const sumOf = (amounts: readonly Amounts[]): Amounts =>
  amounts.reduce(
    (sum, line) => ({ grossCents: sum.grossCents + line.grossCents, netCents: sum.netCents + line.netCents }),
    { grossCents: 0, netCents: 0 },
  );

/**
 * The discount a coupon takes off the lines (never the transport), never more than they cost. A Money amount is
 * gross or net as the club writes its prices; the other figure keeps the lines' proportion of taxes.
 */
export function discountOf(lines: Amounts, discount: Discount | null, priceWithTaxes: boolean): Amounts {
  if (!discount || lines.grossCents === 0) return { grossCents: 0, netCents: 0 };
  if (discount.type === 'Percent') {
    const percent = Math.min(discount.amount, 100);
    return {
      grossCents: Math.round((lines.grossCents * percent) / 100),
      netCents: Math.round((lines.netCents * percent) / 100),
    };
  }
  if (priceWithTaxes) {
    const grossCents = Math.min(discount.amount, lines.grossCents);
    return { grossCents, netCents: Math.round((grossCents * lines.netCents) / lines.grossCents) };
  }
  const netCents = Math.min(discount.amount, lines.netCents);
  return {
    grossCents: lines.netCents === 0 ? 0 : Math.round((netCents * lines.grossCents) / lines.netCents),
    netCents,
  };
}

/**
 * The totals: the lines, plus the transport (its price is gross, as the shop shows it), minus the coupon's
 * discount, never below 0.
 */
export function totalsOf(
  lines: readonly Amounts[],
  transportCents: number | null,
  discount: Discount | null,
  priceWithTaxes: boolean,
): Totals {
  const linesSum = sumOf(lines);
  const transport =
    transportCents === null ? { grossCents: 0, netCents: 0 } : amountsOf(transportCents, true);
  const taken = discountOf(linesSum, discount, priceWithTaxes);
  return {
    lines: linesSum,
    transport,
    discount: taken,
    total: {
      grossCents: Math.max(0, linesSum.grossCents + transport.grossCents - taken.grossCents),
      netCents: Math.max(0, linesSum.netCents + transport.netCents - taken.netCents),
    },
  };
}

/** Hundredths of an hour a booking of `minutes` takes off an hours voucher (90 minutes = 150), rounded up. */
export const hoursVoucherUnits = (minutes: number): number => Math.ceil((minutes * 100) / 60);

/** What one booking takes off a sessions voucher: one session, in hundredths. */
export const SESSION_UNITS = 100;

/**
 * What each line was paid once the coupon's discount is shared out between the lines in proportion to their price
 * (to the cent: the cents left over go to the lines with the largest remainders, so the parts add up to the
 * discount). A cancel gives back a line's paid part, never its share of the coupon.
 */
export function paidParts(linesCents: readonly number[], discountCents: number): number[] {
  const total = linesCents.reduce((sum, cents) => sum + cents, 0);
  if (total === 0 || discountCents <= 0) return [...linesCents];
  const taken = Math.min(discountCents, total);
  const exact = linesCents.map((cents) => (cents * taken) / total);
  const parts = exact.map(Math.floor);
  let left = taken - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return linesCents.map((cents, index) => cents - (parts[index] ?? 0));
}
