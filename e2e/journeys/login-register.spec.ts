import { chooseLanguage, customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { fillRegistration, lastLinkInOutbox, newCustomer, openLoginPopup } from '../fixtures/login.ts';

test('a visitor registers: the legal conditions are asked for first, then the activation notice shows and the mail is sent', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLanguage(page, 'en-US');
  const popup = await openLoginPopup(page);
  await popup.getByRole('tab', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  const marina = newCustomer();
  await fillRegistration(register, marina);

  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Please accept our legal conditions')).toBeVisible();
  expect(lastLinkInOutbox(marina.email, 'activate')).toBeNull();

  // The legal texts open in their own popup over the form, which keeps what was typed.
  await register.getByRole('button', { name: 'General Conditions' }).click();
  const conditions = page.getByRole('dialog', { name: 'General Conditions' });
  await expect(conditions.getByRole('heading', { name: 'Condiciones generales de uso' })).toBeVisible();
  await conditions.getByRole('button', { name: 'Close' }).click();
  await expect(register.getByLabel(/^Email/)).toHaveValue(marina.email);

  await register.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(
    register.getByText(/We have sent you an email with a link to activate your account/),
  ).toBeVisible();
  await expect(register.getByLabel(/^Email/)).toHaveCount(0);
  await expect.poll(() => lastLinkInOutbox(marina.email, 'activate')).toMatch(/^\/customer\/activate\/.+/);
});

test('"Forgot your password?" asks for the e-mail only and always confirms; a temporary account is told to activate', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLanguage(page, 'en-US');
  const popup = await openLoginPopup(page);
  await popup.getByLabel(/^Email/).fill(customers.bruno.email);
  await popup.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(popup.getByLabel(/^Password/)).toHaveCount(0);
  await expect(popup.getByLabel(/^Email/)).toHaveValue(customers.bruno.email);

  await popup.getByRole('button', { name: 'Send' }).click();
  await expect(
    popup.getByText('If you are registered, we will send you an email with a link to reset your password.'),
  ).toBeVisible();
  await expect(popup.getByText(/not activated yet/)).toHaveCount(0);
  await expect.poll(() => lastLinkInOutbox(customers.bruno.email, 'reset-password')).toBeTruthy();

  // The sent state's Close button closes the popup; it opens again on the login.
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
  await openLoginPopup(page);
  await popup.getByRole('button', { name: 'Forgot your password?' }).click();
  await popup.getByLabel(/^Email/).fill(customers.temporary.email);
  await popup.getByRole('button', { name: 'Send' }).click();
  await expect(popup.getByText(/If you are registered, we will send you an email/)).toBeVisible();
  await expect(
    popup.getByText(/Your account is not activated yet. Please check your email inbox/),
  ).toBeVisible();
});

test("a refused login shows the server's message and keeps the e-mail", async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'en-US');
  const popup = await openLoginPopup(page);
  await logInThroughDialog(page, customers.temporary.email, customers.temporary.password);
  await expect(popup.getByRole('alert')).toHaveText(
    'Your account is not activated yet. Please check your email inbox',
  );
  await expect(popup.getByLabel(/^Email/)).toHaveValue(customers.temporary.email);

  await popup.getByLabel(/^Password/).fill('not-the-password');
  await popup.getByRole('button', { name: 'Login' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Invalid Email or Password');
  await expect(popup.getByLabel(/^Email/)).toHaveValue(customers.temporary.email);
});

test('an imported account without a password is switched to the reset mode with its e-mail', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLanguage(page, 'en-US');
  const popup = await openLoginPopup(page);
  await logInThroughDialog(page, customers.legacy.email, 'anything');
  await expect(
    popup.getByText('Your account has no password yet. Send yourself a link to choose one.'),
  ).toBeVisible();
  await expect(popup.getByLabel(/^Email/)).toHaveValue(customers.legacy.email);
  await expect(popup.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('/auto-login with a token that is not linked explains it and the login takes the visitor on', async ({
  page,
}) => {
  await page.goto('/auto-login?token=not-a-linked-app-token&redirect=/generalConditions');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('El enlace de la app no es válido o ha caducado');
  await expect(main.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();

  await main.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await logInThroughDialog(page, customers.bruno.email, customers.bruno.password);
  await expect(page).toHaveURL(/\/generalConditions$/);
});
