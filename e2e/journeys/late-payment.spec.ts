// A card payment that comes after its hold lapsed and the slot went to someone else: the customer is told the slot
// was taken and the money returned, and the payment is refunded to the card.
import { expect, interactiveOnOpen, test } from '../fixtures/club.ts';
import { courtIntoCart, inEnglish } from '../fixtures/booking.ts';
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

test('a card payment made after the hold lapsed and the slot went to someone else is returned, and the page says so', async ({
  page,
  browser,
}) => {
  await inEnglish(page);
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  await courtIntoCart(page, DAYS_AHEAD, COURT, START);
  await choosePaymentMethod(page, demoCheckout.methods.stripe.name);
  await acceptConditions(page);
  await payButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Card details' })).toBeVisible();

  // She lingers on the card step past her hold, and another customer books the same court and time meanwhile.
  lapseHoldsOf(customer.email);
  const elsewhere = await browser.newContext();
  const other = interactiveOnOpen(await elsewhere.newPage());
  await inEnglish(other);
  await logInFromHome(other, await activeCustomer(other.request));
  await courtIntoCart(other, DAYS_AHEAD, COURT, START);
  await elsewhere.close();

  // Her card is charged, the slot is no longer hers: the payment goes back to her card and the page says so.
  await payInCardPopup(page, testCards.stripeApproved, `${customer.name} ${customer.surname}`);
  await expect(paymentReturnedSlotTaken(page)).toBeVisible();
  await expect(page).toHaveTitle(/^Payment returned/);
  expect(cardRefundsOf(customer.email)).toEqual([{ reason: 'SlotTaken', status: 'Refunded' }]);
  await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
});
