// The XSS corpus stored in every text the site shows (product, posts, legal texts, mails, activities, club settings,
// the home page's texts, names, bookings, trainings): on every page that shows them, nothing of it runs — no call
// home, no dialog, no console marker, no changed title, no navigation or request away — and the page holds no active
// markup (no handler attribute, no script URL, no stored script). It runs on a site of its own with a fresh
// database, so the shared site's demo data stays clean for the other journeys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { buildApp } from '../../api/src/app.ts';
import { DEMO_ACTIVITIES, DEMO_LEVELS_TRAININGS, DEMO_PRODUCTS } from '../../api/src/db/demo-club.ts';
import { startSite, type Site } from '../../tools/site.ts';
import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { EVIL_HOST, XSS_MARKER, XSS_URLS, xssChunks } from '../fixtures/xss-corpus.ts';

const chunks = xssChunks();
const chunk = (index: number) => chunks[index % chunks.length]!;

/** The post, e-mail and booking type the corpus goes into (the newest post, Ana's first mail, padel courts). */
const POST_ID = 42;
const ANA_ID = 1;
const EMAIL_ID = 1;
const BOOKING_TYPE_ID = 1;

/** Writes the corpus into every text the pages show, straight into the database, before the site starts. */
function storeCorpus(db: DatabaseSync): void {
  const set = (sql: string, ...values: Array<string | number>) => db.prepare(sql).run(...values);
  // The legal texts, a product's detail, a post, an activity, a mail and a booking type's description are HTML:
  // together they hold every chunk as HTML.
  set(
    'UPDATE club SET general_conditions = ?, waiver = ?, privacy_policy_full = ?, cookies_policy = ?, title = ?, description = ?, open_hours = ?, address = ?',
    chunk(0),
    chunk(1),
    chunk(2),
    chunk(3),
    chunk(4),
    chunk(1),
    chunk(2),
    chunk(3),
  );
  set(
    'UPDATE products SET detail = ?, name = ?, description = ? WHERE id = ?',
    chunk(4),
    chunk(1),
    chunk(2),
    DEMO_PRODUCTS.racket.id,
  );
  set(
    'UPDATE text_blocks SET content = ?, title = ?, small_text = ? WHERE id = ?',
    chunk(1),
    chunk(2),
    chunk(3),
    POST_ID,
  );
  set("UPDATE text_blocks SET content = ? WHERE type = 'testimonials'", chunk(2));
  set(
    'UPDATE activities SET description = ?, name = ? WHERE id = ?',
    chunk(2),
    chunk(3),
    DEMO_ACTIVITIES.direct.id,
  );
  set('UPDATE outbox SET body = ?, subject = ? WHERE id = ?', chunk(3), chunk(4), EMAIL_ID);
  set(
    'UPDATE booking_types SET extended_description = ?, description = ?, name = ? WHERE id = ?',
    chunk(4),
    chunk(0),
    chunk(1),
    BOOKING_TYPE_ID,
  );
  // Texts shown as text: names, the home page's texts, banners, locations, bookings, trainings, memberships.
  set('UPDATE customers SET surname = ? WHERE id = ?', chunk(0), ANA_ID);
  set('UPDATE customers SET name = ?, surname = ? WHERE parent_id = ?', chunk(1), chunk(2), ANA_ID);
  set(
    "UPDATE home_template SET value = ? WHERE key IN ('textSlideInLeft1', 'textSlideInUp1', 'textSmall1', 'textButton1', 'textNumbers1')",
    chunk(4),
  );
  set('UPDATE banners SET title = ?, text = ?', chunk(1), chunk(2));
  set('UPDATE related_clubs SET name = ?, address = ?', chunk(3), chunk(4));
  set('UPDATE bookings SET comments = ?, description = ? WHERE customer_id = ?', chunk(2), chunk(3), ANA_ID);
  set(
    'UPDATE trainings SET description = ?, public_comments = ? WHERE id = ?',
    chunk(0),
    chunk(1),
    DEMO_LEVELS_TRAININGS.trainings.anaNext.id,
  );
  set(
    'UPDATE training_media SET title = ? WHERE training_id = ?',
    chunk(2),
    DEMO_LEVELS_TRAININGS.trainings.anaNext.id,
  );
  set('UPDATE memberships SET description = ?', chunk(3));
  // Addresses the club writes, which the pages turn into links, frames and images: script URLs only.
  const [social, location, banner, button, video, file] = XSS_URLS;
  set('UPDATE club SET facebook = ?, twitter = ?, instagram = ?', social!, social!, social!);
  set('UPDATE related_clubs SET url = ?', location!);
  set('UPDATE banners SET url = ?', banner!);
  set("UPDATE home_template SET value = ? WHERE key LIKE 'urlButton%'", button!);
  set("UPDATE training_media SET url = ? WHERE kind = 'video'", video!);
  set("UPDATE training_media SET url = ? WHERE kind <> 'video'", file!);
}

/** A page that shows stored texts; `shows` false when it shows them only in form fields or not at once. */
interface CorpusPage {
  path: string;
  shows?: false;
}

const VISITOR_PAGES: CorpusPage[] = [
  { path: '/' },
  { path: '/privacy' },
  { path: '/waiver' },
  { path: '/cookies' },
  { path: '/generalConditions' },
  { path: '/shop' },
  { path: `/shop/${DEMO_PRODUCTS.racket.id}` },
  { path: '/blog' },
  { path: `/post/${POST_ID}` },
  { path: `/activity/${DEMO_ACTIVITIES.direct.id}` },
  { path: '/bookingtypes' },
  { path: '/locations' },
];

const CUSTOMER_PAGES: CorpusPage[] = [
  { path: '/account', shows: false },
  { path: '/customer-comms' },
  { path: `/customer-comms/emails/${EMAIL_ID}` },
  { path: '/customer-bookings' },
  { path: `/trainings/${DEMO_LEVELS_TRAININGS.trainings.anaNext.id}` },
];

/** Markup that could run: handler attributes, script URLs, stored scripts, srcdoc frames, refreshes, bases. */
function activeMarkup(): string[] {
  const found: string[] = [];
  const scriptUrl = /^(javascript|vbscript|data:text\/html)/i;
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'values'];
  const visit = (root: Document) => {
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        // eslint-disable-next-line no-control-regex
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        else if (urlAttributes.includes(attribute.name) && scriptUrl.test(value)) {
          found.push(`${element.tagName} ${attribute.name}=${value.slice(0, 40)}`);
        }
      }
      if (element.tagName === 'SCRIPT' && element.textContent?.includes('__xss')) found.push('stored script');
      if (element.tagName === 'IFRAME' && element.hasAttribute('srcdoc')) found.push('iframe srcdoc');
      if (element.tagName === 'IFRAME') {
        const inner = (element as HTMLIFrameElement).contentDocument;
        if (inner) visit(inner);
      }
    }
    for (const element of Array.from(
      root.body?.querySelectorAll('meta[http-equiv], base, object, embed') ?? [],
    )) {
      found.push(`${element.tagName} in the body`);
    }
  };
  visit(document);
  return found;
}

/** Listens on a page for anything of the corpus that runs; answers what it saw, by the path open at the time. */
async function watchForCorpus(page: Page, site: Site): Promise<string[]> {
  const seen: string[] = [];
  const where = () => {
    const url = new URL(page.url());
    return url.origin === new URL(site.url).origin ? url.pathname : url.href;
  };
  await page.exposeFunction('__xss', (id: string) => seen.push(`${where()}: ran ${id}`));
  page.on('dialog', (dialog) => {
    seen.push(`${where()}: ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes(XSS_MARKER)) seen.push(`${where()}: console "${message.text()}"`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== new URL(site.url).origin) {
      seen.push(`navigated to ${frame.url()}`);
    }
  });
  await page.route(
    (url) => url.hostname === EVIL_HOST,
    (route) => {
      seen.push(`${where()}: request to ${route.request().url()}`);
      return route.abort();
    },
  );
  return seen;
}

/** Opens each page, waits until it shows the stored texts and its requests are done, and checks what it holds. */
async function visitAll(page: Page, site: Site, pages: CorpusPage[], seen: string[]): Promise<void> {
  for (const { path: pagePath, shows } of pages) {
    await page.goto(`${site.url}${pagePath}`);
    if (shows !== false)
      await expect(
        page
          .getByText(/xss corpus \d/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const check = async (where: string) => {
      if ((await page.title()).includes(XSS_MARKER)) seen.push(`${where}: the title was changed`);
      for (const markup of await page.evaluate(activeMarkup)) seen.push(`${where}: ${markup}`);
    };
    await check(pagePath);
    // A page's tabs (a training's videos and files, the account's parts) show more of the stored texts.
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await check(`${pagePath} ${await tab.textContent()}`);
    }
  }
}

test.describe('the XSS corpus stored in every text the site shows', () => {
  let site: Site;
  let dir: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-xss-'));
    const databasePath = path.join(dir, 'club.sqlite');
    // The API seeds the demo club on a fresh file; the corpus then replaces its texts before the site reads them.
    await (await buildApp({ databasePath, logger: false })).close();
    const db = new DatabaseSync(databasePath);
    try {
      storeCorpus(db);
    } finally {
      db.close();
    }
    site = await startSite({ ports: 'free', databasePath });
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await site?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a visitor’s pages show the stored markup as harmless text: nothing runs, calls, alerts or leaves', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const seen = await watchForCorpus(page, site);
    await visitAll(page, site, VISITOR_PAGES, seen);
    expect(seen).toEqual([]);
  });

  test('a customer’s pages (her name, mails, bookings, training) run none of the stored markup', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const seen = await watchForCorpus(page, site);
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: /^(Login|Iniciar sesión)$/ }).click();
    await logInThroughDialog(page, customers.ana.email, customers.ana.password);
    await expect(page.getByRole('dialog')).toBeHidden();
    await visitAll(page, site, CUSTOMER_PAGES, seen);
    expect(seen).toEqual([]);
  });

  test('the checks see it when markup of the corpus reaches a page unsanitized', async ({ page }) => {
    await page.setContent('<!doctype html><title>Corpus</title><body></body>');
    // Each chunk in a box of its own, without its refreshes (which would leave the page before it is read).
    const withoutRefresh = chunks.map((html) => html.replaceAll('<meta', '<span'));
    await page.evaluate((texts) => {
      for (const html of texts) document.body.appendChild(document.createElement('div')).innerHTML = html;
    }, withoutRefresh);
    const found = await page.evaluate(activeMarkup);
    expect(found).toEqual(expect.arrayContaining(['IMG onerror', 'stored script', 'iframe srcdoc']));
    expect(found.some((markup) => markup.startsWith('A href=javascript:'))).toBe(true);
  });
});
