// The first view drawn on the server: a deployment of the host whose server draws its pages through federation,
// with the e2e site's API and remotes. Read without JavaScript, hydrated without a mismatch, in the visitor's
// language, and with a remote whose server part is down, that part drawn by the browser and the rest by the server.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { chooseLanguage, customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { demoAddresses, phoneUserAgent } from '../fixtures/accessibility.ts';
import { productLine, products, seedCart } from '../fixtures/cart.ts';
import { e2eSite, serveHost, serveRemote, type Served } from '../fixtures/remote-release.ts';
import { browserDrawnRoutes, routeTable } from '../../shared-contracts/src/route-table.ts';
import { remoteEntriesAt } from '../../tools/apps.mjs';

const workspace = path.resolve(import.meta.dirname, '..', '..');

/** The pages the benchmark measures. */
const benchmarkedPages = [
  '/',
  '/shop',
  '/shop/1',
  '/bookings/1',
  '/bookingtypes',
  '/blog',
  '/post/1',
  '/privacy',
];

let drawing: Served;
let withoutContentServer: Served;
let contentWithoutServer: Served;
let withoutApi: Served;
let shopOnCdn: Served;
/** Where the shop's browser entry is in a deployment whose server reaches the shop at another address. */
const shopCdn = 'http://shop.cdn.test/';

test.beforeAll(async () => {
  const { apiTarget, remotes } = e2eSite();
  drawing = await serveHost(apiTarget, remotes, { serverRendered: true });
  // The content remote deployed without its server part: its server entry answers 404.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'club-content-'));
  const dist = path.join(workspace, 'mf-content', 'dist');
  fs.cpSync(dist, folder, { recursive: true, filter: (file) => file !== path.join(dist, 'server') });
  contentWithoutServer = await serveRemote(folder);
  withoutContentServer = await serveHost(
    apiTarget,
    {
      ...remotes,
      mf_content: remoteEntriesAt(`${contentWithoutServer.url}/`),
    },
    { serverRendered: true },
  );
  // A host whose club API does not answer (nothing listens on the discard port).
  withoutApi = await serveHost('http://127.0.0.1:9', remotes, { serverRendered: true });
  // The browser loads the shop from an address this machine cannot reach; the server from the e2e site's.
  shopOnCdn = await serveHost(
    apiTarget,
    {
      ...remotes,
      mf_shop: { ...remotes.mf_shop, entry: `${shopCdn}remoteEntry.js` },
    },
    { serverRendered: true },
  );
});

test.afterAll(async () => {
  await drawing?.stop();
  await withoutContentServer?.stop();
  await contentWithoutServer?.stop();
  await withoutApi?.stop();
  await shopOnCdn?.stop();
});

/** The text at an address, asked for with another Host header than its own. */
function askedAs(host: string, address: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(address, { headers: { host } }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

/** What the page said in its console and what it threw, from now on. */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop list, a product, a post and the legal pages are read from the HTML alone', async ({
    page,
  }) => {
    await page.goto(`${drawing.url}/shop`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    const products = page.getByRole('region', { name: 'Productos', exact: true });
    await expect(products.getByRole('link', { name: 'Pala Carbon Pro' })).toBeVisible();

    await products.getByRole('link', { name: 'Pala Carbon Pro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pala Carbon Pro' })).toBeVisible();
    await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();

    await page.goto(`${drawing.url}/post/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Abrimos inscripciones para la escuela de otoño',
    );
    await expect(page.getByRole('article').locator('p').first()).not.toBeEmpty();

    for (const [address, title] of [
      ['/privacy', 'Política de privacidad'],
      ['/waiver', 'Exención de responsabilidad'],
      ['/cookies', 'Política de cookies'],
      ['/generalConditions', 'Condiciones generales'],
    ]) {
      await page.goto(`${drawing.url}${address}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    // The page's title and the club's name came with the page.
    await expect(page).toHaveTitle('Condiciones generales · Club Demo Pádel');
    await expect(page.getByRole('contentinfo')).toContainText('Club Demo Pádel');
  });

  test('a remote whose server part is down leaves its page to the browser, and the server draws the rest', async ({
    page,
  }) => {
    const answer = await page.goto(`${withoutContentServer.url}/privacy`);
    expect(answer?.status()).toBe(200);
    // The part is marked for the browser to draw.
    expect(await answer?.text()).toContain('<!--$!-->');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Club Demo Pádel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test("a remote's stylesheets are read where the server reaches its server entry, carried inline under the address the browser loads it at", async ({
  request,
}) => {
  const html = await (await request.get(`${shopOnCdn.url}/shop`)).text();
  expect(html).not.toContain('<!--$!-->');
  const inlined = [...html.matchAll(/<style data-href="([^"]+)">([^<]+)<\/style>/g)].map(([, href]) => href!);
  expect(inlined.filter((href) => href.startsWith(shopCdn) && href.endsWith('.css'))).not.toEqual([]);
  // The page links no stylesheet: it paints without asking for one.
  expect(html).not.toContain('rel="stylesheet"');
});

test('an address that names no page, or no post, answers 404 with the not-found page', async ({ page }) => {
  for (const address of ['/no-such-page', '/post/999999']) {
    const answer = await page.goto(`${drawing.url}${address}`);
    expect(answer?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  }
});

test("each page's head names its canonical address and what a link preview shows", async ({ request }) => {
  const head = async (address: string) => {
    const html = await (await request.get(`${drawing.url}${address}`)).text();
    return html.slice(0, html.indexOf('</head>'));
  };
  const product = await head('/shop/1');
  expect(product).toContain(`<link rel="canonical" href="${drawing.url}/shop/1">`);
  expect(product).toMatch(/<title>Pala Carbon Pro · Club Demo Pádel<\/title>/);
  expect(product).toContain('<meta property="og:type" content="product">');
  expect(product).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/[^"]+">/);
  expect(product).toMatch(/<meta property="product:price:amount" content="\d+\.\d{2}">/);

  const post = await head('/post/1');
  expect(post).toContain('<meta property="og:type" content="article">');
  expect(post).toContain(
    '<meta property="og:title" content="Abrimos inscripciones para la escuela de otoño · Club Demo Pádel">',
  );
  expect(post).toMatch(/<meta name="description" content="[^"]+">/);

  // A request that names another host changes none of the site's links to itself.
  for (const address of ['/shop/1', '/robots.txt', '/sitemap.xml']) {
    const forged = await askedAs('evil.example', `${drawing.url}${address}`);
    expect(forged, address).toContain(drawing.url);
    expect(forged, address).not.toContain('evil.example');
  }
});

test('the sitemap lists the public pages, products, posts, booking pages and activities, and robots.txt names it', async ({
  request,
}) => {
  const answer = await request.get(`${drawing.url}/sitemap.xml`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/xml');
  const locations = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const path of [
    '/',
    '/shop',
    '/shop/1',
    '/blog',
    '/post/1',
    '/bookings/1',
    '/activity/1',
    '/privacy',
  ]) {
    expect(locations, path).toContain(`${drawing.url}${path}`);
  }
  // Every product and post of the demo club, and no page behind the login.
  expect(locations.filter((location) => location.includes('/shop/'))).toHaveLength(67);
  expect(locations.filter((location) => location.includes('/post/'))).toHaveLength(42);
  expect(locations.some((location) => /account|customer|checkout/.test(location))).toBe(false);
  expect(await (await request.get(`${drawing.url}/robots.txt`)).text()).toContain(
    `Sitemap: ${drawing.url}/sitemap.xml`,
  );
});

test("with the club API down, a page answers 503 with the translated 'not available' page", async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'lcl', value: 'en-US', url: withoutApi.url }]);
  const answer = await page.goto(`${withoutApi.url}/shop`);
  expect(answer?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'The club site is not available' })).toBeVisible();
});

test('the remote part the server could not draw is drawn by the browser', async ({ page }) => {
  await page.goto(`${withoutContentServer.url}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
});

test('every public page of the route table is drawn whole by the server, none reading what only a browser has', async ({
  request,
}) => {
  const addresses = demoAddresses();
  const drawnRoutes = routeTable.filter(
    (entry) => entry.access === 'public' && !browserDrawnRoutes.has(entry.id),
  );
  for (const entry of drawnRoutes) {
    const answer = await request.get(`${drawing.url}${addresses[entry.id]}`);
    expect(answer.status(), entry.path).toBeLessThan(500);
    // A part that threw on the server (a browser global read while drawing, say) is marked for the browser to draw.
    expect(await answer.text(), entry.path).not.toContain('<!--$!-->');
  }
});

/** The browsers the pages are drawn for: a desktop's, and a phone's (drawn in the mobile layout). */
const screens = {
  desktop: {},
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: phoneUserAgent,
  },
};

for (const [screen, options] of Object.entries(screens)) {
  test(`every benchmarked page is drawn whole by the server and hydrates without a mismatch or an error on a ${screen}`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext(options);
    const page = await context.newPage();
    for (const address of benchmarkedPages) {
      // Every part was drawn by the server: one that threw there (a browser global read while drawing, say) would be
      // marked for the browser to draw (React's `<!--$!-->`).
      const html = await (await page.request.get(`${drawing.url}${address}`)).text();
      expect(html, address).not.toContain('<!--$!-->');
      const said = consoleOf(page);
      await page.goto(`${drawing.url}${address}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(said, address).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    await context.close();
  });
}

test("a page drawn on the server has a worker load the browser's number and date data while the start loads", async ({
  page,
}) => {
  const warmUp = page.waitForEvent('worker');
  const warmUpScript = page.waitForResponse((response) => response.url().endsWith('/intl-warm-up.js'));
  await page.goto(`${drawing.url}/shop`);
  expect(new URL((await warmUp).url()).pathname).toBe('/intl-warm-up.js');
  expect((await warmUpScript).status()).toBe(200);
});

test('a page drawn on the server asks for its scripts once the screen has shown its first paint and its largest image', async ({
  page,
}) => {
  await page.goto(drawing.url);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  const shown = await page.evaluate(
    () =>
      new Promise<{ firstPaint: number; largestImages: number[]; start: number }>((resolve) => {
        const images: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number })[])
            images.push(entry.renderTime);
        });
        observer.observe({ type: 'element', buffered: true });
        // Buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => {
          observer.disconnect();
          resolve({
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
            largestImages: images,
            start: performance
              .getEntriesByType('resource')
              .find((entry) => new URL(entry.name).pathname === '/main.js')!.startTime,
          });
        }, 100);
      }),
  );
  // The home page's hero is its largest image.
  expect(shown.largestImages).toHaveLength(1);
  expect(shown.start).toBeGreaterThanOrEqual(Math.max(shown.firstPaint, ...shown.largestImages));
});

test("a signed-in customer's page is drawn in their language and hydrates into their session, and the checkout and private pages are left to the browser", async ({
  page,
}) => {
  const said = consoleOf(page);
  await page.goto(drawing.url);
  await chooseLanguage(page, 'en-US');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  await expect(page.getByRole('dialog')).toBeHidden();

  // The server reads the language from its cookie: the HTML is English before any script runs.
  const html = await (await page.request.get(`${drawing.url}/shop`)).text();
  expect(html).toContain('<html lang="en-US"');
  expect(html).toMatch(/<h1[^>]*>Shop<\/h1>/);
  // A drawn page starts its scripts after its first paint; the pages left to the browser start them at once.
  expect(html).toContain('/after-first-paint.js');
  for (const left of ['/checkout', '/customer-orders']) {
    const empty = await (await page.request.get(`${drawing.url}${left}`)).text();
    expect(empty).toMatch(/<script defer(="")? src="?\/main\.js"?>/);
    expect(empty).not.toContain('/after-first-paint.js');
  }

  await page.goto(`${drawing.url}/shop`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();

  // The checkout comes empty from the server, and the browser draws it with the cart in its storage.
  await seedCart(page, { sItems: [productLine(products.balls, 1)], sales: [] });
  await page.goto(`${drawing.url}/checkout`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/checkout');

  // A private page comes empty from the server, and the browser opens it for the signed-in customer.
  await page.goto(`${drawing.url}/customer-orders`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/customer-orders');
  expect(said).toEqual([]);
});
