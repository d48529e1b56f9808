import type { Page, Route } from '@playwright/test';
import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { clubDay, demoBooking, inEnglish, pickSlot, slot } from '../fixtures/booking.ts';
import { cartButton, cartDropdown, productLine, products, seedCart } from '../fixtures/cart.ts';
import {
  acceptConditions,
  checkoutError,
  choosePaymentMethod,
  demoCheckout,
  payButton,
  paymentOk,
} from '../fixtures/checkout.ts';
import { logInFromHome } from '../fixtures/login.ts';
import { activeCustomer } from '../fixtures/password.ts';
import { SANDBOX_SCRIPT_PATH as STRIPE_SCRIPT_PATH } from '../../api/src/payments/stripe/stripe-provider.ts';
import { remotes } from '../../tools/apps.mjs';

const { methods } = demoCheckout;
const remoteFallback = 'This part of the site could not be loaded. The rest of the site still works.';
const checkoutFailed = /^Oops! Technical problems\. Please try again/;

/** A public page of each remote that needs no data of a test: the remote down, it is its fallback's place. */
const remotePages: Record<string, string> = {
  mf_shop: '/shop',
  mf_booking: '/bookingtypes',
  mf_checkout: '/cz/ko',
  mf_account: '/passReset/ok',
  mf_content: '/privacy',
};

/** A remote's port on the e2e site: its `start` port, offset as in playwright.config.ts. */
const e2ePort = (remote: (typeof remotes)[number]) => remote.port - 3980;

/** The page's main heading. */
const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** A cart of two units of the demo balls, in English. */
async function cartOfBalls(page: Page): Promise<void> {
  await seedCart(page, { sItems: [productLine(products.balls, 2)], sales: [] });
}

for (const [index, remote] of remotes.entries()) {
  const other = remotes[(index + 1) % remotes.length]!;
  test(`with ${remote.name} down, its page shows the fallback, the menu, the cart and ${other.name}'s page work, and Retry brings it back`, async ({
    page,
  }) => {
    await cartOfBalls(page);
    let down = true;
    await page.route(new RegExp(`:${e2ePort(remote)}/remoteEntry\\.js`), (route) =>
      down ? route.abort() : route.continue(),
    );

    await page.goto(remotePages[remote.name]!);
    const fallback = page.getByRole('alert').filter({ hasText: remoteFallback });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await cartButton(page).click();
    await expect(cartDropdown(page).getByText(products.balls.name)).toBeVisible();
    await cartButton(page).click();

    await page.goto(remotePages[other.name]!);
    await expect(mainHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect(fallback).toBeHidden();

    // The remote comes back: the retry button loads it without reloading the page.
    await page.goBack();
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    down = false;
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(mainHeading(page)).toBeVisible();
    await expect(fallback).toBeHidden();
  });
}

test("with the cart dropdown's code not loading, the dropdown shows the fallback and the rest of the page works", async ({
  page,
}) => {
  await inEnglish(page);
  await cartOfBalls(page);
  let down = true;
  await page.route(/\/cart-panel\.[0-9a-f]+\.js$/, (route) => (down ? route.abort() : route.continue()));
  await page.goto('/shop');
  await expect(mainHeading(page)).toBeAttached();

  await cartButton(page).click();
  const fallback = cartDropdown(page).getByRole('alert');
  await expect(fallback).toContainText(remoteFallback);
  await cartButton(page).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog' }).click();
  await expect(mainHeading(page)).toHaveText('Blog');

  down = false;
  await cartButton(page).click();
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(cartDropdown(page).getByText(products.balls.name)).toBeVisible();
});

/** Delays every answer of the API by 3 s from now on. */
async function slowApi(page: Page): Promise<void> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
}

test('with the API slow, a page shows its loading state until its data arrives', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/shop');
  const product = page.getByRole('link', { name: products.balls.name }).first();
  await expect(product).toBeVisible();
  await slowApi(page);
  await product.click();
  await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
  await expect(mainHeading(page)).toHaveText(products.balls.name, { timeout: 15_000 });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});

test('with the API slow, clicking Pay twice and pressing Enter twice sends one payment', async ({ page }) => {
  await inEnglish(page);
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  await cartOfBalls(page);
  await page.goto('/checkout');
  await choosePaymentMethod(page, methods.club.name);
  await acceptConditions(page);

  const payments: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/shop\/checkout(-customer)?$/.test(new URL(request.url()).pathname))
      payments.push(request.url());
  });
  await slowApi(page);
  await payButton(page).dblclick();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(paymentOk(page)).toBeVisible({ timeout: 15_000 });
  expect(payments).toHaveLength(1);
});

test('with the API slow, clicking Add to Cart twice and pressing Enter twice books the court once', async ({
  page,
}) => {
  await inEnglish(page);
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  // A day within the padel type's booking window, free of the other journeys' bookings.
  await page.goto(`/bookings/${demoBooking.padelTypeId}?date=${clubDay(12)}`);
  await pickSlot(page, slot(page, 'Pista 2', '12:00'));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('radio', { name: /Full Payment/ }).check();

  const prebooks: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/publicbookings\/(byplace-)?prebook$/.test(new URL(request.url()).pathname))
      prebooks.push(request.url());
  });
  await slowApi(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).dblclick();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 15_000 });
  expect(prebooks).toHaveLength(1);
});

const failures: [string, (route: Route) => Promise<void>][] = [
  ['answering 500', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })],
  ['not answering', (route) => route.abort('connectionfailed')],
];

for (const [how, fail] of failures) {
  test(`with the API ${how}, a list, a product, the checkout's data and its payment show a translated error and the cart stays`, async ({
    page,
  }) => {
    await inEnglish(page);
    const customer = await activeCustomer(page.request);
    await logInFromHome(page, customer);
    await cartOfBalls(page);

    // A page's list: the shop's products.
    await page.route('**/api/shop/list-by-customer*', fail);
    await page.goto('/shop');
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('alert')).toHaveText(
      'The list could not be loaded. Please try again in a few minutes.',
    );
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

    // A page's data: a product, then the checkout info.
    await page.route('**/api/shop/get/**', fail);
    await page.goto(`/shop/${products.balls.id}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The product could not be loaded. Please try again in a few minutes.',
    );
    let infoDown = true;
    await page.route('**/api/shop/checkout-info*', (route) => (infoDown ? fail(route) : route.continue()));
    await page.goto('/checkout');
    const infoFailed = page
      .getByRole('alert')
      .filter({ hasText: 'Oops! Technical problems. Please try again.' });
    await expect(infoFailed).toBeVisible();
    infoDown = false;
    await infoFailed.getByRole('button', { name: 'Retry' }).click();

    // The cart's checkout action: paying.
    await choosePaymentMethod(page, methods.club.name);
    await acceptConditions(page);
    await page.route(/\/api\/shop\/checkout(-customer)?$/, fail);
    await payButton(page).click();
    await expect(checkoutError(page)).toHaveText(checkoutFailed);
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  });
}

test('offline, the site says so in the customer language, and the message goes when the connection is back', async ({
  page,
  context,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('lcl', JSON.stringify({ value: 'fr-FR', expiry: null })),
  );
  await page.goto('/privacy');
  await expect(mainHeading(page)).toBeVisible();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Vous êtes hors ligne. Vérifiez votre connexion.' });
  await expect(notice).toBeHidden();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test("with Stripe's script not loading, the card popup says so in the customer language and the cart stays", async ({
  page,
}) => {
  await inEnglish(page);
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  await cartOfBalls(page);
  await page.route(`**${STRIPE_SCRIPT_PATH}*`, (route) => route.abort());
  await page.goto('/checkout');
  await choosePaymentMethod(page, methods.stripe.name);
  await acceptConditions(page);
  await payButton(page).click();

  const popup = page.getByRole('dialog', { name: 'Card details' });
  await expect(popup.getByRole('alert')).toHaveText(checkoutFailed);
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('settings that fail to load send the visitor to the translated 404 page', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('lcl', JSON.stringify({ value: 'it-IT', expiry: null })),
  );
  await page.route('**/api/czconfigs/main-settings', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/404-page\.html$/);
  await expect(page.getByRole('heading', { name: 'Il sito del club non è disponibile' })).toBeVisible();
});

test('a 401 from the API logs the customer out and asks to log in again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Recarga tu bono' })).toBeVisible();

  // The token stops being valid (as when it expires on the server): the next customer call answers 401.
  await page.evaluate(() => {
    const entry = JSON.parse(localStorage.getItem('ctk')!) as { value: string; expiry: number };
    localStorage.setItem('ctk', JSON.stringify({ ...entry, value: 'revoked-token' }));
  });
  await page.getByRole('link', { name: 'Política de privacidad' }).click();
  await page.reload();

  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('ctk'))).toBeNull();

  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});
