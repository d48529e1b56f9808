import { expect, test } from '../fixtures/club.ts';
import { inEnglish } from '../fixtures/booking.ts';
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
import {
  membershipCard,
  openAsPablo,
  pablo,
  pabloMemberships,
  pendingSalesTable,
} from '../fixtures/debts-fees.ts';

const { cancellable, minimumStay } = pabloMemberships;

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('a customer pays a booking he owes and a membership fee by card through the checkout, and they leave his pending sales', async ({
  page,
}) => {
  await openAsPablo(page, '/debts', 'Pending Sales');
  const table = pendingSalesTable(page);
  await expect(table.getByRole('row')).toHaveCount(4);
  await table
    .getByRole('row', { name: /squash/i })
    .getByRole('checkbox')
    .check();
  await table
    .getByRole('row', { name: new RegExp(cancellable.membership) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await choosePaymentMethod(page, demoCheckout.methods.stripe.name);
  await acceptConditions(page);
  await payButton(page).click();
  await payInCardPopup(page, testCards.stripeApproved, `${pablo.name} ${pablo.surname}`);
  await expect(paymentOk(page)).toBeVisible();

  // Only the other membership's fee is left to pay (Pending Sales reached from the My Account menu).
  await page.getByRole('button', { name: 'My Account', exact: true }).click();
  await page.getByRole('link', { name: 'Pending Sales' }).click();
  await expect(page).toHaveURL(/\/debts$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(minimumStay.membership);

  // The fee paid has nothing pending and nothing to tick.
  await page.goto('/customer-fees');
  const fees = membershipCard(page, cancellable.membership).getByRole('table');
  await expect(fees.getByRole('checkbox')).toHaveCount(0);
});

test('a customer cancels a membership after confirming, and one within its minimum stay is refused with why', async ({
  page,
}) => {
  await openAsPablo(page, '/customer-fees', 'Your Fees');

  const staying = membershipCard(page, minimumStay.membership);
  await staying.getByRole('button', { name: 'Cancel membership' }).click();
  const popup = page.getByRole('dialog', { name: 'Cancel membership' });
  await popup.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(popup.getByRole('alert')).toContainText('permanencia');
  await popup.getByRole('button', { name: 'Keep membership' }).click();
  await expect(popup).toBeHidden();
  await expect(staying.getByText('Next due date')).toBeVisible();

  const leaving = membershipCard(page, cancellable.membership);
  await leaving.getByRole('button', { name: 'Cancel membership' }).click();
  await popup.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(popup).toBeHidden();
  await expect(leaving.getByText('Cancelled: no more fees will be charged.')).toBeVisible();
  await expect(leaving.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  // Its fees stay listed, the ones owed still payable.
  await expect(leaving.getByRole('table', { name: `Fees of ${cancellable.membership}` })).toBeVisible();
});

test('on a phone both pages fit the screen, each sale a card that names its columns', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsPablo(page, '/debts', 'Pending Sales');
  await expect(pendingSalesTable(page).getByRole('row')).not.toHaveCount(0);
  // Once the page has settled: a part still loading (its skeleton) may be wider for a moment.
  const fitsTheScreen = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  await expect.poll(fitsTheScreen).toBe(true);
  await page.goto('/customer-fees');
  await expect(membershipCard(page, cancellable.membership)).toBeVisible();
  await expect.poll(fitsTheScreen).toBe(true);
});
