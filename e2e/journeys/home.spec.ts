// The home page as a whole (document 2, 2.10): its sixteen sections in order on a desktop and on a phone, each drawn
// by its owner and failing on its own: a remote that is down takes its sections away and nothing else.
import { clubTitle, expect, test, writeRunDatabase } from '../fixtures/club.ts';
import { inEnglish } from '../fixtures/booking.ts';
import type { Page } from '@playwright/test';

/** The sections' headings in the order of document 2, 2.10 (English interface), the hero's first. */
const sectionHeadings = [
  clubTitle,
  'Make your booking',
  'Join a match',
  'Memberships',
  'School programs',
  'Activities',
  'Trending products',
  'Vouchers',
  'Events',
  'Noticeboard',
  `Welcome to ${clubTitle}`,
  'Gallery',
  'Testimonials',
  'Our team',
  'Latest posts',
  'Sponsors',
] as const;

const shopSections = ['Memberships', 'Trending products', 'Vouchers'];
const bookingSections = ['Make your booking', 'Join a match', 'School programs', 'Events'];

/** The remotes' entries on the e2e site (tools/apps.mjs ports, offset as in playwright.config.ts). */
const remoteEntry = { shop: /:4101\/remoteEntry\.js/, booking: /:4102\/remoteEntry\.js/ };

/** The names of the home page's sections, in the page's order: each section is a region named by its heading. */
const shownSections = (page: Page) =>
  page
    .getByRole('main')
    .locator('section[aria-labelledby]')
    .evaluateAll((sections) =>
      sections
        .filter((section) => !section.parentElement?.closest('section'))
        .map(
          (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    );

/**
 * Scrolls down the home page to its foot, a screen at a time, until the sections named have arrived and none is
 * still loading: each section's code and data load as it nears the viewport.
 */
async function scrollThrough(page: Page, expected: readonly string[]): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    expect(await shownSections(page)).toEqual(expected);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

for (const viewport of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`the home page shows its sixteen sections in the order of the specification on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await scrollThrough(page, sectionHeadings);
    // No section failed quietly on the way.
    expect(errors.filter((text) => text.includes('failed'))).toEqual([]);
  });
}

test('with the shop remote down the booking sections, the content sections and the posts still render', async ({
  page,
}) => {
  await page.route(remoteEntry.shop, (route) => route.abort());
  await page.goto('/');
  await scrollThrough(
    page,
    sectionHeadings.filter((heading) => !shopSections.includes(heading)),
  );
  await expect(page.getByRole('region', { name: 'Latest posts' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('with the booking remote down the shop sections still render', async ({ page }) => {
  await page.route(remoteEntry.booking, (route) => route.abort());
  await page.goto('/');
  await scrollThrough(
    page,
    sectionHeadings.filter((heading) => !bookingSections.includes(heading)),
  );
  await expect(
    page
      .getByRole('region', { name: 'Trending products' })
      .getByRole('button', { name: /Add to cart/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the call to action disappears when the club has no welcome image', async ({ page }) => {
  let welcomeImage = '';
  writeRunDatabase((db) => {
    const row = db.prepare("SELECT value FROM home_template WHERE key = 'wellcomeImage'").get() as {
      value: string;
    };
    welcomeImage = row.value;
    db.prepare("UPDATE home_template SET value = '' WHERE key = 'wellcomeImage'").run();
  });
  try {
    await page.goto('/');
    await scrollThrough(
      page,
      sectionHeadings.filter((heading) => heading !== `Welcome to ${clubTitle}`),
    );
    await expect(page.getByRole('link', { name: 'Make your booking', exact: true })).toHaveCount(0);
  } finally {
    writeRunDatabase((db) =>
      db.prepare("UPDATE home_template SET value = ? WHERE key = 'wellcomeImage'").run(welcomeImage),
    );
  }
});
