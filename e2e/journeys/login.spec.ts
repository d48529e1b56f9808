import { chooseLanguage, customers, expect, logInThroughDialog, reloadsBy, test } from '../fixtures/club.ts';

test('a private route opens the login dialog and, after login, lands on the target', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();

  await page.goto('/customer-orders');
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  // Without a session the visitor stays on the page last shown in the tab, even though the address was typed.
  await expect(page).toHaveURL(/\/privacy$/);

  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/customer-orders$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('going back to a private page after logging out keeps the visitor on the current page and asks to log in', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await logInThroughDialog(page, customers.bruno.email, customers.bruno.password);
  await page.getByRole('button', { name: 'Mi cuenta', exact: true }).click();
  await page.getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('link', { name: 'Condiciones generales' }).click();
  // Logging out reloads the page: wait for the reload, or Back would race it.
  await reloadsBy(page, () => page.getByRole('button', { name: 'Cerrar sesión' }).click());
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/generalConditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Condiciones generales' })).toBeVisible();
});

test('a private address opened in a new tab asks to log in over the home page', async ({ page }) => {
  await page.goto('/customer-orders');
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows "Invalid Email or Password" and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'en-US');
  await page.getByRole('button', { name: 'Login' }).click();
  await logInThroughDialog(page, customers.ana.email, 'not-the-password');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByText('Invalid Email or Password')).toBeVisible();
  await expect(dialog.getByLabel(/email/i)).toHaveValue(customers.ana.email);
});

test('a user name without @ explains that the e-mail is now the user name', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'en-US');
  await page.getByRole('button', { name: 'Login' }).click();
  await logInThroughDialog(page, '600123123', 'whatever');
  await expect(page.getByRole('dialog').getByText(/user name is now your email address/)).toBeVisible();
});
