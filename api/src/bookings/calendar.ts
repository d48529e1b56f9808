// Calendar files and feeds (beyond the specification; research B3): the iCalendar text of bookings and trainings as
// Google Calendar, Outlook and Apple Calendar import it: METHOD:PUBLISH, no organizer or attendees, UTC times, and a
// stable UID per booking, so importing a file again, or the feed's next refresh, updates the event instead of adding
// a second one. A cancelled booking stays in a feed as STATUS:CANCELLED with a higher SEQUENCE so subscribers drop it.
import { createEvents, type EventAttributes } from 'ics';

/** An event of a calendar file or feed. */
export interface CalendarEntry {
  kind: 'booking' | 'training';
  id: number;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  /** The page of the booking or training on the club's site, when the site is known. */
  url: string | null;
  cancelled: boolean;
}

/** The domain part of every UID the club's calendars write, so a file and the feed name an event alike. */
const UID_DOMAIN = 'bookings.club';

/** The UID of a booking's or a training's event: the same in every file and feed. */
export const calendarUid = (kind: CalendarEntry['kind'], id: number): string => `${kind}-${id}@${UID_DOMAIN}`;

/** The iCalendar text of events (`calendarName` names a feed in the calendar app). */
export function calendarText(entries: readonly CalendarEntry[], calendarName: string): string {
  const events: EventAttributes[] = entries.map((entry) => ({
    uid: calendarUid(entry.kind, entry.id),
    start: entry.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: entry.start.getTime() + entry.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: entry.title,
    description: entry.description,
    location: entry.location,
    ...(entry.url ? { url: entry.url } : {}),
    status: entry.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: entry.cancelled ? 1 : 0,
  }));
  const { error, value } = createEvents(events, {
    productId: '-//Club//Bookings//ES',
    method: 'PUBLISH',
    calName: calendarName,
  });
  if (error || value === null) throw error ?? new Error('the calendar text could not be written');
  return value;
}
