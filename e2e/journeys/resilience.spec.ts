import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { countStatus, resultsCount } from '../fixtures/shop.ts';

test('with the shop remote down its routes show a fallback while the menu and the legal pages still work', async ({
  page,
}) => {
  let shopDown = true;
  await page.route(/:4101\/remoteEntry\.js/, (route) => (shopDown ? route.abort() : route.continue()));

  await page.goto('/shop');
  const fallback = page.getByRole('alert').filter({ hasText: 'No se ha podido cargar esta parte de la web' });
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();

  await page.getByRole('link', { name: 'Política de cookies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();

  // The remote comes back: the retry button loads it without reloading the page.
  await page.goBack();
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  shopDown = false;
  await fallback.getByRole('button', { name: 'Reintentar' }).click();
  await expect(countStatus(page)).toHaveText(resultsCount(1, 30));
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
