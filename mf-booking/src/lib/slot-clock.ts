// Slot times as the club writes them: 24-hour unless its date format has 'tt' (document 2, 9). A slot's start is
// already the club's wall time (`HH:mm`), so times are worked out as minutes of the day, without a time zone: the
// court page writes hundreds of them at once.

/** True when the club's date format asks for a 12-hour clock. */
export function usesTwelveHourClock(dateFormat: string | null | undefined): boolean {
  return /tt/.test(dateFormat ?? '');
}

/** Minutes since midnight of an `HH:mm` time. */
export function minutesOf(sstart: string): number {
  const [hours = 0, minutes = 0] = sstart.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A time of day (minutes since midnight, wrapping past midnight) on the club's clock. */
export function formatClock(minutes: number, twelveHour: boolean): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(inDay / 60);
  const mins = String(inDay % 60).padStart(2, '0');
  if (!twelveHour) return `${String(hours).padStart(2, '0')}:${mins}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mins} ${hours < 12 ? 'AM' : 'PM'}`;
}
