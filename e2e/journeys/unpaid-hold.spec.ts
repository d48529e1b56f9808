import { expect, interactiveOnOpen, readRunDatabase, test } from '../fixtures/club.ts';
import { courtIntoCart, inEnglish } from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
import {
  acceptConditions,
  choosePaymentMethod,
  demoCheckout,
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

/** The end of a customer's newest unpaid hold, read from this run's database, as the club's clock writes it. */
function heldUntilOf(email: string): string {
  const row = readRunDatabase(
    (db) =>
      db
        .prepare(
          `SELECT b.expires_at FROM bookings b JOIN customers c ON c.id = b.customer_id
            WHERE c.email = ? COLLATE NOCASE AND b.status = 'Pending' ORDER BY b.id DESC LIMIT 1`,
        )
        .get(email) as { expires_at: string } | undefined,
  );
  if (!row) throw new Error(`No unpaid hold of ${email} in this run's database`);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(row.expires_at));
}

test('an unpaid hold awaits payment in My bookings with no door, and once paid by Stripe it opens the door', async ({
  page,
  browser,
}) => {
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  await courtIntoCart(page, 11, 'Pista 1', '12:00');

  // She leaves without paying, and comes back on another device, whose cart is empty.
  const device = await browser.newContext();
  const later = interactiveOnOpen(await device.newPage());
  await inEnglish(later);
  await logInFromHome(later, customer);
  await expect(cartButton(later)).toHaveAccessibleName('Cart, 0 items');
  await later.goto('/customer-bookings');
  const booking = later.getByRole('article').filter({ hasText: 'Pista 1' });
  await expect(booking).toContainText(`Awaiting payment — held until ${heldUntilOf(customer.email)}`);
  await expect(booking.getByRole('button')).toHaveText(['Pay', 'Let go']);

  // Pay brings the hold's sale back to the cart and goes on to the checkout.
  await booking.getByRole('button', { name: 'Pay' }).click();
  await expect(later).toHaveURL(/\/checkout$/);
  await expect(cartButton(later)).toHaveAccessibleName('Cart, 1 item');
  await choosePaymentMethod(later, demoCheckout.methods.stripe.name);
  await acceptConditions(later);
  await payButton(later).click();
  await payInCardPopup(later, testCards.stripeApproved, `${customer.name} ${customer.surname}`);
  await expect(paymentOk(later)).toBeVisible();

  // Confirmed: nothing awaits payment, and the door, sharing and the calendar are offered.
  await later.getByRole('link', { name: 'My bookings' }).click();
  const confirmed = later.getByRole('article').filter({ hasText: 'Pista 1' });
  await expect(confirmed.getByRole('button', { name: 'Open Facility' })).toBeVisible();
  await expect(confirmed).not.toContainText('Awaiting payment');
  await expect(confirmed.getByRole('button')).toHaveText([
    'Open Facility',
    'Share with friends',
    'Add to calendar',
    'Cancel',
  ]);
  await device.close();
});
