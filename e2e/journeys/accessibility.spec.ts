import type { Page } from '@playwright/test';
import { customers, expect, test } from '../fixtures/club.ts';
import {
  checkTwoAtATime,
  contentLoaded,
  demoAddresses,
  phoneUserAgent,
  routesFor,
  seriousViolations,
  stopsWithoutFocusRing,
  viewports,
} from '../fixtures/accessibility.ts';
import { clubDay, demoBooking, inEnglish, pickSlot, slot } from '../fixtures/booking.ts';
import { cartButton, cartDropdown, productLine, products, seedCart } from '../fixtures/cart.ts';
import { logInFromHome } from '../fixtures/login.ts';
import { routeTable } from '../../shared-contracts/src/route-table.ts';

type Role = 'visitor' | 'customer';

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
  // A line in the cart, so the checkout shows its form instead of going back home.
  await seedCart(page, { sItems: [productLine(products.balls, 1)], sales: [] });
});

test('every route of the route table has an address of the demo club to check', () => {
  const addresses = demoAddresses();
  expect(routeTable.filter((entry) => !addresses[entry.id]).map((entry) => entry.id)).toEqual([]);
});

test('the check finds a serious violation when a page has one: an image without a text and a nameless button', async ({
  page,
}) => {
  await page.goto('/');
  await contentLoaded(page);
  await page.evaluate(() => {
    document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<img src="data:,"><button></button>');
  });
  const problems = await seriousViolations(page, 'the home page');
  expect(problems.join('\n')).toMatch(/image-alt \(critical/);
  expect(problems.join('\n')).toMatch(/button-name \(critical/);
});

/** The booking checkout needs a booking picked on the court page: a customer reaches it by Book. */
async function openBookingCheckout(page: Page): Promise<void> {
  await page.goto(`/bookings/${demoBooking.padelTypeId}?date=${clubDay(13)}`);
  await pickSlot(page, slot(page, 'Pista 7', '08:00'));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
}

/** Visits every route the role may see, two at a time, and lists what axe and the focus check find. */
async function checkEveryRoute(page: Page, role: Role, viewport: keyof typeof viewports): Promise<string[]> {
  if (role === 'customer') {
    // The menu's Login button is behind the menu button on a phone: the login is done at the desktop's size.
    await page.setViewportSize(viewports.desktop);
    await logInFromHome(page, customers.ana);
    await page.setViewportSize(viewports[viewport]);
  }
  const addresses = demoAddresses();
  return checkTwoAtATime(page, routesFor(role), async (walker, route) => {
    if (role === 'customer' && route.id === 'checkout-booking') await openBookingCheckout(walker);
    else await walker.goto(addresses[route.id]!);
    await contentLoaded(walker);
    const where = `${route.path} as a ${role} at ${viewport}`;
    const problems = await seriousViolations(walker, where);
    // The focus rings are checked once a route, at the desktop's size: the public ones as a visitor.
    if (viewport === 'desktop' && (role === 'visitor' || route.access === 'private'))
      problems.push(...(await stopsWithoutFocusRing(walker, where)));
    return problems;
  });
}

for (const viewport of ['desktop', 'phone'] as const) {
  const { width, height } = viewports[viewport];
  test.describe(`at ${width} × ${height}`, () => {
    // A phone's browser says it is one: the host's server draws its pages in the mobile layout.
    test.use({
      viewport: viewports[viewport],
      ...(viewport === 'phone' ? { userAgent: phoneUserAgent } : {}),
    });

    for (const role of ['visitor', 'customer'] as const) {
      const which = role === 'visitor' ? 'public route as a visitor' : 'route as a logged-in customer';
      test(`every ${which} has no serious or critical WCAG 2.1 AA violation and a focus ring on each Tab stop`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const problems = await checkEveryRoute(page, role, viewport);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  });
}

/** Tabs a full round and Shift+Tabs back, and checks that focus never leaves the dialog. */
async function expectFocusTrappedIn(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<void> {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (let presses = 0; presses <= stops; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  for (let presses = 0; presses <= stops; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
}

test('the login dialog takes focus, keeps Tab inside, closes on Escape and gives focus back to Login', async ({
  page,
}) => {
  await page.goto('/');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectFocusTrappedIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test('the cart dropdown takes focus when opened, closes on Escape and gives focus back to the cart button', async ({
  page,
}) => {
  await page.goto('/shop');
  await cartButton(page).focus();
  await page.keyboard.press('Enter');
  const dropdown = cartDropdown(page);
  await expect(dropdown).toBeFocused();
  await expect(dropdown.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test('the create match dialog after Book takes focus, keeps Tab inside, and Escape gives focus back to Book', async ({
  page,
}) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/bookings/${demoBooking.matchTypeId}?date=${clubDay(13)}`);
  await pickSlot(page, slot(page, 'Pista 5', '08:00'));
  const book = page.getByRole('button', { name: 'Book', exact: true });
  await book.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create match' });
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectFocusTrappedIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();
});
