// The birth date as the customer reads and types it: in the date part of the club's DateFormat (dd/MM/yyyy for
// the demo club), not the browser's locale, so it reads the same as every other date of the site. A native date
// input would show the browser's own format, which differs from the club's on most computers.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dateOnlyFormat, systemDateFormat } from '@club/shared-contracts/dates';

dayjs.extend(customParseFormat);

/** How the API carries a birth date. */
const isoDate = 'YYYY-MM-DD';
/** The earliest birth year taken, as the API does. */
const oldestYear = 1900;

/** The dayjs format of a birth date for a club DateFormat setting (its date part). */
export function birthDateFormat(clubDateFormat: string): string {
  return dateOnlyFormat(clubDateFormat || systemDateFormat);
}

/** The API's birth date (YYYY-MM-DD or null) in the given format; '' when there is none. */
export function showBirthDate(birthDate: string | null, format: string): string {
  if (!birthDate) return '';
  const date = dayjs(birthDate, isoDate, true);
  return date.isValid() ? date.format(format) : '';
}

/** A date in the given format, to show as an example of what to type. */
export function birthDateExample(format: string): string {
  return dayjs('1990-12-31', isoDate).format(format);
}

/** What was typed in the birth date: the API's date (null when left empty), or why it cannot be one. */
export type BirthDateReading = { value: string | null } | { problem: 'invalid' | 'future' };

// People leave out leading zeros (5/3/1990) and write the whole year where the format has two digits.
function typedFormats(format: string): string[] {
  const loose = format.replace(/\bDD\b/, 'D').replace(/\bMM\b/, 'M');
  const fullYear = (text: string) => text.replace(/\bYY\b/, 'YYYY');
  return [...new Set([format, loose, fullYear(format), fullYear(loose)])];
}

/** Reads a typed birth date in the given format; `today` is the customer's today (nobody is born later). */
export function readBirthDate(typed: string, format: string, today: Date): BirthDateReading {
  const text = typed.trim();
  if (!text) return { value: null };
  const date = dayjs(text, typedFormats(format), true);
  if (!date.isValid() || date.year() < oldestYear) return { problem: 'invalid' };
  if (date.isAfter(dayjs(today), 'day')) return { problem: 'future' };
  return { value: date.format(isoDate) };
}
