// `npm run bench`: serves the production builds, loads the home page and the shop list in Chromium and writes
// bench/report.md and the figures into the README: gzip JavaScript per app for each first view, requests, and first
// and largest contentful paint, with and without throttling (150 ms RTT, 1.6 Mbps, 4x CPU slowdown). A measurement,
// never a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { format } from 'prettier';
import { apps, remotesConfig } from './apps.mjs';
import { chromiumArgs, chromiumPath, ensureChromium } from './chromium.ts';
import { startSite } from './site.ts';

const root = path.resolve(import.meta.dirname, '..');
const portOffset = -2980;
const runs = 3;
const budgetBytes = 200 * 1024;

interface Profile {
  name: string;
  throttled: boolean;
}
const profiles: Profile[] = [
  { name: 'unthrottled', throttled: false },
  { name: 'throttled (150 ms RTT, 1.6 Mbps, 4x CPU)', throttled: true },
];

interface Measurement {
  jsGzipByApp: Record<string, number>;
  requests: number;
  fcp: number;
  lcp: number;
}

const appOfPort = new Map(apps.map((app) => [app.port + portOffset, app.dir]));

async function measure(browser: Browser, url: string, profile: Profile): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const jsGzipByApp: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const app = appOfPort.get(Number(new URL(response.url()).port)) ?? 'other';
    pending.push(
      response.body().then((body) => {
        jsGzipByApp[app] = (jsGzipByApp[app] ?? 0) + zlib.gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  await page.addInitScript(() => {
    const paints = { lcp: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    (window as unknown as { __paints: typeof paints }).__paints = paints;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: (window as unknown as { __paints: { lcp: number } }).__paints.lcp,
  }));
  await Promise.all(pending);
  await context.close();
  return { jsGzipByApp, requests, ...paints };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

ensureChromium();
const site = await startSite({
  portOffset,
  databasePath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-')), 'club.sqlite'),
  remotes: remotesConfig('localhost', portOffset),
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const browserVersion = browser.version();
/** The pages measured: the home page (with the first view's budget) and the shop list. */
const pages = [
  { name: 'home page', path: '/' },
  { name: 'shop list (/shop)', path: '/shop' },
];
const results: { page: (typeof pages)[number]; profile: Profile; runs: Measurement[] }[] = [];
try {
  for (const page of pages) {
    for (const profile of profiles) {
      const measured: Measurement[] = [];
      for (let run = 0; run < runs; run += 1)
        measured.push(await measure(browser, site.url + page.path, profile));
      results.push({ page, profile, runs: measured });
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

const date = new Date().toISOString().slice(0, 10);

/** The tables of one page: JavaScript per app (with the budget for the home page) and the paints per profile. */
function pageFigures(page: (typeof pages)[number], withBudget: boolean): string[] {
  const measuredPage = results.filter((result) => result.page === page);
  const first = measuredPage[0]!.runs[0]!;
  const jsRows = Object.entries(first.jsGzipByApp).sort(([a], [b]) => a.localeCompare(b));
  const jsTotal = jsRows.reduce((sum, [, bytes]) => sum + bytes, 0);
  const budget = withBudget
    ? ` (budget ${kb(budgetBytes)}: ${jsTotal <= budgetBytes ? 'within' : 'OVER'})`
    : '';
  return [
    `**${page.name}**`,
    '',
    '| app | JavaScript (gzip) |',
    '|---|---|',
    ...jsRows.map(([app, bytes]) => `| ${app} | ${kb(bytes)} |`),
    `| **total** | **${kb(jsTotal)}**${budget} |`,
    '',
    '| profile | requests | first contentful paint | largest contentful paint |',
    '|---|---|---|---|',
    ...measuredPage.map(
      ({ profile, runs: measured }) =>
        `| ${profile.name} | ${median(measured.map((m) => m.requests))} | ${ms(median(measured.map((m) => m.fcp)))} | ${ms(median(measured.map((m) => m.lcp)))} |`,
    ),
  ];
}

const figures = [
  `Measured ${date} with \`npm run bench\` (first view of each page, median of ${runs} loads, Chromium ${browserVersion}, ${os.cpus().length} cores).`,
  '',
  ...pages.flatMap((page, index) => [...pageFigures(page, index === 0), '']),
]
  .join('\n')
  .trimEnd();

fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'report.md'), `# Benchmark report\n\n${figures}\n`);
const readmePath = path.join(root, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
if (marked.test(readme)) {
  // Formatted as the lint step expects, so a fresh report keeps `npm test` green.
  const updated = readme.replace(marked, `<!-- bench:start -->\n${figures}\n<!-- bench:end -->`);
  fs.writeFileSync(readmePath, await format(updated, { filepath: readmePath }));
}
console.log(figures);
