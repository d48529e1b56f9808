// The booking side's sections of the home page (document 2, 2.10): a visitor finds the club's court booking types,
// open matches, school programs and events on the home page, each leading on to booking or joining.
import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { demoBooking, demoByPlace, inEnglish } from '../fixtures/booking.ts';
import type { Locator, Page } from '@playwright/test';

const { bookings } = demoByPlace;

/** The home page's sections these journeys wait for, by their headings (English interface). */
const homeSectionNames = [
  'Make your booking',
  'Join a match',
  'Memberships',
  'School programs',
  'Trending products',
  'Vouchers',
  'Events',
] as const;

/** A home page section by its heading. */
const homeSection = (page: Page, name: (typeof homeSectionNames)[number]): Locator =>
  page.getByRole('region', { name, exact: true });

/** Scrolls down the home page until every section is there: a section's code loads as it nears the viewport. */
async function revealHomeSections(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    for (const name of homeSectionNames) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached({ timeout: 500 });
    }
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('Make your booking shows at most 4 court booking types and leads to them and to their list', async ({
  page,
}) => {
  await page.goto('/');
  const section = homeSection(page, 'Make your booking');
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  await expect(section.getByRole('link', { name: demoBooking.typeNames.padel })).toHaveAttribute(
    'href',
    `/bookings/${demoBooking.padelTypeId}`,
  );

  const seeAll = page.getByRole('link', { name: 'See all: Make your booking' });
  await expect(seeAll).toHaveAttribute('href', '/bookingtypes?bookings=true');
  await seeAll.click();
  await expect(page).toHaveURL(/\/bookingtypes\?bookings=true$/);
  await expect(page.getByRole('heading', { level: 2, name: demoBooking.typeNames.tennis })).toBeVisible();
});

test('Join a match shows the open matches; a visitor’s Join logs in and goes on to the match’s confirm popup', async ({
  page,
}) => {
  await page.goto('/');
  await revealHomeSections(page);
  const section = homeSection(page, 'Join a match');
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  // The full match is left out: only matches with a place to take are offered.
  await expect(section.getByText('4 of 4 players')).toHaveCount(0);

  await cards.first().getByRole('button', { name: 'Join' }).click();
  // A visitor is asked to log in to join, on the home page; the login goes on with Join.
  await expect(page).toHaveURL(/\/$/);
  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  await expect(page).toHaveURL(
    new RegExp(`/bookings-byplace/\\d+\\?matches=true&date=[\\d-]+&bookingId=${bookings.openMatch.id}$`),
  );
  await expect(page.getByRole('dialog', { name: 'Partido abierto de pádel' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // A customer's Join leads to the match's join page.
  await page.goto('/');
  await revealHomeSections(page);
  await homeSection(page, 'Join a match')
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Join' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/booking-join/${bookings.openMatch.id}$`));
});

test('a school program leads to its page with the school key', async ({ page }) => {
  await page.goto('/');
  await revealHomeSections(page);
  const section = homeSection(page, 'School programs');
  await expect(page.getByRole('link', { name: 'See all: School programs' })).toHaveAttribute(
    'href',
    '/bookingtypes?school=true',
  );
  const school = section.getByRole('link', { name: demoBooking.typeNames.padelSchool });
  await expect(school).toHaveAttribute('href', /^\/bookings(-byplace)?\/\d+\?school=true$/);
  await school.click();
  await expect(page).toHaveURL(/\/bookings(-byplace)?\/\d+\?school=true$/);
});

test('Join on an event on the place map asks a visitor to log in, then leads to choosing a place', async ({
  page,
}) => {
  await page.goto('/');
  await revealHomeSections(page);
  const event = homeSection(page, 'Events').getByRole('article').first();
  await expect(event).toBeVisible();
  await event.getByRole('button', { name: 'Join' }).click();

  // The place map is a private page: the visitor stays on the home page and logs in first.
  await expect(page).toHaveURL(/\/$/);
  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  await expect(page).toHaveURL(
    new RegExp(`/booking-visual/${bookings.americano.id}/\\d+\\?date=\\d{4}-\\d{2}-\\d{2}$`),
  );
});
