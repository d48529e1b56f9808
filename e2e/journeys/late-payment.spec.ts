// A card payment that comes after its hold lapsed and the slot went to someone else: the customer is told the slot
// was taken and the money returned, and the payment is refunded to the card.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/club.ts';
import { clubDay, demoBooking, inEnglish, pickSlot, slot } from '../fixtures/booking.ts';
import {
  acceptConditions,
  cardRefundsOf,
  choosePaymentMethod,
  demoCheckout,
  lapseHoldsOf,
  payButton,
  payInCardPopup,
  paymentReturnedSlotTaken,
  testCards,
} from '../fixtures/checkout.ts';
import { logInFromHome } from '../fixtures/login.ts';
import { activeCustomer } from '../fixtures/password.ts';

const DAYS_AHEAD = 13;
const COURT = 'Pista 6';
const START = '20:00';

/** Books the journey's court with full payment into the cart (a held slot), and lands on the checkout. */
async function courtIntoCart(page: Page): Promise<void> {
  await page.goto(`/bookings/${demoBooking.padelTypeId}?date=${clubDay(DAYS_AHEAD)}`);
  await pickSlot(page, slot(page, COURT, START));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await page.getByRole('radio', { name: /Full Payment/ }).check();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('a card payment made after the hold lapsed and the slot went to someone else is returned, and the page says so', async ({
  page,
  browser,
}) => {
  await inEnglish(page);
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  await courtIntoCart(page);
  await choosePaymentMethod(page, demoCheckout.methods.stripe.name);
  await acceptConditions(page);
  await payButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Card details' })).toBeVisible();

  // She lingers on the card step past her hold, and another customer books the same court and time meanwhile.
  lapseHoldsOf(customer.email);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await inEnglish(other);
  await logInFromHome(other, await activeCustomer(other.request));
  await courtIntoCart(other);
  await elsewhere.close();

  // Her card is charged, the slot is no longer hers: the payment goes back to her card and the page says so.
  await payInCardPopup(page, testCards.stripeApproved, `${customer.name} ${customer.surname}`);
  await expect(paymentReturnedSlotTaken(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Payment returned/);
  expect(cardRefundsOf(customer.email)).toEqual([{ reason: 'SlotTaken', status: 'Refunded' }]);
  await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
});
