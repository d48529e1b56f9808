// The API's share of the benchmark: how long the court booking page's availability call takes, measured from
// outside as a browser would wait for it. It lists the padel court type's courts on the club's tomorrow.
import { DEMO_BOOKING } from '../api/src/db/demo-club.ts';

/** What measureAvailability reports: wall time per request, and what one answer held. */
export interface AvailabilityTiming {
  medianMs: number;
  p95Ms: number;
  /** Resources in the answer. */
  courts: number;
  /** Free starts over all resources in the answer. */
  slots: number;
}

const WARM_UP_REQUESTS = 5;

/** The value at a quantile of sorted times (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Tomorrow in the club's time zone, `YYYY-MM-DD`: a whole day of free starts. */
export function clubTomorrow(timeZone: string, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * POSTs /api/publicbookings/list for the padel court type on the club's tomorrow `runs` times, one at a time after
 * 5 warm-up requests, and answers the median and 95th percentile of the wall time per request (the answer read
 * whole), with the courts and free starts the last answer held.
 */
export async function measureAvailability(apiOrigin: string, runs = 50): Promise<AvailabilityTiming> {
  const settings = await json(await fetch(new URL('/api/czconfigs/main-settings', apiOrigin)));
  const timeZone = (settings.data as { TimeZone?: string } | undefined)?.TimeZone ?? 'Europe/Madrid';
  const body = JSON.stringify({
    date: clubTomorrow(timeZone),
    bookingTypeId: DEMO_BOOKING.padelTypeId,
    customerId: null,
  });
  const url = new URL('/api/publicbookings/list', apiOrigin);
  const list = async () =>
    json(await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }));

  for (let warm = 0; warm < WARM_UP_REQUESTS; warm++) await list();
  const times: number[] = [];
  let last: Record<string, unknown> = {};
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    last = await list();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const resources = (last.model as { list?: Array<{ timeTable: unknown[] }> } | undefined)?.list ?? [];
  return {
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    courts: resources.length,
    slots: resources.reduce((sum, resource) => sum + resource.timeTable.length, 0),
  };
}
