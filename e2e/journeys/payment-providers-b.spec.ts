// PayPal, Mercado Pago and Transbank at checkout against the API's sandboxes: each provider's happy path and one
// failure, with no provider script on the checkout's first load or when a method is merely chosen.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/club.ts';
import { inEnglish } from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
import { demoCheckout, payButton, paymentKo } from '../fixtures/checkout.ts';
import { expectPaidWith, payWith } from '../fixtures/payment-providers.ts';
import { MERCADOPAGO_TEXTS } from '../../api/src/payments/mercadopago/mercadopago-provider.ts';
import { TRANSBANK_PAGE_TEXTS } from '../../api/src/payments/transbank/transbank-sandbox-pages.ts';

const { methods } = demoCheckout;

/** The PayPal popup's button, then the stand-in's approval window and the payer's choice in it. */
async function approveOnPayPal(
  page: Page,
  choice: 'Pay Now' | 'Pay Now (funding declined)' | 'Cancel and return',
) {
  const popup = page.getByRole('dialog', { name: 'Pay with PayPal' });
  await popup.getByRole('button', { name: 'PayPal' }).click();
  const window = page.getByRole('dialog', { name: 'PayPal (sandbox)' });
  await window.getByRole('button', { name: choice, exact: true }).click();
}

/** Fills Mercado Pago's card form (its own es-AR labels) with a test cardholder name and pays. */
async function payOnBrick(page: Page, cardholder: 'APRO' | 'OTHE') {
  const popup = page.getByRole('dialog', { name: 'Pay by card with Mercado Pago' });
  await popup.getByLabel('Nombre del titular como aparece en la tarjeta').fill(cardholder);
  await popup.getByLabel('Número de tarjeta').fill('5031433215406351');
  await popup.getByLabel('Vencimiento (MM/AA)').fill('11/30');
  await popup.getByLabel('Código de seguridad').fill('123');
  await expect(popup.getByLabel('Cuotas').locator('option')).toHaveCount(1);
  await popup.getByRole('button', { name: 'Pagar', exact: true }).click();
  return popup;
}

/** Fills a card on a Transbank sandbox page (Oneclick's inscription or Webpay's payment). */
async function typeTransbankCard(page: Page, number: string) {
  await page.getByLabel(TRANSBANK_PAGE_TEXTS.number).fill(number);
  await page.getByLabel(TRANSBANK_PAGE_TEXTS.expiry).fill('12/34');
  await page.getByLabel(TRANSBANK_PAGE_TEXTS.cvv).fill('123');
}

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test("PayPal: the buttons' window approves the order, the callback captures it and the order is paid", async ({
  page,
}) => {
  const { customer, scripts } = await payWith(page, methods.paypal.name);
  await approveOnPayPal(page, 'Pay Now');
  await expectPaidWith(page, customer, methods.paypal.name);
  expect(scripts.some((url) => url.includes('/api/paypal-sandbox/sdk/js?'))).toBe(true);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('PayPal: a cancel keeps the customer on the checkout, and declined funding ends on the failure page', async ({
  page,
}) => {
  await payWith(page, methods.paypal.name);
  await approveOnPayPal(page, 'Cancel and return');
  await expect(page.getByRole('dialog', { name: 'Pay with PayPal' })).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await payButton(page).click();
  await approveOnPayPal(page, 'Pay Now (funding declined)');
  await expect(paymentKo(page)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});

test("Mercado Pago: the brick's card of cardholder APRO pays in one instalment", async ({ page }) => {
  const { customer, scripts } = await payWith(page, methods.mercadoPago.name);
  await payOnBrick(page, 'APRO');
  await expectPaidWith(page, customer, methods.mercadoPago.name);
  expect(scripts.some((url) => url.endsWith('/api/mercadopago-sandbox/js/v2'))).toBe(true);
});

test("Mercado Pago: cardholder OTHE is rejected with the server's words in the popup", async ({ page }) => {
  await payWith(page, methods.mercadoPago.name);
  const popup = await payOnBrick(page, 'OTHE');
  await expect(popup.getByRole('alert').filter({ hasText: MERCADOPAGO_TEXTS.rejected })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('Transbank: the card saved with Oneclick first, back at the checkout the payment goes on and Webpay pays it', async ({
  page,
}) => {
  const { customer } = await payWith(page, methods.transbank.name);
  await expect(page.getByRole('heading', { name: TRANSBANK_PAGE_TEXTS.oneclickTitle })).toBeVisible();
  await typeTransbankCard(page, '4051885600446623');
  await page.getByRole('button', { name: TRANSBANK_PAGE_TEXTS.enroll }).click();
  await expect(page.getByRole('heading', { name: TRANSBANK_PAGE_TEXTS.webpayTitle })).toBeVisible();
  await page.getByRole('button', { name: TRANSBANK_PAGE_TEXTS.paySaved }).click();
  await expectPaidWith(page, customer, methods.transbank.name);
});

test("Transbank: a card Oneclick rejects says 'Save card failed', and an aborted Webpay payment ends on /cz/ko", async ({
  page,
}) => {
  await payWith(page, methods.transbank.name);
  await typeTransbankCard(page, '5186059559590568');
  await page.getByRole('button', { name: TRANSBANK_PAGE_TEXTS.enroll }).click();
  await expect(page.getByText('Save card failed')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await payButton(page).click();
  await typeTransbankCard(page, '4051885600446623');
  await page.getByRole('button', { name: TRANSBANK_PAGE_TEXTS.enroll }).click();
  await page.getByRole('button', { name: TRANSBANK_PAGE_TEXTS.abort }).click();
  await expect(paymentKo(page)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});
