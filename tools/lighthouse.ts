// Lighthouse on one page of the running site, in Debian's Chromium: the mobile preset (a mid-range phone on a slow
// 4G, simulated) or the desktop one. Used by the benchmark; a measurement, never a test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export type FormFactor = 'mobile' | 'desktop';

/** The mobile preset's simulated phone and network: round trip, throughput and processor slowdown. */
export const mobilePreset = throttling.mobileSlow4G;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The element of the largest contentful paint, as Lighthouse shows it. */
  lcpElement: string;
  /** Where the LCP's time goes (observed, unthrottled): time to first byte, load delay and duration, render delay. */
  lcpBreakdown: { label: string; ms: number }[];
  /** The elements that moved, with their share of the CLS. */
  shifted: { element: string; score: number }[];
  /** The requests the page made before its largest paint (observed): path, start and end in ms, bytes sent. */
  beforeLcp: { url: string; start: number; end: number; bytes: number }[];
  /** Main-thread work before the largest paint (observed, tasks over 5 ms), in ms. */
  mainThreadBeforeLcp: number;
  /** What the page logged as an error or threw while it loaded (Lighthouse's errors-in-console). */
  consoleErrors: string[];
}

interface NetworkRequest {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  transferSize: number;
}

interface Task {
  startTime: number;
  duration: number;
}

interface Node {
  type?: string;
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
interface InsightItem extends Node {
  items?: Record<string, unknown>[];
}

const describe = (node: Node | undefined) => node?.selector ?? node?.snippet ?? node?.nodeLabel ?? '—';

/** A change to the mobile preset's simulation, to tell what a page's time is made of. */
export type PresetChange = Partial<
  Pick<typeof mobilePreset, 'rttMs' | 'throughputKbps' | 'cpuSlowdownMultiplier'>
>;

/** Local storage entries a page needs before it loads (the checkout page needs a cart, or it goes home). */
export type StorageSeed = Record<string, string>;

/**
 * Writes the seed into the launched Chromium's local storage for the page's origin. An empty document stands for the
 * site's: loading the site itself would leave its own stored entries behind, making the measured load warmer than a
 * visitor's. Lighthouse's reset before the run still clears the caches but keeps local storage (its default
 * clearStorageTypes leave it out), so the page starts as cold as the others; were that to change, the page would
 * end on another path and the run would fail.
 */
async function seedStorage(port: number, url: string, seed: StorageSeed): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
    await page.goto(new URL(url).origin);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, seed);
    await page.close();
  } finally {
    await browser.close();
  }
}

function configFor(formFactor: FormFactor, change: PresetChange | undefined): Config | undefined {
  if (formFactor === 'desktop') return desktopConfig;
  return (
    change && { extends: 'lighthouse:default', settings: { throttling: { ...mobilePreset, ...change } } }
  );
}

/**
 * One Lighthouse run on the page at this URL, in a Chromium of its own; on the mobile preset, possibly changed, with
 * local storage seeded first when the page needs it. A page that ends on another path (a redirect) fails the run.
 */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  { change, localStorage }: { change?: PresetChange; localStorage?: StorageSeed } = {},
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // The benchmark's HTTP/2 front has a self-signed certificate.
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      ...(url.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    if (localStorage) await seedStorage(chrome.port, url, localStorage);
    const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] };
    const result = await lighthouse(url, flags, configFor(formFactor, change));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const { finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${finalDisplayedUrl}: not the page to measure`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const insight = (id: string) =>
      (audits[id]?.details as { items?: InsightItem[] } | undefined)?.items ?? [];
    const lcp = insight('lcp-breakdown-insight');
    const culprits = insight('cls-culprits-insight')[0]?.items ?? [];
    const observedLcp = Number(
      (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)
        ?.items?.[0]?.observedLargestContentfulPaint ?? Infinity,
    );
    const requests =
      (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const tasks = (audits['main-thread-tasks']?.details as { items?: Task[] } | undefined)?.items ?? [];
    const errors =
      (audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ??
      [];
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as LighthouseFigures['scores'],
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement: describe(lcp.find((item) => item.type === 'node')),
      lcpBreakdown: (lcp[0]?.items ?? []).map((item) => ({
        label: String(item.label),
        ms: Math.round(Number(item.duration)),
      })),
      shifted: culprits
        .filter((item) => (item.node as Node | undefined)?.type === 'node')
        .map((item) => ({ element: describe(item.node as Node), score: Number(item.score) })),
      beforeLcp: requests
        .filter((request) => request.networkRequestTime < observedLcp)
        .map((request) => {
          const url = new URL(request.url);
          return {
            url: `:${url.port}${url.pathname}`,
            start: Math.round(request.networkRequestTime),
            end: Math.round(request.networkEndTime),
            bytes: request.transferSize,
          };
        }),
      mainThreadBeforeLcp: tasks
        .filter((task) => task.startTime < observedLcp)
        .reduce((sum, task) => sum + Math.min(task.duration, observedLcp - task.startTime), 0),
      consoleErrors: errors.map((error) => String(error.description)),
    };
  } finally {
    chrome.kill();
  }
}
