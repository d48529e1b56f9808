import { readFile } from 'node:fs/promises';
import { demoMyBookings, inEnglish, shownEuros } from '../fixtures/booking.ts';
import { customers, expect, interactiveOnOpen, logInThroughDialog, test } from '../fixtures/club.ts';
import { logInFromHome } from '../fixtures/login.ts';
import type { Page } from '@playwright/test';

const { byCard, byVoucher, cardMethod } = demoMyBookings;

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

/** The item of My bookings that links to a booking's join page. */
const bookingItem = (page: Page, bookingId: number) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href="/booking-join/${bookingId}"]`) });

test('a customer cancels a next booking, sees the refunds popup, and the booking is under no list', async ({
  page,
}) => {
  await logInFromHome(page, customers.ana);
  await page.goto('/customer-bookings');
  const item = bookingItem(page, byCard.id);
  await expect(item).toContainText(byCard.comments);
  await item.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();

  const refunds = page.getByRole('dialog', { name: 'Refunds' });
  await expect(refunds).toContainText(cardMethod);
  await expect(refunds).toContainText(shownEuros(byCard.priceCents / 100));
  await refunds.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.locator(`a[href="/booking-join/${byCard.id}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page.locator(`a[href="/booking-join/${byCard.id}"]`)).toHaveCount(0);
});

test('sharing a booking copies its join link, which opens the booking in another browser', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInFromHome(page, customers.ana);
  await page.goto('/customer-bookings');
  const item = bookingItem(page, byVoucher.id);
  await item.getByRole('button', { name: 'Share with friends' }).click();
  await expect(item.getByRole('status')).toHaveText('Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe(`/booking-join/${byVoucher.id}`);

  // A friend opens the link in a browser of their own: the site asks them to log in, then shows the booking.
  const friend = await browser.newContext();
  const friendPage = interactiveOnOpen(await friend.newPage());
  await inEnglish(friendPage);
  await friendPage.goto(link);
  await logInThroughDialog(friendPage, customers.bruno.email, customers.bruno.password);
  await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText('Reserva de pista de pádel');
  await expect(friendPage.getByText('Pista 3')).toBeVisible();
  await friend.close();
});

test('Add to calendar downloads an .ics file that calendars import', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto('/customer-bookings');
  const item = bookingItem(page, byVoucher.id);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`booking-${byVoucher.id}.ics`);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n');
  for (const line of ['BEGIN:VCALENDAR', 'METHOD:PUBLISH', `UID:booking-${byVoucher.id}@bookings.club`]) {
    expect(lines).toContain(line);
  }
  expect(lines.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
  expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain('Pista 3');
  expect(lines.some((line) => line.startsWith('ORGANIZER'))).toBe(false);
});

test('the public page of a booking shows it without Share or Cancel', async ({ page }) => {
  await page.goto(`/booking/${byVoucher.token}`);
  const item = bookingItem(page, byVoucher.id);
  await expect(item).toContainText('Pista 3');
  await expect(item.getByRole('button', { name: 'Open Facility' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share with friends' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a customer makes a calendar feed that a calendar app reads, and stops it', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto('/customer-bookings');
  await page.getByRole('button', { name: 'Create calendar feed' }).click();
  const address = page.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/);
  const url = await address.inputValue();
  const feed = await page.request.get(url);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain(`UID:booking-${byVoucher.id}@bookings.club`);

  await page.getByRole('button', { name: 'Stop the feed' }).click();
  await expect(page.getByRole('button', { name: 'Create calendar feed' })).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
