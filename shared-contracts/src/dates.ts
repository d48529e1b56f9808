// Dates that follow the club's settings (document 1, 9; document 2, 1 and 9): the club's TimeZone, its .NET DateFormat
// and 24-hour time unless the format has 'tt'. Loaded by the pages that show or read dates only: dayjs stays off the
// first view of pages without them.
import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { getDefaultStore } from 'jotai';
import type { Culture, Settings } from '@club/shared-contracts/entities';
import { settingsAtom, supportedCulture, useSettings } from '@club/shared-contracts/settings';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The system date format, used when the settings have none. */
export const systemDateFormat = 'yyyy-MM-dd HH:mm';

/** The settings date formatting reads. */
export type DateSettings = Pick<Settings, 'DateFormat' | 'TimeZone' | 'Culture'>;

type TokenKind = 'date' | 'time' | 'meridiem' | 'literal';
interface FormatToken {
  kind: TokenKind;
  /** The dayjs format of the token, or the literal text. */
  text: string;
}

function dotnetToken(letter: string, length: number): FormatToken | null {
  switch (letter) {
    case 'y':
      return { kind: 'date', text: length >= 3 ? 'YYYY' : 'YY' };
    case 'M':
      return { kind: 'date', text: 'M'.repeat(Math.min(length, 4)) };
    case 'd':
      return { kind: 'date', text: length === 1 ? 'D' : length === 2 ? 'DD' : length === 3 ? 'ddd' : 'dddd' };
    case 'H':
    case 'h':
    case 'm':
    case 's':
      return { kind: 'time', text: letter.repeat(Math.min(length, 2)) };
    case 't':
      return { kind: 'meridiem', text: 'A' };
    case 'f':
    case 'F':
      return { kind: 'time', text: 'SSS' };
    default:
      return null;
  }
}

function tokenize(format: string): FormatToken[] {
  const tokens: FormatToken[] = [];
  const literal = (text: string) => {
    const last = tokens.at(-1);
    if (last?.kind === 'literal') last.text += text;
    else tokens.push({ kind: 'literal', text });
  };
  let index = 0;
  while (index < format.length) {
    const char = format.charAt(index);
    if (char === "'" || char === '"') {
      const end = format.indexOf(char, index + 1);
      literal(format.slice(index + 1, end === -1 ? format.length : end));
      index = end === -1 ? format.length : end + 1;
    } else if (char === '\\') {
      literal(format.charAt(index + 1));
      index += 2;
    } else if (char === '%') {
      // '%d' marks a single custom specifier in .NET; the specifier itself follows.
      index += 1;
    } else {
      let length = 1;
      while (format.charAt(index + length) === char) length += 1;
      const token = dotnetToken(char, length);
      if (token) tokens.push(token);
      else literal(char.repeat(length));
      index += length;
    }
  }
  return tokens;
}

function toDayjs(tokens: FormatToken[]): string {
  const twelveHour = tokens.some((token) => token.kind === 'meridiem');
  return tokens
    .map((token) => {
      if (token.kind === 'literal') {
        // Literal text goes in brackets so dayjs never reads it as tokens; ']' cannot sit inside them.
        return token.text
          .split(']')
          .map((piece) => (piece ? `[${piece}]` : ''))
          .join(']');
      }
      // 24-hour clock unless the format has 'tt' (document 2, 9).
      if (!twelveHour && token.text.startsWith('h')) return token.text.toUpperCase();
      return token.text;
    })
    .join('');
}

function span(tokens: FormatToken[], kinds: TokenKind[]): FormatToken[] {
  const first = tokens.findIndex((token) => kinds.includes(token.kind));
  const last = tokens.findLastIndex((token) => kinds.includes(token.kind));
  return first === -1 ? [] : tokens.slice(first, last + 1);
}

/** Converts a .NET date format (yyyy, MMMM, dd, HH, hh, mm, ss, tt, quoted literals) to a dayjs format. */
export function dotnetToDayjsFormat(format: string): string {
  return toDayjs(tokenize(format));
}

/** The date part of a .NET date format as a dayjs format (from its first to its last date token). */
export function dateOnlyFormat(format: string): string {
  const date = span(tokenize(format), ['date']);
  return toDayjs(date.length > 0 ? date : span(tokenize(systemDateFormat), ['date']));
}

/** The day and month of a .NET date format without its year, as a dayjs format ('dd/MM/yyyy' gives 'DD[/]MM'). */
export function dayMonthFormat(format: string): string {
  const date = span(tokenize(format), ['date']);
  const tokens = date.length > 0 ? date : span(tokenize(systemDateFormat), ['date']);
  const year = tokens.findIndex((token) => token.kind === 'date' && token.text.startsWith('Y'));
  if (year === -1) return toDayjs(tokens);
  // The year leaves with the separator between it and the rest.
  const separated = (index: number) => tokens[index]?.kind === 'literal';
  const kept =
    year === 0
      ? tokens.slice(separated(1) ? 2 : 1)
      : [...tokens.slice(0, separated(year - 1) ? year - 1 : year), ...tokens.slice(year + 1)];
  return toDayjs(kept);
}

/** The time part of a .NET date format as a dayjs format; 'HH:mm' when the format has no time. */
export function timeOnlyFormat(format: string): string {
  const time = span(tokenize(format), ['time', 'meridiem']);
  return toDayjs(time.length > 0 ? time : tokenize('HH:mm'));
}

const dayjsLocales: Record<Culture, string> = {
  'en-US': 'en',
  'es-ES': 'es',
  'es-MX': 'es',
  'fr-FR': 'fr',
  'it-IT': 'it',
};

/** The dayjs locale of a Culture setting (en for unsupported cultures). */
export function dayjsLocale(culture: string | null | undefined): string {
  return dayjsLocales[supportedCulture(culture)];
}

// Asked for every date shown; trying a zone costs a formatter each time.
const knownTimeZones = new Map<string, boolean>();

function isTimeZone(zone: string): boolean {
  let known = knownTimeZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownTimeZones.set(zone, known);
  }
  return known;
}

/** A date or date-time the API sends, or a Date. */
export type DateInput = string | number | Date;

/**
 * The moment in the club's time zone. Instants (a Date, epoch milliseconds, or ISO text with Z or an offset) are
 * converted; ISO text without an offset is already the club's wall time (booking starts) and is kept as it is.
 */
export function clubTime(settings: Pick<Settings, 'TimeZone' | 'Culture'>, value: DateInput): Dayjs | null {
  const zone = settings.TimeZone && isTimeZone(settings.TimeZone) ? settings.TimeZone : null;
  const text = typeof value === 'string' ? value.trim() : null;
  let moment: Dayjs;
  if (text !== null && !/(z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    moment = zone ? dayjs.tz(text, zone) : dayjs(text);
  } else {
    const instant = dayjs(text ?? value);
    moment = zone && instant.isValid() ? instant.tz(zone) : instant;
  }
  return moment.isValid() ? moment.locale(dayjsLocale(settings.Culture)) : null;
}

/** Formats a date-time with the club's DateFormat in its time zone and culture; '' when it is not a date. */
export function formatDate(settings: DateSettings, value: DateInput): string {
  return (
    clubTime(settings, value)?.format(dotnetToDayjsFormat(settings.DateFormat || systemDateFormat)) ?? ''
  );
}

/** Formats only the date part of the club's DateFormat (order lists, order detail). */
export function formatDateOnly(settings: DateSettings, value: DateInput): string {
  return clubTime(settings, value)?.format(dateOnlyFormat(settings.DateFormat || systemDateFormat)) ?? '';
}

/** Formats the day and month only, in the order and with the separator of the club's DateFormat ('28/11'). */
export function formatDayMonth(settings: DateSettings, value: DateInput): string {
  return clubTime(settings, value)?.format(dayMonthFormat(settings.DateFormat || systemDateFormat)) ?? '';
}

/** Formats only the time, 24-hour unless the club's DateFormat has 'tt'. */
export function formatTime(settings: DateSettings, value: DateInput): string {
  return clubTime(settings, value)?.format(timeOnlyFormat(settings.DateFormat || systemDateFormat)) ?? '';
}

/** Makes the club's culture and time zone dayjs's defaults, for code that formats with dayjs directly. */
function applyClubFormats(settings: Pick<Settings, 'TimeZone' | 'Culture'>): void {
  dayjs.locale(dayjsLocale(settings.Culture));
  if (settings.TimeZone && isTimeZone(settings.TimeZone)) dayjs.tz.setDefault(settings.TimeZone);
}

// Whoever loads this module first finds the settings provided (the host provides them before any page renders);
// a later change of settings follows.
const store = getDefaultStore();
const followSettings = () => {
  const settings = store.get(settingsAtom);
  if (settings) applyClubFormats(settings);
};
followSettings();
store.sub(settingsAtom, followSettings);

/** The club's date formatters in a component. */
export function useFormatDate(): {
  date: (value: DateInput) => string;
  dateOnly: (value: DateInput) => string;
  dayMonth: (value: DateInput) => string;
  time: (value: DateInput) => string;
} {
  const settings = useSettings();
  return useMemo(
    () => ({
      date: (value: DateInput) => formatDate(settings, value),
      dateOnly: (value: DateInput) => formatDateOnly(settings, value),
      dayMonth: (value: DateInput) => formatDayMonth(settings, value),
      time: (value: DateInput) => formatTime(settings, value),
    }),
    [settings],
  );
}
