// A customer who uses only the keyboard: Tab, Shift+Tab, Enter, Space and the arrow keys, never a click.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/club.ts';
import { tabTo } from '../fixtures/accessibility.ts';
import { clubDay, demoBooking, inEnglish } from '../fixtures/booking.ts';
import { demoCheckout, paymentOk, testCards } from '../fixtures/checkout.ts';
import { activeCustomer } from '../fixtures/password.ts';

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

/** Tabs into a radio group and moves its choice with the arrow keys until the named radio is checked. */
async function chooseByArrows(page: Page, group: Locator, name: RegExp | string): Promise<void> {
  const choice = group.getByRole('radio', { name });
  await expect(choice).toBeVisible();
  for (let presses = 0; presses < 120; presses += 1) {
    if ((await group.locator(':focus').count()) === 1) break;
    await page.keyboard.press('Tab');
  }
  const radios = await group.getByRole('radio').count();
  for (let presses = 0; presses < radios && !(await choice.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(choice).toBeChecked();
  await expect(choice).toBeFocused();
}

test('with the keyboard alone a customer books a court, pays it by Stripe and cancels it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await activeCustomer(page.request);
  const daysAhead = 13;

  // The booking types lead to the padel courts.
  await page.goto('/bookingtypes');
  await tabTo(
    page,
    page
      .getByRole('region', { name: 'Booking types' })
      .getByRole('link', { name: demoBooking.typeNames.padel }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bookings/${demoBooking.padelTypeId}$`));

  // Day by day to the chosen one.
  const nextDay = page.getByRole('button', { name: 'Next day' });
  await tabTo(page, nextDay);
  for (let day = 1; day <= daysAhead; day += 1) {
    await page.keyboard.press('Enter');
    // The next press waits for the day shown, as the eye does.
    await expect(page.getByLabel('Date')).toHaveValue(clubDay(day));
  }

  // The grid is one tab stop; Ctrl+End goes to the last time of the last court, Enter picks it.
  const grid = page.getByRole('grid', { name: 'Courts and times' });
  await tabTo(page, grid.getByRole('button').first());
  await page.keyboard.press('Control+End');
  const lastSlot = grid.getByRole('button', { name: /^Pista 8, [^,]+, 22:00, / });
  await expect(lastSlot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lastSlot).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');

  // Book asks a visitor to log in; the login goes on with the booking.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.locator(':focus')).toHaveCount(1);
  await tabTo(page, login.getByLabel(/email/i));
  await page.keyboard.type(customer.email);
  await tabTo(page, login.getByLabel(/password/i));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);

  await chooseByArrows(page, page.getByRole('group', { name: 'How do you want to pay?' }), /Full Payment/);
  await tabTo(page, page.getByRole('button', { name: /^Add to Cart/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // The checkout: Stripe, the legal conditions, Pay, and the card in Stripe's popup.
  await chooseByArrows(
    page,
    page.getByRole('radiogroup', { name: 'Payment method' }),
    demoCheckout.methods.stripe.name,
  );
  // A customer who accepted them when registering finds them accepted.
  const conditions = page.getByRole('checkbox', { name: 'I accept the legal conditions' });
  await tabTo(page, conditions);
  if (!(await conditions.isChecked())) await page.keyboard.press('Space');
  await expect(conditions).toBeChecked();
  await tabTo(page, page.getByTestId('checkout-pay'));
  await page.keyboard.press('Enter');

  const card = page.getByRole('dialog', { name: 'Card details' });
  await expect(card.locator(':focus')).toHaveCount(1);
  const fields: Array<[string, string]> = [
    ['Name on the card', customer.name],
    ['Card number', testCards.stripeApproved],
    ['Expiration date', '1234'],
    ['Security code (CVC)', '123'],
  ];
  for (const [name, typed] of fields) {
    await tabTo(page, card.getByRole('textbox', { name }));
    await page.keyboard.type(typed);
  }
  await tabTo(page, card.getByRole('button', { name: 'Pay', exact: true }));
  await page.keyboard.press('Enter');
  await expect(paymentOk(page)).toBeVisible();

  // My bookings: Cancel asks first; Escape keeps the booking and gives the focus back to Cancel.
  await tabTo(page, page.getByRole('link', { name: 'My bookings' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer-bookings$/);
  const booking = page.getByRole('listitem').filter({ hasText: 'Pista 8' });
  const cancel = booking.getByRole('button', { name: 'Cancel' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Cancel booking' }));
  await page.keyboard.press('Enter');
  const refunds = page.getByRole('dialog', { name: 'Refunds' });
  await expect(refunds).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(booking).toHaveCount(0);
});
