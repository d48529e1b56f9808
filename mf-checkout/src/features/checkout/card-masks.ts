// The card form's masks (document 3, 5 Card form): the number grouped by its brand's length — 15 digits for
// American Express and JCB15 (4-6-5), 14 for Diners (4-6-4), 16 for the others (4-4-4-4) — the expiry as MM/YY and
// the security code up to 4 digits. What the customer types is kept to digits and cut to the mask.

/** The digit groups of a card number's mask, by its first digits. */
export function cardNumberGroups(digits: string): readonly number[] {
  // American Express (34, 37) and JCB's 15-digit cards (2131, 1800).
  if (/^3[47]/.test(digits) || /^(2131|1800)/.test(digits)) return [4, 6, 5];
  // Diners Club (300-305, 36, 38, 39).
  if (/^3(0[0-5]|[689])/.test(digits)) return [4, 6, 4];
  return [4, 4, 4, 4];
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** A typed card number in its mask: digits only, at most the brand's length, grouped with spaces. */
export function maskCardNumber(typed: string): string {
  const digits = digitsOf(typed);
  const groups = cardNumberGroups(digits);
  const kept = digits.slice(
    0,
    groups.reduce((sum, size) => sum + size, 0),
  );
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= kept.length) break;
    parts.push(kept.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** A typed expiry as MM/YY: at most four digits, the slash after the month. */
export function maskExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A typed security code: up to 4 digits. */
export const maskSecurityCode = (typed: string): string => digitsOf(typed).slice(0, 4);

/** The month and the two-digit year of a complete MM/YY with a month from 01 to 12, or null. */
export function expiryParts(masked: string): { month: string; year: string } | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(masked);
  return match ? { month: match[1] ?? '', year: match[2] ?? '' } : null;
}
