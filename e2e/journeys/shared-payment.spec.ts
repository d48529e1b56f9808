import { expect, test } from '../fixtures/club.ts';
import { clubDay, demoBooking, inEnglish, pickSlot, shownEuros, slot } from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
import {
  acceptConditions,
  checkoutTotal,
  choosePaymentMethod,
  demoCheckout,
  newestOrder,
  payButton,
  payInCardPopup,
  paymentOk,
  testCards,
} from '../fixtures/checkout.ts';
import { logInFromHome } from '../fixtures/login.ts';
import { activeCustomer } from '../fixtures/password.ts';

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

/** An amount as the page writes it ("9 €", "13,50 €"), in cents. */
const centsOf = (text: string): number => {
  const amount = /([\d.]+(?:,\d+)?)\s€/.exec(text)?.[1];
  if (!amount) throw new Error(`No amount in: ${text}`);
  return Math.round(Number(amount.replace(/\./g, '').replace(',', '.')) * 100);
};

test("a shared payment with retention charges the owner's share by Stripe and shows in My bookings what the card guarantees", async ({
  page,
}) => {
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  // Twelve days ahead: beyond the 6 days of the hold window, the guarantee waits to be held.
  await page.goto(`/bookings/${demoBooking.padelTypeId}?date=${clubDay(12)}`);
  await pickSlot(page, slot(page, 'Pista 4', '11:00'));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expect(page.getByRole('radio', { name: /Shared Payment/ })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  // The cart total stays in view; the owner's share is charged now, the three other shares guaranteed on the card.
  const total = centsOf(await checkoutTotal(page, 'Total').innerText());
  const chargedNow = centsOf(await checkoutTotal(page, 'Charged now').innerText());
  const guaranteed = centsOf(await checkoutTotal(page, 'Guarantee held on your card').innerText());
  expect(chargedNow + guaranteed).toBe(total);
  expect(chargedNow).toBeLessThan(guaranteed);

  await choosePaymentMethod(page, demoCheckout.methods.stripe.name);
  await expect(
    page.getByText('This shared payment keeps your card as a guarantee, so the card will be saved.'),
  ).toBeVisible();
  await acceptConditions(page);
  await payButton(page).click();
  await payInCardPopup(page, testCards.stripeApproved, 'Ana García');
  await expect(paymentOk(page)).toBeVisible();
  await expect(page).toHaveURL(/\/cz\/ok/);

  // Only the owner's share was paid.
  expect(newestOrder(customer.email)).toEqual({
    totalCents: chargedNow,
    paymentMethod: demoCheckout.methods.stripe.name,
  });

  await page.getByRole('link', { name: 'My bookings' }).click();
  const booking = page.getByRole('article').filter({ hasText: 'Pista 4' });
  await expect(booking).toContainText('will be held on your card ending 4242 from');
  await expect(booking).toContainText('6 days before the match.');
  await expect(booking).toContainText(shownEuros(guaranteed / 100));
});
