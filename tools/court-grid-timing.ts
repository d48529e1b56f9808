// The court booking page's share of the benchmark: how long the main thread is blocked while the page draws its
// courts and times, and when the customer changes the duration (every slot drawn again), at the throttled
// profile's 4x CPU slowdown. Long tasks and event timings are read from the page's own performance entries.
import type { Browser } from 'playwright-core';
import { storageKeys } from '../shared-contracts/src/storage.ts';
import { clubTomorrow } from './api-timing.ts';

/** What measureCourtGrid reports. */
export interface CourtGridTiming {
  courts: number;
  slots: number;
  /** The longest task from navigation until the grid is drawn and settled. */
  longestTaskOnLoadMs: number;
  /** From the click on another duration to the next paint (the event's duration). */
  durationChangeMs: number;
  /** The longest task after that click. */
  longestTaskOnChangeMs: number;
}

interface PageEntries {
  longTasks: { start: number; duration: number }[];
  events: { name: string; start: number; duration: number }[];
}

declare global {
  interface Window {
    __courtEntries?: PageEntries;
  }
}

const longest = (tasks: { duration: number }[]) => Math.max(0, ...tasks.map((task) => task.duration));

/** Opens the court page on the club's tomorrow (a whole day of starts) at 1280 x 800, CPU 4x slower, and measures its grid. */
export async function measureCourtGrid(browser: Browser, url: string): Promise<CourtGridTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // In English, so the duration buttons are found by their group's name.
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ value: 'en-US', expiry: null }));
    const entries: PageEntries = { longTasks: [], events: [] };
    window.__courtEntries = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        entries.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        entries.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  }, storageKeys.language);
  try {
    await page.goto(`${url}?date=${clubTomorrow('Europe/Madrid')}`);
    const grid = page.getByRole('grid');
    await grid.waitFor();
    await page.waitForTimeout(1000);
    const courts = await grid.getByRole('row').count();
    const slots = await grid.getByRole('button').count();
    const loaded = await page.evaluate(() => window.__courtEntries!.longTasks.length);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('group', { name: 'Duration' }).getByRole('button').nth(1).click();
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => window.__courtEntries!);
    const clicks = entries.events.filter((event) => event.name === 'click' && event.start >= clickedAt);
    return {
      courts,
      slots,
      longestTaskOnLoadMs: longest(entries.longTasks.slice(0, loaded)),
      durationChangeMs: Math.max(0, ...clicks.map((event) => event.duration)),
      longestTaskOnChangeMs: longest(entries.longTasks.slice(loaded)),
    };
  } finally {
    await context.close();
  }
}
