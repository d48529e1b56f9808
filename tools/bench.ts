// `npm run bench`: serves the production builds as `npm start` does (the host's pages drawn on its server) and
// measures the site's key pages in Debian's Chromium, writing bench/report.md and the figures into the README:
// Lighthouse (mobile preset: scores, FCP, LCP, TBT, CLS and the LCP element; desktop: performance, LCP and CLS), and
// for each first view the gzip JavaScript per app, requests, and first and largest contentful paint with and without
// throttling (150 ms RTT, 1.6 Mbps, 4x CPU slowdown). The pages the host's server draws are measured side by side
// with the same build drawn by the browser (the static host), over HTTP/1.1 and over an HTTP/2 front; a hydration
// warning on any of them fails the run, after the report is written. The report also says where each page's LCP time
// goes and which elements moved, and what federation costs: the same apps built as a single bundle, measured beside
// the federated site drawn by the browser on a few pages. A measurement, never a test.
// Quick runs that print their figures and write nothing: `node tools/bench.ts --federation-cost` measures only that
// comparison, `node tools/bench.ts --server-rendering` only the pages drawn on the server against the browser's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { format } from 'prettier';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { apps, remoteEntriesAt, remotes, remotesConfig } from './apps.mjs';
import { chromiumArgs, chromiumPath, ensureChromium } from './chromium.ts';
import {
  mobilePreset,
  runLighthouse,
  type FormFactor,
  type LighthouseFigures,
  type PresetChange,
  type StorageSeed,
} from './lighthouse.ts';
import type { LoginResponse, ModelAnswer } from '../shared-contracts/src/entities.ts';
import { DEMO_ACTIVITIES, DEMO_BOOKING, DEMO_CUSTOMERS } from '../api/src/db/demo-club.ts';
import { LIVE_SCRIPT_URL, SANDBOX_SCRIPT_PATH } from '../api/src/payments/stripe/stripe-provider.ts';
import { productLine, products } from '../e2e/fixtures/cart.ts';
import { loginCustomer } from '../shared-contracts/src/session-store.ts';
import { storageKeys, storedEntry } from '../shared-contracts/src/storage.ts';
import { measureAvailability, type AvailabilityTiming } from './api-timing.ts';
import { measureCourtGrid, type CourtGridTiming } from './court-grid-timing.ts';
import {
  buildSingleBundle,
  federationCostByPartTable,
  federationCostTable,
  startSingleBundle,
  type BuildFigures,
  type FederationCost,
  type LcpWithoutPart,
} from './federation-cost.ts';
import { startHttp2Front } from './http2-front.ts';
import { startHostServer, startSite } from './site.ts';

const root = path.resolve(import.meta.dirname, '..');
const portOffset = -2980;
/** The ports of the HTTP/2 front, in front of the site's own. */
const http2Offset = portOffset + 1000;
const runs = 3;
/** Lighthouse runs per page on the mobile preset; the run of median performance is reported. */
const lighthouseRuns = 3;
const budgetBytes = 170 * 1024;
/** The port of the single bundle (the same apps without federation), beside the site's. */
const singleBundlePort = apps[0]!.port + portOffset + 50;
/** The host behind the HTTP/2 front. */
const frontHostPort = apps[0]!.port + portOffset + 51;
/** The same host build with the browser drawing its pages (the static host), beside the site's. */
const clientHostPort = apps[0]!.port + portOffset + 52;
/** Only the comparison with the single bundle, printed (`--federation-cost`). */
const onlyFederationCost = process.argv.includes('--federation-cost');
/** Only the pages drawn on the server against the browser's, printed (`--server-rendering`). */
const onlyServerRendering = process.argv.includes('--server-rendering');

/** What React says in the browser when a page's HTML does not match its first render (minified codes included). */
const hydrationWarning = /hydrat|Minified React error #(418|423|425)\b/i;
/** Every hydration warning the measured pages said, with the page: the run fails on one. */
const hydrationWarnings: string[] = [];
const noteHydrationWarnings = (url: string, said: string[]) =>
  hydrationWarnings.push(
    ...said.filter((text) => hydrationWarning.test(text)).map((text) => `${url}: ${text}`),
  );

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
  /** The payment providers' scripts requested (Stripe.js, from the API's sandbox or Stripe). */
  providerScripts: string[];
  fcp: number;
  lcp: number;
}

const appOfPort = new Map([
  ...apps.map((app) => [app.port + portOffset, app.dir] as const),
  [clientHostPort, apps[0]!.dir] as const,
  [singleBundlePort, 'single bundle'] as const,
]);
const isProviderScript = (url: URL) =>
  url.pathname === SANDBOX_SCRIPT_PATH || url.origin === new URL(LIVE_SCRIPT_URL).origin;

async function measure(
  browser: Browser,
  url: string,
  profile: Profile,
  localStorage?: StorageSeed,
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (localStorage)
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorage);
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
  const bodyOf = (response: Response) =>
    response.body().catch(async () => (await context.request.get(response.url())).body());
  const jsGzipByApp: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  let requests = 0;
  const providerScripts: string[] = [];
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  page.on('request', (request) => {
    requests += 1;
    if (isProviderScript(new URL(request.url()))) providerScripts.push(request.url());
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const app = appOfPort.get(Number(new URL(response.url()).port)) ?? 'other';
    pending.push(
      // A worker that closes itself when done (intl-warm-up.js) takes its script's body with it: asked again.
      bodyOf(response).then((body) => {
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
  if (new URL(page.url()).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${page.url()}: not the page to measure`);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: (window as unknown as { __paints: { lcp: number } }).__paints.lcp,
  }));
  await Promise.all(pending);
  await context.close();
  noteHydrationWarnings(url, said);
  return { jsGzipByApp, requests, providerScripts, ...paints };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

ensureChromium();
buildSingleBundle();
const site = await startSite({
  ports: { offset: portOffset },
  databasePath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-')), 'club.sqlite'),
  remotes: remotesConfig('localhost', portOffset),
  serverRendered: true,
});
const clientHost = await startHostServer({
  root: path.join(root, 'host', 'dist'),
  apiUrl: site.apiUrl,
  port: clientHostPort,
  name: 'the host whose pages the browser draws',
  remotes: remotesConfig('localhost', portOffset),
});
// The host behind the front names the remotes' browser entries at their front addresses, in its remotes config and
// so in its pages' Content-Security-Policy; its server loads their server entries where the site serves them.
const frontHost = await startHostServer({
  root: path.join(root, 'host', 'dist'),
  apiUrl: site.apiUrl,
  port: frontHostPort,
  name: 'the host behind the HTTP/2 front',
  serverRendered: true,
  remotes: Object.fromEntries(
    remotes.map((remote) => {
      const atFront = remoteEntriesAt(`https://localhost:${remote.port + http2Offset}/`);
      const atSite = remoteEntriesAt(`http://localhost:${remote.port + portOffset}/`);
      return [remote.name, { entry: atFront.entry, serverEntry: atSite.serverEntry }];
    }),
  ),
});
const front = await startHttp2Front(
  apps.map((app) => ({
    port: app.port + http2Offset,
    upstream: app.name === 'host' ? frontHost.url : `http://127.0.0.1:${app.port + portOffset}`,
  })),
);
const http2Url = `https://localhost:${apps[0]!.port + http2Offset}`;
const singleBundle = await startSingleBundle(site.apiUrl, singleBundlePort);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const browserVersion = browser.version();
/** A key page, with the local storage it needs before it loads. */
interface Page {
  name: string;
  path: string;
  localStorage?: StorageSeed;
  /** A page behind the login: measured like the others, left out of the HTTP/2 and preset-part runs. */
  signedIn?: true;
}

/**
 * Logs a demo customer in through the API, as the login dialog does, and answers what the site then keeps in local
 * storage (the token and the customer record, until the token expires).
 */
async function customerSession(
  siteUrl: string,
  who: { email: string; password: string },
): Promise<StorageSeed> {
  const answer = await fetch(`${siteUrl}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const body = (await answer.json()) as ModelAnswer<LoginResponse>;
  if (!body.ok) throw new Error(`The demo customer ${who.email} could not log in: ${body.errorMsg}`);
  const login = body.model;
  return {
    [storageKeys.token]: storedEntry(login.token, login.expiry),
    [storageKeys.customer]: storedEntry(loginCustomer(login), login.expiry),
  };
}
const session = await customerSession(site.url, DEMO_CUSTOMERS.ana);
/** A visitor's cart of one demo product, as the site stores it: without one the checkout page goes home. */
const visitorCart: StorageSeed = {
  [storageKeys.cart]: JSON.stringify({
    value: { sales: [], sItems: [productLine(products.racket, 1)], guid: 'bench-cart' },
    expiry: null,
  }),
};
/**
 * The key pages: the home page (with the first view's budget), the shop list, a product, a legal page, the blog, a
 * post, the booking types, an activity, the court booking page, the bookings by place and the checkout with a
 * visitor's cart; then the pages behind the login, as a demo customer: pending sales, fees, bookings and the account.
 */
const pages: Page[] = [
  { name: 'home page', path: '/' },
  { name: 'shop list', path: '/shop' },
  { name: 'product', path: '/shop/1' },
  { name: 'privacy', path: '/privacy' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/post/1' },
  { name: 'booking types', path: '/bookingtypes' },
  { name: 'activity', path: `/activity/${DEMO_ACTIVITIES.direct.id}` },
  { name: 'court booking', path: `/bookings/${DEMO_BOOKING.padelTypeId}` },
  { name: 'bookings by place', path: '/bookings-byplace' },
  { name: 'checkout', path: '/checkout', localStorage: visitorCart },
  { name: 'pending sales', path: '/debts', localStorage: session, signedIn: true },
  { name: 'fees', path: '/customer-fees', localStorage: session, signedIn: true },
  { name: 'customer bookings', path: '/customer-bookings', localStorage: session, signedIn: true },
  { name: 'account', path: '/account', localStorage: session, signedIn: true },
];
const publicPages = pages.filter((page) => !page.signedIn);
const pageNamed = (name: string): Page => pages.find((page) => page.name === name)!;
const courtPage = pageNamed('court booking');
/** The pages whose first view the host's server draws, measured side by side with the browser's drawing. */
const serverRenderingPages = [
  'home page',
  'shop list',
  'product',
  'court booking',
  'booking types',
  'blog',
  'post',
  'privacy',
].map(pageNamed);
const checkoutPage = pageNamed('checkout');
let courtGrid: CourtGridTiming | undefined;
let availability: AvailabilityTiming | undefined;
/** A page of HTML alone, no scripts (shown when the settings cannot load): what the document itself costs. */
const documentAlone = '/404-page.html';
let documentAloneLcp = Number.NaN;
/** The mobile preset with one part of its simulation taken away: what each page's paints are made of. */
const presetChanges: { name: string; change: PresetChange }[] = [
  { name: 'round trips of 0 ms', change: { rttMs: 0 } },
  { name: 'throughput x100', change: { throughputKbps: mobilePreset.throughputKbps * 100 } },
  { name: 'processor not slowed', change: { cpuSlowdownMultiplier: 1 } },
];
const changedRuns: { page: Page; name: string; figures: LighthouseFigures }[] = [];
const results: { page: Page; profile: Profile; runs: Measurement[] }[] = [];
const audits: { page: Page; formFactor: FormFactor; figures: LighthouseFigures }[] = [];
/** The mobile preset on each page served over HTTP/2 by the front. */
const http2Audits: { page: Page; figures: LighthouseFigures }[] = [];
/** The mobile preset on the server rendering's pages drawn by the browser (the static host). */
const clientAudits: { page: Page; figures: LighthouseFigures }[] = [];

const medianRun = (figures: LighthouseFigures[]) =>
  [...figures].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(figures.length / 2)]!;

/** The pages where federation's cost is measured: the home page, the shop list and the court booking page. */
const federationCostPages = [pageNamed('home page'), pageNamed('shop list'), courtPage];
/** Each page's first views (unthrottled) and Lighthouse mobile runs on each build, the builds taking turns. */
const federationRuns = federationCostPages.map((page) => ({
  page,
  federated: { views: [] as Measurement[], lcps: [] as number[] },
  single: { views: [] as Measurement[], lcps: [] as number[] },
}));
const builds = [
  { key: 'federated', url: clientHost.url },
  { key: 'single', url: singleBundle.url },
] as const;

/** A build's figures on a page: the median first view's JavaScript and requests, and the median Lighthouse LCP. */
function buildFigures({ views, lcps }: { views: Measurement[]; lcps: number[] }): BuildFigures {
  const jsBytes = (view: Measurement) =>
    Object.values(view.jsGzipByApp).reduce((sum, bytes) => sum + bytes, 0);
  return {
    jsBytes: median(views.map(jsBytes)),
    requests: median(views.map((view) => view.requests)),
    lcp: median(lcps),
  };
}

/** The first views of the federation cost pages on each build, the builds taking turns. */
async function measureFederationFirstViews(): Promise<void> {
  for (const { page, ...runsOf } of federationRuns) {
    for (let run = 0; run < runs; run += 1) {
      for (const { key, url } of builds) {
        const view = await measure(browser, url + page.path, profiles[0]!, page.localStorage);
        if (key === 'single' && Object.keys(view.jsGzipByApp).join() !== 'single bundle')
          throw new Error(`The single bundle's ${page.path} loaded scripts from elsewhere`);
        runsOf[key].views.push(view);
      }
    }
  }
}

/** The federation cost pages' LCP on each build with one part of the mobile preset taken away: one run each. */
const federationParts: LcpWithoutPart[] = [];

/** Lighthouse mobile on the federation cost pages with each part of the preset taken away, the builds in turn. */
async function measureFederationParts(): Promise<void> {
  for (const { page } of federationRuns) {
    for (const { name, change } of presetChanges) {
      const lcps: number[] = [];
      for (const { url } of builds)
        lcps.push(
          (await runLighthouse(url + page.path, 'mobile', { change, localStorage: page.localStorage })).lcp,
        );
      federationParts.push({ path: page.path, part: name, federated: lcps[0]!, single: lcps[1]! });
    }
  }
}

/** Lighthouse on a page of the site, whose server draws it: a hydration warning in its console is noted. */
async function lighthouseOnSite(
  ...[url, ...rest]: Parameters<typeof runLighthouse>
): Promise<LighthouseFigures> {
  const figures = await runLighthouse(url, ...rest);
  noteHydrationWarnings(url, figures.consoleErrors);
  return figures;
}

/**
 * Lighthouse mobile on the server rendering's pages: drawn by the server over HTTP/1.1 and over HTTP/2, and by the
 * browser, each run on each in turn. Every run drawn by the server is checked for hydration warnings.
 */
async function measureServerRendering(): Promise<void> {
  const hosts = { server: site.url, http2: http2Url, client: clientHost.url };
  for (const page of serverRenderingPages) {
    const runsOf = { server: [], http2: [], client: [] } as Record<keyof typeof hosts, LighthouseFigures[]>;
    for (let run = 0; run < lighthouseRuns; run += 1) {
      for (const [key, host] of Object.entries(hosts) as [keyof typeof hosts, string][])
        runsOf[key].push(await lighthouseOnSite(host + page.path, 'mobile'));
    }
    audits.push({ page, formFactor: 'mobile', figures: medianRun(runsOf.server) });
    http2Audits.push({ page, figures: medianRun(runsOf.http2) });
    clientAudits.push({ page, figures: medianRun(runsOf.client) });
  }
}

/** Lighthouse mobile on the federation cost pages, each run on each build in turn. */
async function measureFederationLcps(): Promise<void> {
  for (let run = 0; run < lighthouseRuns; run += 1) {
    for (const { page, ...runsOf } of federationRuns) {
      for (const { key, url } of builds) {
        const figures = await runLighthouse(url + page.path, 'mobile', { localStorage: page.localStorage });
        runsOf[key].lcps.push(figures.lcp);
      }
    }
  }
}

const isServerRenderingPage = (page: Page) => serverRenderingPages.includes(page);
try {
  try {
    if (!onlyServerRendering) await measureFederationFirstViews();
    if (!onlyFederationCost && !onlyServerRendering) {
      for (const page of pages) {
        for (const profile of profiles) {
          const measured: Measurement[] = [];
          for (let run = 0; run < runs; run += 1)
            measured.push(await measure(browser, site.url + page.path, profile, page.localStorage));
          results.push({ page, profile, runs: measured });
        }
      }
      courtGrid = await measureCourtGrid(browser, site.url + courtPage.path);
    }
  } finally {
    await browser.close();
  }
  if (!onlyServerRendering) {
    await measureFederationLcps();
    await measureFederationParts();
  }
  if (!onlyFederationCost) await measureServerRendering();
  if (!onlyFederationCost && !onlyServerRendering) {
    // The server rendering's pages have their mobile runs on both hosts already.
    for (const page of pages) {
      if (!isServerRenderingPage(page)) {
        const mobile: LighthouseFigures[] = [];
        for (let run = 0; run < lighthouseRuns; run += 1)
          mobile.push(
            await lighthouseOnSite(site.url + page.path, 'mobile', { localStorage: page.localStorage }),
          );
        audits.push({ page, formFactor: 'mobile', figures: medianRun(mobile) });
      }
      audits.push({
        page,
        formFactor: 'desktop',
        figures: await lighthouseOnSite(site.url + page.path, 'desktop', { localStorage: page.localStorage }),
      });
    }
    for (const page of publicPages.filter((page) => !isServerRenderingPage(page))) {
      const mobile: LighthouseFigures[] = [];
      for (let run = 0; run < lighthouseRuns; run += 1)
        mobile.push(
          await lighthouseOnSite(http2Url + page.path, 'mobile', { localStorage: page.localStorage }),
        );
      http2Audits.push({ page, figures: medianRun(mobile) });
    }
    for (const page of serverRenderingPages) {
      for (const { name, change } of presetChanges) {
        changedRuns.push({
          page,
          name,
          figures: await lighthouseOnSite(site.url + page.path, 'mobile', { change }),
        });
      }
    }
    documentAloneLcp = (await runLighthouse(site.url + documentAlone, 'mobile')).lcp;
    availability = await measureAvailability(site.url);
  }
} finally {
  await singleBundle.stop();
  await front.stop();
  await frontHost.stop();
  await clientHost.stop();
  await site.stop();
}

const federationCosts: FederationCost[] = federationRuns.map(({ page, federated, single }) => ({
  path: page.path,
  federated: buildFigures(federated),
  single: buildFigures(single),
}));
const federationCostFigures = [
  `**The cost of federation** (the same apps built as one bundle without Module Federation, the host's \`build:single\`, served beside the federated site drawn by the browser, as the single bundle is; first views at 1280 x 800, median of ${runs} loads each)`,
  '',
  ...federationCostTable(federationCosts, lighthouseRuns),
  '',
  "Where the federated site's extra time goes (LCP federated / single and the difference, one run each): the mobile",
  'preset, then the same with one part of its simulation taken away (its round trips, its throughput, its processor slowdown).',
  '',
  ...federationCostByPartTable(federationCosts, federationParts),
];
if (onlyFederationCost) {
  console.log((await format(federationCostFigures.join('\n'), { parser: 'markdown' })).trimEnd());
  process.exit(0);
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const cell = (text: string) => `\`${text.replace(/\s+/g, ' ').replace(/`/g, "'").slice(0, 80)}\``;
const audit = (page: Page, formFactor: FormFactor) =>
  audits.find((entry) => entry.page === page && entry.formFactor === formFactor)!.figures;
const http2Audit = (page: Page) => http2Audits.find((entry) => entry.page === page)!.figures;

/** The first view drawn on the server (Step 14's goal): what each page must reach on the mobile preset. */
const serverRenderingGoal = { lcpMs: 1500, lcpHttp2Ms: 1200, tbtMs: 200, cls: 0.05, performance: 95 };

/** The pages drawn on the server beside the same drawn by the browser, against the goal. */
function serverRenderingFigures(): string[] {
  const goal = serverRenderingGoal;
  return [
    `**The first view drawn on the server**, beside the same build drawn by the browser (the static host): Lighthouse mobile preset, run of median performance out of ${lighthouseRuns}, the three in turn. The goal: LCP at most ${seconds(goal.lcpMs)} over HTTP/1.1 and ${seconds(goal.lcpHttp2Ms)} over HTTP/2, TBT at most ${goal.tbtMs} ms, CLS at most ${goal.cls}, performance ${goal.performance} or more.`,
    '',
    '| page | drawn by the browser: performance, LCP | drawn by the server: performance | FCP | LCP | TBT | CLS | over HTTP/2: performance, LCP | goal |',
    '|---|---|---|---|---|---|---|---|---|',
    ...serverRenderingPages.map((page) => {
      const client = clientAudits.find((entry) => entry.page === page)!.figures;
      const server = audit(page, 'mobile');
      const http2 = http2Audit(page);
      const missed = [
        ...(server.lcp > goal.lcpMs ? [`LCP ${seconds(server.lcp)}`] : []),
        ...(http2.lcp > goal.lcpHttp2Ms ? [`HTTP/2 LCP ${seconds(http2.lcp)}`] : []),
        ...(Math.max(server.tbt, http2.tbt) > goal.tbtMs ? ['TBT'] : []),
        ...(Math.max(server.cls, http2.cls) > goal.cls ? ['CLS'] : []),
        ...(Math.min(server.scores.performance, http2.scores.performance) < goal.performance
          ? ['performance']
          : []),
      ];
      return `| ${page.path} | ${client.scores.performance}, ${seconds(client.lcp)} | ${server.scores.performance} | ${seconds(server.fcp)} | ${seconds(server.lcp)} | ${ms(server.tbt)} | ${server.cls.toFixed(3)} | ${http2.scores.performance}, ${seconds(http2.lcp)} | ${missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`} |`;
    }),
    '',
    `Hydration warnings on the pages the server drew (every load of this run): ${hydrationWarnings.length === 0 ? 'none' : hydrationWarnings.map(cell).join(', ')}.`,
  ];
}
if (onlyServerRendering) {
  console.log((await format(serverRenderingFigures().join('\n'), { parser: 'markdown' })).trimEnd());
  process.exit(hydrationWarnings.length === 0 ? 0 : 1);
}

const lighthouseVersion = lighthousePackage.version;
const date = new Date().toISOString().slice(0, 10);

/** The tables of one page: JavaScript per app (with the budget for the home page) and the paints per profile. */
function pageFigures(page: Page, withBudget: boolean): string[] {
  const measuredPage = results.filter((result) => result.page === page);
  const first = measuredPage[0]!.runs[0]!;
  const jsRows = Object.entries(first.jsGzipByApp).sort(([a], [b]) => a.localeCompare(b));
  const jsTotal = jsRows.reduce((sum, [, bytes]) => sum + bytes, 0);
  const budget = withBudget
    ? ` (budget ${kb(budgetBytes)}: ${jsTotal <= budgetBytes ? 'within' : 'OVER'})`
    : '';
  return [
    `**${page.name} (${page.path})**`,
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
    ...(page === checkoutPage ? ['', providerScripts(measuredPage)] : []),
  ];
}

/** The payment providers' scripts any load of the page requested: none, until the customer picks a method. */
function providerScripts(measuredPage: typeof results): string {
  const requested = new Set(
    measuredPage.flatMap(({ runs: measured }) => measured.flatMap((m) => m.providerScripts)),
  );
  const loads = measuredPage.reduce((sum, { runs: measured }) => sum + measured.length, 0);
  return `Payment provider scripts requested on load (Stripe.js, from the API's sandbox or js.stripe.com; ${loads} loads): ${requested.size === 0 ? 'none' : [...requested].join(', ')}.`;
}

/** Lighthouse's figures of every page: the mobile preset in full, the desktop one for performance and shifts. */
function lighthouseFigures(): string[] {
  return [
    `**Lighthouse, mobile preset** (run of median performance out of ${lighthouseRuns})`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...pages.map((page) => {
      const { scores, fcp, lcp, tbt, cls, lcpElement } = audit(page, 'mobile');
      return `| ${page.path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${seconds(fcp)} | ${seconds(lcp)} | ${ms(tbt)} | ${cls.toFixed(3)} | ${cell(lcpElement)} |`;
    }),
    '',
    '**Lighthouse, desktop preset**',
    '',
    '| page | performance | LCP | TBT | CLS |',
    '|---|---|---|---|---|',
    ...pages.map((page) => {
      const { scores, lcp, tbt, cls } = audit(page, 'desktop');
      return `| ${page.path} | ${scores.performance} | ${seconds(lcp)} | ${ms(tbt)} | ${cls.toFixed(3)} |`;
    }),
    '',
    `**Lighthouse, mobile preset, served over HTTP/2** (TLS, by a front like a CDN's; run of median performance out of ${lighthouseRuns})`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|',
    ...publicPages.map((page) => {
      const { scores, fcp, lcp, tbt, cls } = http2Audit(page);
      return `| ${page.path} | ${scores.performance} | ${seconds(fcp)} | ${seconds(lcp)} | ${ms(tbt)} | ${cls.toFixed(3)} |`;
    }),
  ];
}

/** The requests before a page's largest paint, in the order they started: the road to the LCP. */
function requestChain(requests: LighthouseFigures['beforeLcp']): string[] {
  return [
    '| request (port and path) | start | end | bytes |',
    '|---|---|---|---|',
    ...requests.map(
      ({ url, start, end, bytes }) => `| ${cell(url)} | ${ms(start)} | ${ms(end)} | ${bytes} |`,
    ),
    '',
  ];
}

/**
 * What the mobile preset makes of a page's road to its largest paint: the bytes fetched before it at the preset's
 * throughput, and the main thread's work before it at the preset's slowdown. Both come after the document itself.
 */
function simulatedRoad({ beforeLcp, mainThreadBeforeLcp }: LighthouseFigures): string {
  const bytes = beforeLcp.reduce((sum, request) => sum + request.bytes, 0);
  const transfer = (bytes * 8) / (mobilePreset.throughputKbps * 1024);
  const work = mainThreadBeforeLcp * mobilePreset.cpuSlowdownMultiplier;
  return (
    `Before the largest paint: ${kb(bytes)} fetched, ${seconds(transfer * 1000)} at ${(mobilePreset.throughputKbps / 1024).toFixed(1)} Mbps; ` +
    `${ms(mainThreadBeforeLcp)} of main-thread work, ${seconds(work)} at the ${mobilePreset.cpuSlowdownMultiplier}x slowdown.`
  );
}

/** First and largest contentful paint of each page on the mobile preset and with each part of it taken away. */
function paintsByPresetPart(): string[] {
  const paints = ({ fcp, lcp }: LighthouseFigures) => `${seconds(fcp)} / ${seconds(lcp)}`;
  return [
    `| page | mobile preset | ${presetChanges.map(({ name }) => name).join(' | ')} |`,
    `|---|---|${presetChanges.map(() => '---|').join('')}`,
    ...serverRenderingPages.map((page) => {
      const changed = presetChanges.map(
        ({ name }) => changedRuns.find((run) => run.page === page && run.name === name)!.figures,
      );
      return `| ${page.path} | ${[audit(page, 'mobile'), ...changed].map(paints).join(' | ')} |`;
    }),
  ];
}

/** Where each page's time goes and what moved, from Lighthouse's insights: for the report only. */
function diagnosis(): string[] {
  return pages.flatMap((page) =>
    (['mobile', 'desktop'] as const).flatMap((formFactor) => {
      const figures = audit(page, formFactor);
      const { lcpBreakdown, shifted } = figures;
      return [
        `**${page.path}, ${formFactor}**: LCP ${lcpBreakdown.map(({ label, ms: time }) => `${label.toLowerCase()} ${ms(time)}`).join(', ') || 'not broken down'}.`,
        shifted.length === 0
          ? 'Nothing moved.'
          : `Moved: ${shifted.map(({ element, score }) => `${cell(element)} (${score.toFixed(3)})`).join(', ')}.`,
        ...(formFactor === 'mobile'
          ? [simulatedRoad(figures), '', ...requestChain(figures.beforeLcp)]
          : ['']),
      ];
    }),
  );
}

/** The court page's grid at the 4x slowdown and the API's availability call behind it. */
function courtBookingFigures(): string[] {
  if (!courtGrid || !availability) return [];
  return [
    `**Court booking page** (${courtPage.path}, 1280 x 800, CPU 4x slower)`,
    '',
    '| what | figure |',
    '|---|---|',
    `| courts and free starts drawn | ${courtGrid.courts} courts, ${courtGrid.slots} slots |`,
    `| longest task while the page loads and draws them | ${ms(courtGrid.longestTaskOnLoadMs)} |`,
    `| another duration: click to next paint | ${ms(courtGrid.durationChangeMs)} |`,
    `| another duration: longest task | ${ms(courtGrid.longestTaskOnChangeMs)} |`,
    `| API availability (POST /api/publicbookings/list, ${availability.courts} courts, ${availability.slots} starts, 50 requests) | median ${availability.medianMs.toFixed(1)} ms, p95 ${availability.p95Ms.toFixed(1)} ms |`,
  ];
}

const figures = [
  `Measured ${date} with \`npm run bench\` (Lighthouse ${lighthouseVersion}; first views: median of ${runs} loads at 1280 x 800; Chromium ${browserVersion}, ${os.cpus().length} cores).`,
  `The pages behind the login (${pages
    .filter((page) => page.signedIn)
    .map((page) => page.path)
    .join(', ')}) are measured as a demo customer, logged in through the API as the login dialog does.`,
  '',
  ...serverRenderingFigures(),
  '',
  ...lighthouseFigures(),
  '',
  ...courtBookingFigures(),
  '',
  ...federationCostFigures,
  '',
  '**First views**',
  '',
  ...pages.flatMap((page, index) => [...pageFigures(page, index === 0), '']),
]
  .join('\n')
  .trimEnd();
const report = [
  figures,
  '',
  '## Where the time goes',
  '',
  'Observed on the Lighthouse run (not simulated): the parts of the largest contentful paint, the elements whose',
  'moves make up the cumulative layout shift, and on the mobile run the requests made before the largest paint, with',
  "what the mobile preset's network and processor make of those bytes and that work.",
  '',
  `A page of HTML alone (${documentAlone}, no scripts) paints at ${seconds(documentAloneLcp)} under the mobile preset: the`,
  "document's own connection and round trips, before any page's scripts or data can start.",
  '',
  'What the paints are made of (FCP / LCP, one run each): the mobile preset, then the same with one part of its',
  `simulation taken away — its ${mobilePreset.rttMs} ms round trips (connections, TCP slow start, one request waiting for`,
  `another), its ${(mobilePreset.throughputKbps / 1024).toFixed(1)} Mbps, its ${mobilePreset.cpuSlowdownMultiplier}x slower processor.`,
  '',
  ...paintsByPresetPart(),
  '',
  ...diagnosis(),
]
  .join('\n')
  .trimEnd();

fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
const reportPath = path.join(root, 'bench', 'report.md');
fs.writeFileSync(reportPath, await format(`# Benchmark report\n\n${report}\n`, { filepath: reportPath }));
const readmePath = path.join(root, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
if (marked.test(readme)) {
  // Formatted as the lint step expects, so a fresh report keeps `npm test` green.
  const updated = readme.replace(marked, `<!-- bench:start -->\n${figures}\n<!-- bench:end -->`);
  fs.writeFileSync(readmePath, await format(updated, { filepath: readmePath }));
}
console.log(figures);
if (hydrationWarnings.length > 0) {
  console.error(`Hydration warnings on pages the server drew:\n${hydrationWarnings.join('\n')}`);
  process.exit(1);
}
