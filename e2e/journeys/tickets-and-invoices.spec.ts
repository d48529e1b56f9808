import { expect, test } from '../fixtures/club.ts';
import { inEnglish } from '../fixtures/booking.ts';
import { productLine, products, seedCart } from '../fixtures/cart.ts';
import {
  acceptConditions,
  choosePaymentMethod,
  demoCheckout,
  payButton,
  payInCardPopup,
  paymentOk,
  testCards,
} from '../fixtures/checkout.ts';
import { lastLinkInOutbox, logInFromHome } from '../fixtures/login.ts';
import { activeCustomer } from '../fixtures/password.ts';
import { downloadedPdf, newestOrderNumber } from '../fixtures/tickets-invoices.ts';

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('after paying, the receipt’s links download the order’s ticket and invoice as PDF files with its number', async ({
  page,
}) => {
  const customer = await activeCustomer(page.request);
  await seedCart(page, { sItems: [productLine(products.balls, 2)], sales: [] });
  await logInFromHome(page, customer);
  await page.goto('/checkout');
  await choosePaymentMethod(page, demoCheckout.methods.stripe.name);
  await acceptConditions(page);
  await payButton(page).click();
  await payInCardPopup(page, testCards.stripeApproved, 'Marina Soler');
  await expect(paymentOk(page)).toBeVisible();
  const number = newestOrderNumber(customer.email);

  for (const kind of ['ticket', 'invoice'] as const) {
    const link = lastLinkInOutbox(customer.email, kind);
    if (!link) throw new Error(`the receipt has no ${kind} link`);
    const saved = page.waitForEvent('download');
    await page.goto(link);
    const download = await saved;
    const status = page.getByRole('status').filter({ hasText: /downloaded|downloading|error/i });
    await expect(status).toHaveText(kind === 'ticket' ? 'Ticket downloaded' : 'Invoice downloaded');
    expect(download.suggestedFilename()).toBe(`${kind}-${number}.pdf`);
    const pdf = await downloadedPdf(download);
    expect(pdf.header).toBe('%PDF-');
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain(products.balls.name);
  }
});

test('a ticket link of no sale says the download failed', async ({ page }) => {
  await page.goto(`/publictickets/${'0'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'Your ticket', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /ticket/ })).toHaveText(
    'Some error occurred downloading your ticket',
  );
});
