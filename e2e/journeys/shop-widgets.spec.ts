import { expect, pageInteractive, test } from '../fixtures/club.ts';
import { countRequests } from '../fixtures/menu.ts';
import {
  chooseResultWithKeyboard,
  homeSection,
  homeSectionNames,
  openSearchBox,
  products,
  revealHomeSections,
  searchResults,
} from '../fixtures/shop-widgets.ts';
import { cartButton, cartName, productCards, totalCount, typeFilter } from '../fixtures/shop.ts';

const racket = products.racket;

test('a visitor searches from the header, picks a product with the keyboard and lands on its page', async ({
  page,
}) => {
  await page.goto('/');
  const box = await openSearchBox(page);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.fill('Carbon Pro');
  const results = searchResults(page);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await chooseResultWithKeyboard(box, results, racket.name);

  await expect(page).toHaveURL(new RegExp(`/shop/${racket.id}$`));
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: racket.name })).toBeVisible();
});

test('two characters search nothing; Enter searches the shop for the text', async ({ page }) => {
  await page.goto('/');
  const searches = countRequests(page, '/api/products/search');
  const box = await openSearchBox(page);
  await box.fill('pe');
  // Well past the search's quiet time: nothing is asked or shown for fewer than 3 characters.
  await page.waitForTimeout(1000);
  expect(searches()).toBe(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.fill('pelotas');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=pelotas$/);
});

test('on a 375 px screen the search box and its results fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const box = await openSearchBox(page);
  await box.fill('pala');
  const results = searchResults(page);
  await expect(results.getByRole('option').first()).toBeVisible();
  for (const part of [box, results]) {
    const bounds = (await part.boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(375);
  }
});

test('the home page shows memberships, trending products and vouchers in that order', async ({ page }) => {
  await page.goto('/');
  await revealHomeSections(page);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.filter((heading) => (homeSectionNames as readonly string[]).includes(heading))).toEqual([
    ...homeSectionNames,
  ]);

  const memberships = homeSection(page, 'Membresías');
  await expect(memberships.getByRole('article').first()).toBeVisible();
  await expect(memberships.getByRole('link', { name: 'Hazte socio' }).first()).toHaveAttribute(
    'href',
    /^\/shop\?type=\d+$/,
  );

  const vouchers = homeSection(page, 'Bonos');
  await expect(vouchers.getByRole('article').first()).toBeVisible();
  await expect(vouchers.getByRole('link', { name: 'Comprar bono' }).first()).toHaveAttribute(
    'href',
    /^\/shop\?type=\d+$/,
  );

  const trending = homeSection(page, 'Productos en tendencia');
  const product = trending.getByRole('article').first();
  await expect(product.getByRole('button', { name: 'Añadir al carrito' })).toBeVisible();
  const link = product.getByRole('heading', { level: 3 }).getByRole('link');
  const name = (await link.textContent())!;
  await expect(link).toHaveAttribute('href', /^\/shop\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(/\/shop\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('Become a member leads to the shop showing the memberships, where one goes into the cart', async ({
  page,
}) => {
  await page.goto('/');
  await revealHomeSections(page);
  const offer = homeSection(page, 'Membresías').getByRole('article', { name: 'Socio familiar' });
  await offer.getByRole('link', { name: 'Hazte socio' }).click();

  await expect(page).toHaveURL(/\/shop\?type=\d+$/);
  // A section the server drew and the browser has not hydrated yet (its code loads as it nears the viewport) is a
  // plain link: the shop then opens as a page of its own, which answers input once hydrated.
  await pageInteractive(page);
  await expect(typeFilter(page).getByRole('radio', { name: 'Abonos' })).toBeChecked();
  await expect(productCards(page)).toHaveCount(3);
  const family = productCards(page).filter({ hasText: 'Socio familiar' });
  await family.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(cartButton(page)).toHaveAccessibleName(cartName(1));
});

test('Buy voucher leads to the shop showing the vouchers', async ({ page }) => {
  await page.goto('/');
  await revealHomeSections(page);
  await homeSection(page, 'Bonos')
    .getByRole('article', { name: 'Bono regalo 30 €' })
    .getByRole('link', { name: 'Comprar bono' })
    .click();
  await expect(typeFilter(page).getByRole('radio', { name: 'Bonos', exact: true })).toBeChecked();
  await expect(productCards(page).filter({ hasText: 'Bono regalo 30 €' })).toHaveCount(1);
  expect(await totalCount(page)).toBe(3);
});
