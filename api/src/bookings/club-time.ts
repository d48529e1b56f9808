// The club's calendar: a booking's day and start are club-local (the club's TimeZone), as the customer reads them
// on the court booking page, while the clock and a hold's end are instants. Node's Intl knows the time zones, so no
// library is needed; a formatter per zone is made once, as making one costs far more than using it.

/** A club-local moment: the day `YYYY-MM-DD` and the minutes from its midnight. */
export interface ClubMoment {
  day: string;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** The club-local day and minute of an instant (seconds dropped). */
export function clubMoment(instant: Date, timeZone: string): ClubMoment {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const dayUtc = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instantMs: number, timeZone: string): number {
  const local = clubMoment(new Date(instantMs), timeZone);
  const localMs = dayUtc(local.day) + local.minute * 60_000;
  return Math.round((localMs - Math.floor(instantMs / 60_000) * 60_000) / 60_000);
}

/** The instant of a club-local day and minute. */
export function clubInstant(day: string, minute: number, timeZone: string): Date {
  const guess = dayUtc(day) + minute * 60_000;
  const first = offsetMinutes(guess, timeZone);
  const instant = guess - first * 60_000;
  const second = offsetMinutes(instant, timeZone);
  return new Date(second === first ? instant : guess - second * 60_000);
}

/** Whether a text is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(dayUtc(text));
  return date.toISOString().slice(0, 10) === text;
}

/** The day `days` days after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(dayUtc(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO weekday of a day: 1 Monday to 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(dayUtc(day)).getUTCDay() || 7;
}

/** `HH:mm` of minutes from midnight. */
export const hourText = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** The wire form of a club-local moment, `YYYY-MM-DDTHH:mm:ss` without offset (TimeTableSlot.start). */
export const localDateTime = (moment: ClubMoment): string => `${moment.day}T${hourText(moment.minute)}:00`;

/** Reads `YYYY-MM-DDTHH:mm[:ss]` as a club-local moment; undefined when it is no real day and time. */
export function parseLocalDateTime(text: string): ClubMoment | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const [, day = '', hours, minutes, seconds] = match;
  const hour = Number(hours);
  const minute = Number(minutes);
  if (!isCalendarDay(day) || hour > 23 || minute > 59 || Number(seconds ?? 0) !== 0) return undefined;
  return { day, minute: hour * 60 + minute };
}

/** Orders two club-local moments (negative when `a` is earlier). */
export const compareMoments = (a: ClubMoment, b: ClubMoment): number =>
  a.day === b.day ? a.minute - b.minute : a.day < b.day ? -1 : 1;

/** `dd/MM/yyyy` of a day, as the club's date format writes it. */
export const clubDateText = (day: string): string =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
