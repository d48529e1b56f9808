import { expect, test } from '../fixtures/club.ts';
import { inEnglish } from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
import { checkoutError, demoCheckout, payButton, paymentKo } from '../fixtures/checkout.ts';
import {
  answerNetPayThreeDs,
  AUTHORIZENET_MESSAGES,
  AUTHORIZENET_TEST_CARDS,
  cardPopup,
  expectPaidWith,
  NETPAY_SANDBOX_TEXTS,
  NETPAY_TEST_CARDS,
  payWith,
  payWithTypedCard,
  razorpayDialog,
} from '../fixtures/payment-providers.ts';

const { methods } = demoCheckout;

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('NetPay: the card typed in the popup passes the 3D Secure page and comes back through /netpay-callback/ paid', async ({
  page,
}) => {
  const { customer, scripts } = await payWith(page, methods.netpay.name);
  await expect(cardPopup(page)).toBeVisible();
  await payWithTypedCard(page, NETPAY_TEST_CARDS.threeDs);
  expect(scripts.some((url) => url.endsWith('/api/netpay-sandbox/netpay.min.js'))).toBe(true);
  await answerNetPayThreeDs(page, true);
  await expect(page).toHaveURL(/\/cz\/ok/);
  await expectPaidWith(page, customer, methods.netpay.name);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test("NetPay: a declined card closes the popup and the checkout says NetPay's words", async ({ page }) => {
  await payWith(page, methods.netpay.name);
  await payWithTypedCard(page, NETPAY_TEST_CARDS.declined);
  await expect(cardPopup(page)).toBeHidden();
  await expect(checkoutError(page)).toContainText(NETPAY_SANDBOX_TEXTS.declined);
});

test('Authorize.Net: the card goes only to Accept.js, the opaque data pays, and the club API never sees the number', async ({
  page,
}) => {
  const sentToClub: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !request.url().includes('-sandbox/'))
      sentToClub.push(request.postData() ?? '');
  });
  const { customer } = await payWith(page, methods.authorizeNet.name);
  await payWithTypedCard(page, AUTHORIZENET_TEST_CARDS.approved);
  await expectPaidWith(page, customer, methods.authorizeNet.name);
  expect(sentToClub.some((body) => body.includes('COMMON.ACCEPT.INAPP.PAYMENT'))).toBe(true);
  expect(sentToClub.filter((body) => body.includes(AUTHORIZENET_TEST_CARDS.approved))).toEqual([]);
});

test("Authorize.Net: the sandbox's decline card is declined with Authorize.Net's words", async ({ page }) => {
  await payWith(page, methods.authorizeNet.name);
  await payWithTypedCard(page, AUTHORIZENET_TEST_CARDS.declined);
  await expect(checkoutError(page)).toContainText(AUTHORIZENET_MESSAGES.declined);
});

test("Razorpay: the test-mode modal's Success goes through /razorpay-callback/ to the success page", async ({
  page,
}) => {
  const { customer } = await payWith(page, methods.razorpay.name);
  const dialog = razorpayDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Success' }).click();
  await expectPaidWith(page, customer, methods.razorpay.name);
});

test("Razorpay: the modal's Failure goes to the failure page, and closing it lets the customer pay again", async ({
  page,
}) => {
  await payWith(page, methods.razorpay.name);
  await razorpayDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(razorpayDialog(page)).toBeHidden();
  await expect(payButton(page)).toBeEnabled();
  await payButton(page).click();
  await razorpayDialog(page).getByRole('button', { name: 'Failure' }).click();
  await expect(paymentKo(page)).toBeVisible();
});
