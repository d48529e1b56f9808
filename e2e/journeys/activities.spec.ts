import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/club.ts';
import {
  demoActivities,
  signedAuthorization,
  signUpButton,
  signUpDialog,
  signUpLoggingIn,
  signUpOf,
} from '../fixtures/activities.ts';
import { inEnglish } from '../fixtures/booking.ts';
import {
  acceptConditions,
  choosePaymentMethod,
  demoCheckout,
  payButton,
  payInCardPopup,
  paymentOk,
  testCards,
} from '../fixtures/checkout.ts';
import { fillRegistration, logInFromHome, newCustomer } from '../fixtures/login.ts';
import { activeCustomer } from '../fixtures/password.ts';

const { direct, withForm } = demoActivities;

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

/** Fills the campus's sign-up form: the required answers, the signed authorization and the legal conditions. */
async function fillCampusForm(page: Page, form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: /^Nombre del jugador/ }).fill('Lucía Soler');
  await form.getByLabel(/^Fecha de nacimiento/).fill('2014-05-10');
  await form.getByRole('combobox', { name: /^Talla de camiseta/ }).selectOption('M');
  await form.getByRole('textbox', { name: /^E-mail del padre/ }).fill('tutor@club.test');
  await form.getByLabel(/^Autorización firmada/).setInputFiles(signedAuthorization);
  await acceptConditions(page);
}

/** Pays the checkout's cart by Stripe and waits for the success page. */
async function payByStripe(page: Page): Promise<void> {
  await choosePaymentMethod(page, demoCheckout.methods.stripe.name);
  await acceptConditions(page);
  await payButton(page).click();
  await payInCardPopup(page, testCards.stripeApproved);
  await expect(paymentOk(page)).toBeVisible();
}

test('a customer signs up to the tennis campus with its form and a signed authorization, gives it up by taking it out of the cart, signs up again and pays it by Stripe', async ({
  page,
}) => {
  const customer = await activeCustomer(page.request);
  await logInFromHome(page, customer);
  await page.goto(`/activity/${withForm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withForm.name })).toBeVisible();
  await signUpButton(page, 'Sign Up').click();

  const form = signUpDialog(page, withForm.name);
  // Saving with nothing filled says what is missing, and nothing is sent.
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(form.getByText('Please accept our legal conditions')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Nombre del jugador/ })).toBeFocused();

  await fillCampusForm(page, form);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // The campus is paid: its sale goes into the cart and on to the checkout.
  await expect(page).toHaveURL(/\/checkout$/);
  // Taken out of the cart, the unpaid sign-up is given up: it holds no place and the campus takes her sign-up again.
  await page.getByRole('button', { name: `Remove ${withForm.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${withForm.name}` })).toHaveCount(0);
  await expect.poll(() => signUpOf(customer.email, withForm.id)).toBeNull();
  await page.goto(`/activity/${withForm.id}`);
  await signUpButton(page, 'Sign Up').click();
  await fillCampusForm(page, form);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await payByStripe(page);
  expect(signUpOf(customer.email, withForm.id)).toEqual({
    saleStatus: 'Paid',
    files: [signedAuthorization.name],
  });
});

test('a visitor logs in from Sign Up, is signed up to the open day at once and is Already In! after a reload', async ({
  page,
}) => {
  const customer = await activeCustomer(page.request);
  await page.goto(`/activity/${direct.id}`);
  await signUpLoggingIn(page, customer);

  // The sign-up goes on for the customer now logged in: the open day asks nothing more and is free.
  await expect(signUpButton(page, 'Sign Up Done!')).toHaveAttribute('aria-disabled', 'true');
  expect(signUpOf(customer.email, direct.id)).toEqual({ saleStatus: null, files: [] });

  await page.reload();
  const alreadyIn = signUpButton(page, 'Already In!');
  await expect(alreadyIn).toHaveAttribute('aria-disabled', 'true');
  // Disabled for assistive technology, so Playwright would wait for it: clicked anyway, it asks nothing.
  await alreadyIn.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(alreadyIn).toBeVisible();
});

test('a visitor registers from Sign Up, fills the campus form at once as the customer just registered, and pays it at the checkout, logged in by the sale’s cart token', async ({
  page,
}) => {
  await page.goto(`/activity/${withForm.id}`);
  await signUpButton(page, 'Sign Up').click();
  await page
    .getByRole('dialog', { name: 'Please login or register' })
    .getByRole('button', { name: 'Register' })
    .click();
  const register = page.getByRole('dialog', { name: 'Register' });
  const marina = newCustomer();
  await fillRegistration(register, marina);
  await register.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(
    register.getByText(/We have sent you an email with a link to activate your account/),
  ).toBeVisible();
  // The Close under the notice (the dialog's own × is named Close too).
  await register.getByText('Close', { exact: true }).click();

  // The account waits for its activation link, yet the sign-up goes on for her with the registration's token.
  const form = signUpDialog(page, withForm.name);
  await fillCampusForm(page, form);
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // The sale came with a cart token: at the checkout she is logged in, with no account to create.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'My Account', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your account' })).toHaveCount(0);
  await payByStripe(page);
  expect(signUpOf(marina.email, withForm.id)).toEqual({
    saleStatus: 'Paid',
    files: [signedAuthorization.name],
  });
});
