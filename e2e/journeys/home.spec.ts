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
    // Every card shows its content whole: none is cut by a column too narrow for it.
    const cutCards = await page
      .locator('main section li article')
      .evaluateAll((cards) =>
        cards
          .filter((card) => card.scrollWidth > card.clientWidth + 1)
          .map(
            (card) =>
              `${card.closest('section')?.querySelector('h2')?.textContent}: ${card.textContent?.slice(0, 40)}`,
          ),
      );
    expect(cutCards).toEqual([]);
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

test('the carousels stand still under reduced motion, pause, follow the arrow keys and never move the page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await scrollThrough(page, sectionHeadings);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Under reduced motion every slide show waits to be started.
  const hero = page.getByRole('region', { name: clubTitle });
  await expect(hero.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await expect(testimonials.getByRole('button', { name: 'Play the slide show' })).toBeAttached();

  // Started, the hero moves on by itself once the pointer and the focus have left it; paused, it stays.
  const leaveHero = async () => {
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await hero.getByRole('button', { name: 'Play the slide show' }).click();
  await leaveHero();
  const current = hero.locator('[aria-current="true"]');
  await expect(current).toHaveAccessibleName('Show slide 2', { timeout: 8_000 });
  await hero.getByRole('button', { name: 'Pause the slide show' }).click();
  await leaveHero();
  await page.waitForTimeout(5_500);
  await expect(current).toHaveAccessibleName('Show slide 2');

  // The dots are one stop of the focus order, and the arrow keys move between the views.
  await testimonials.scrollIntoViewIfNeeded();
  await testimonials.getByRole('button', { name: 'Show slide 1' }).focus();
  await page.keyboard.press('ArrowRight');
  const second = testimonials.getByRole('button', { name: 'Show slide 2' });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(testimonials.getByRole('group', { name: '2 of 6' })).not.toHaveAttribute('aria-hidden');
  await expect(testimonials.getByRole('group', { name: '1 of 6', includeHidden: true })).toHaveAttribute(
    'aria-hidden',
    'true',
  );

  // Nothing on the page moved while sections arrived and slides changed.
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
});
