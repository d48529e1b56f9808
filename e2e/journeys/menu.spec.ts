import { expect, reloadsBy, test } from '../fixtures/club.ts';
import {
  accountButton,
  accountPages,
  clubSections,
  countRequests,
  customers,
  footer,
  fullName,
  infoRequestThanks,
  logInFromMenu,
  mainMenu,
  menuButton,
  profileSelect,
} from '../fixtures/menu.ts';

test('a visitor sees Login, Register and every section the club offers', async ({ page }) => {
  await page.goto('/');
  const menu = mainMenu(page);
  for (const section of clubSections) {
    await expect(menu.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Registrarse' })).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
});

test('a customer opens My Account, sees its nine pages and goes to the orders', async ({ page }) => {
  await page.goto('/');
  await logInFromMenu(page, customers.ana);
  await expect(page.getByRole('button', { name: 'Registrarse' })).toBeHidden();

  await accountButton(page).click();
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
  const pages = page.getByRole('list', { name: 'Mi cuenta' }).getByRole('link');
  await expect(pages).toHaveText(accountPages.map(([name]) => name));
  for (const [index, [, path]] of accountPages.entries()) {
    await expect(pages.nth(index)).toHaveAttribute('href', path);
  }

  await pages.filter({ hasText: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/customer-orders$/);
  await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a parent switches to a child profile and, after the reload, acts as the child', async ({ page }) => {
  await page.goto('/');
  await logInFromMenu(page, customers.ana);
  await expect(profileSelect(page)).toBeEnabled();
  await expect(profileSelect(page).locator('option')).toHaveText([
    fullName(customers.ana),
    fullName(customers.lucas),
    fullName(customers.sofia),
  ]);

  await reloadsBy(page, () => profileSelect(page).selectOption({ label: fullName(customers.lucas) }));
  await expect(profileSelect(page).locator('option:checked')).toHaveText(fullName(customers.lucas));
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a customer without children sees the profile selector disabled', async ({ page }) => {
  await page.goto('/');
  await logInFromMenu(page, customers.bruno);
  await expect(profileSelect(page)).toBeDisabled();
  await expect(profileSelect(page).locator('option:checked')).toHaveText(fullName(customers.bruno));
});

test('on a 375 px screen the menu opens with the keyboard, leads to a page and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(mainMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  const blog = mainMenu(page).getByRole('link', { name: 'Blog', exact: true });
  // Tab goes from the button into the open menu; the third section is the blog.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(blog).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
});

test('the footer info request sends nothing while empty and thanks once filled', async ({ page }) => {
  await page.goto('/privacy');
  const sent = countRequests(page, '/api/publiccomms/info-request');
  const form = footer(page).getByRole('region', { name: 'Solicita más información' });
  const send = form.getByRole('button', { name: 'Enviar' });
  // The form's code loads as the footer comes near the viewport.
  await footer(page).scrollIntoViewIfNeeded();

  await send.click();
  await form.getByLabel('Tu correo electrónico').fill('visitante@example.com');
  await send.click();
  await expect(send).toBeVisible();
  expect(sent()).toBe(0);

  await form.getByLabel('Tu consulta').fill('¿Tenéis clases para niños los sábados?');
  await send.click();
  await expect(form.getByText(infoRequestThanks)).toBeVisible();
  await expect(send).toBeHidden();
  expect(sent()).toBe(1);
});

test('exactly one menu entry is the current page, on a desktop and in the mobile menu', async ({ page }) => {
  const expected = [
    ['/shop', 'Tienda'],
    ['/bookingtypes?bookings=true', 'Reservas'],
    ['/bookingtypes?school=true', 'Escuela'],
  ] as const;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, entry] of expected) {
      await page.goto(path);
      if (width < 768) await menuButton(page).click();
      const menu = mainMenu(page);
      await expect(menu.getByRole('link', { name: 'Membresías' })).toBeVisible();
      await expect(menu.locator('a[aria-current="page"]')).toHaveText([entry]);
    }
  }
});
