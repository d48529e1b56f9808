import { chooseLanguage, clubDescription, clubTitle, expect, test } from '../fixtures/club.ts';

test('a visitor reads the home page and a legal page in Spanish, switches to English and it stays after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: clubTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page).toHaveTitle(clubTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', clubDescription);

  await page.getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('¿Qué datos tratamos?');
  await expect(page).toHaveTitle(`Política de privacidad · ${clubTitle}`);

  await chooseLanguage(page, 'en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiver and release' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle(`Privacy policy · ${clubTitle}`);
});

test('a stored language that is not one of the four falls back to Spanish', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('lcl', JSON.stringify({ value: 'de-DE', expiry: null })),
  );
  await page.goto('/waiver');
  await expect(page.getByRole('heading', { level: 1, name: 'Exención de responsabilidad' })).toBeVisible();
});

test('corrupt data in local storage is treated as absent and the site still works', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cc', '{not json');
    localStorage.setItem('ctk', '"half');
    localStorage.setItem('lcl', '{{');
  });
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});
