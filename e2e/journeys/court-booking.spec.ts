import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import {
  clubDay,
  demoBooking,
  inEnglish,
  pickSlot,
  shownEuros,
  slot,
  slotGrid,
  slotPrice,
} from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
import { logInFromHome } from '../fixtures/login.ts';
import { activeCustomer } from '../fixtures/password.ts';
import { expectNoSidewaysScroll } from '../fixtures/orders.ts';

const { padelTypeId, matchTypeId } = demoBooking;
const book = (page: Parameters<typeof slot>[0]) => page.getByRole('button', { name: 'Book', exact: true });

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('a visitor picks a court, presses Book, logs in and goes on to the booking checkout and the cart', async ({
  page,
}) => {
  const day = clubDay(4);
  await page.goto(`/bookings/${padelTypeId}?date=${day}`);
  const tenOClock = slot(page, 'Pista 3', '10:00');
  await pickSlot(page, tenOClock);
  await expect(page).toHaveURL(new RegExp(`date=${day}&slot=3-10%3A00$`));
  const price = await slotPrice(tenOClock);

  await book(page).click();
  await logInThroughDialog(page, customers.bruno.email, customers.bruno.password);
  // The login goes on with Book: no second press.
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expect(page.getByText('Pista 3', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /Full Payment/ }).check();
  const addToCart = page.getByRole('button', { name: /^Add to Cart/ });
  await expect(addToCart).toHaveText(shownEuros(price));
  await addToCart.click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(cartButton(page)).toHaveAccessibleDescription(shownEuros(price));

  // The court is held: the same slot is no longer offered that day.
  await page.goto(`/bookings/${padelTypeId}?date=${day}`);
  await expect(slot(page, 'Pista 2', '10:00')).toBeVisible();
  await expect(slot(page, 'Pista 3', '10:00')).toHaveCount(0);
});

test('closing the login dialog after Book cancels the booking: a later login stays on the court page', async ({
  page,
}) => {
  const day = clubDay(5);
  await page.goto(`/bookings/${padelTypeId}?date=${day}`);
  await pickSlot(page, slot(page, 'Pista 3', '11:00'));
  await book(page).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await logInThroughDialog(page, customers.bruno.email, customers.bruno.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bookings/${padelTypeId}\\?date=${day}&slot=3-11%3A00$`));
  await expect(book(page)).toBeVisible();
});

test('a customer books 90 minutes with shared payment and sees her share', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/bookings/${padelTypeId}?date=${clubDay(5)}&duration=90`);
  const evening = slot(page, 'Pista 5', '18:00');
  await expect(evening).toHaveAccessibleName(/, 90 min\)/);
  await pickSlot(page, evening);
  const price = await slotPrice(evening);
  await book(page).click();

  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expect(page.getByRole('radio', { name: /Shared Payment/ })).toBeChecked();
  const players = page.getByRole('region', { name: 'Players' });
  const share = Math.round((price / 4) * 100) / 100;
  await expect(players.getByRole('listitem').first()).toContainText(customers.ana.name);
  await expect(players.getByRole('listitem').first()).toContainText(shownEuros(share));
  await expect(players.getByRole('listitem').filter({ hasText: 'Free Slot' })).toHaveCount(3);

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // With retention the whole booking waits in the cart: the owner's share and her three teammates' places.
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
});

test('a customer without a level is refused a match, with the reason', async ({ page }) => {
  // A customer of this test alone: the demo's customers may gain levels in other journeys (linking a provider).
  await logInFromHome(page, await activeCustomer(page.request));
  await page.goto(`/bookings/${matchTypeId}?date=${clubDay(6)}`);
  await pickSlot(page, slot(page, 'Pista 6', '11:00'));
  await book(page).click();
  await expect(page.getByRole('alert')).toContainText(
    'Sorry, you do not have a level to create a match yet.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('creating a competitive match reaches the cart', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/bookings/${matchTypeId}?date=${clubDay(6)}&duration=90`);
  const matchSlot = slot(page, 'Pista 4', '19:00');
  await pickSlot(page, matchSlot);
  const price = await slotPrice(matchSlot);
  await book(page).click();

  const dialog = page.getByRole('dialog', { name: 'Create match' });
  await expect(dialog.getByRole('radio', { name: 'Competitive' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Gender' })).toHaveValue('Open');
  await expect(dialog.getByRole('textbox', { name: 'Minimum level' })).toHaveValue(/^\d,\d{2}$/);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expect(page.getByText('Competitive')).toBeVisible();
  const addToCart = page.getByRole('button', { name: /^Add to Cart/ });
  // A match is paid by place: the owner adds her own.
  await expect(addToCart).toHaveText(shownEuros(Math.round((price / 4) * 100) / 100));
  await addToCart.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test('on a phone the days are a strip and the courts a carousel of two', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bookings/${padelTypeId}`);
  const days = page.getByRole('group', { name: 'Days' });
  await expect(days.getByRole('button')).toHaveCount(14);
  await expect(days.getByRole('button', { pressed: true })).toHaveCount(1);
  const third = clubDay(2);
  await days.getByRole('button').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`date=${third}`));
  await expect(days.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'true');

  const grid = slotGrid(page);
  await grid.scrollIntoViewIfNeeded();
  const courtNames = grid.getByRole('rowheader');
  await expect(courtNames).toHaveCount(8);
  await expect(courtNames.nth(0)).toBeInViewport();
  await expect(courtNames.nth(1)).toBeInViewport();
  await expect(courtNames.nth(2)).not.toBeInViewport();
  await page.getByRole('button', { name: 'Next courts' }).click();
  await expect(courtNames.nth(2)).toBeInViewport();
  await expect(courtNames.nth(0)).not.toBeInViewport();
  await expectNoSidewaysScroll(page);
});

test('the booking types narrow by category and concept, and lead to their booking pages', async ({
  page,
}) => {
  await page.goto('/bookingtypes?bookings=true');
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const types = page.getByRole('region', { name: 'Booking types' });
  await expect(types.getByRole('article')).toHaveCount(4);

  await categories.getByRole('link', { name: 'Tenis', exact: true }).click();
  await expect(page).toHaveURL(/bookings=true&category=tenis$/);
  await expect(types.getByRole('article')).toHaveCount(1);
  await types.getByRole('link', { name: demoBooking.typeNames.tennis }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${demoBooking.tennisTypeId}$`));
  await expect(page.getByRole('heading', { level: 1, name: demoBooking.typeNames.tennis })).toBeVisible();
  // Late in the evening today has no court left to book: tomorrow always has.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${clubDay(1)}`));
  await expect(slotGrid(page)).toBeVisible();

  // One type left for a concept: the list goes straight to it.
  await page.goto('/bookingtypes?matches=true');
  await expect(page).toHaveURL(new RegExp(`/bookings-byplace/${matchTypeId}$`));
});

test('booking checkout sends a visitor or an unreadable booking back to the booking types', async ({
  page,
}) => {
  await page.goto('/checkout-booking?pl=not-a-booking');
  await expect(page).toHaveURL(/\/bookingtypes$/);
  await logInFromHome(page, customers.ana);
  await page.goto('/checkout-booking?pl=not-a-booking');
  await expect(page).toHaveURL(/\/bookingtypes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking types' })).toBeVisible();
});
