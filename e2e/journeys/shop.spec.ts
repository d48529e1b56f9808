import { clubTitle, customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { expectNoSidewaysScroll } from '../fixtures/orders.ts';
import {
  cartButton,
  cartTotal,
  cartName,
  countStatus,
  demoProducts,
  euros,
  expectOrdered,
  listArrived,
  loadsList,
  pagination,
  productCards,
  resultsCount,
  searchBox,
  shopSidebar,
  shopTexts,
  shownNames,
  shownPrices,
  sortSelect,
  stockTexts,
  totalCount,
  typeFilter,
} from '../fixtures/shop.ts';

const typeRadio = (page: Parameters<typeof typeFilter>[0], name: string) =>
  typeFilter(page).getByRole('radio', { name, exact: true });
const pageButton = (page: Parameters<typeof pagination>[0], name: string) =>
  pagination(page).getByRole('button', { name, exact: true });

test('a visitor browses to the second page of the shop and back', async ({ page }) => {
  await page.goto('/shop');
  await listArrived(page);
  const total = await totalCount(page);
  // The demo catalogue fills two pages at least; its exact size is the API's business.
  expect(total).toBeGreaterThanOrEqual(60);
  await expect(countStatus(page)).toHaveText(resultsCount(1, 30, total));
  const firstPage = await shownNames(page);
  expect(firstPage).toHaveLength(30);

  // Previous, at most four page numbers and next.
  await expect(pagination(page).getByRole('button', { name: /^Página / })).toHaveCount(
    Math.min(4, Math.ceil(total / 30)),
  );
  await expect(pageButton(page, 'Anterior')).toBeDisabled();
  // The pagination sits under the list: the next page opens at its top.
  await pageButton(page, 'Página 2').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await loadsList(page, () => pageButton(page, 'Página 2').click());
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(countStatus(page)).toHaveText(resultsCount(31, Math.min(60, total), total));
  await expect(pageButton(page, 'Página 2')).toHaveAttribute('aria-current', 'page');
  const secondPage = await shownNames(page);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  await loadsList(page, () => pageButton(page, 'Anterior').click());
  await expect(page).toHaveURL(/\/shop$/);
  expect(await shownNames(page)).toEqual(firstPage);
});

test('a visitor sorts the shop by price both ways, back on the first page', async ({ page }) => {
  await page.goto('/shop?page=2');
  await listArrived(page);
  await loadsList(page, () => sortSelect(page).selectOption({ label: shopTexts.sorts.priceAscending }));
  await expect(page).toHaveURL(/\/shop\?sort=2$/);
  await expect(countStatus(page)).toHaveText(resultsCount(1, 30));
  const ascending = await shownPrices(page);
  expect(ascending).toHaveLength(30);
  expectOrdered(ascending);

  await loadsList(page, () => sortSelect(page).selectOption({ label: shopTexts.sorts.priceDescending }));
  await expect(page).toHaveURL(/\/shop\?sort=3$/);
  const descending = await shownPrices(page);
  expectOrdered(descending, true);
  // The dearest product costs more than the cheapest: the two orders are not the same list.
  expect(descending[0]).toBeGreaterThan(ascending[0]!);
});

test('a visitor filters by product type and searches within it', async ({ page }) => {
  const racket = demoProducts.racket;
  const racketCard = () => productCards(page).getByRole('heading', { name: racket.name, exact: true });
  await page.goto('/shop?page=2');
  await listArrived(page);
  const total = await totalCount(page);
  await expect(typeRadio(page, shopTexts.allTypes)).toBeChecked();

  await loadsList(page, () => typeRadio(page, racket.type).check());
  await expect(page).toHaveURL(/\/shop\?type=\d+$/);
  const rackets = await totalCount(page);
  expect(rackets).toBeLessThan(total);
  expect(rackets).toBeGreaterThan(0);

  // Three characters do not search yet, and the hint says why.
  await expect(searchBox(page)).toHaveAccessibleDescription(shopTexts.searchHint);
  await searchBox(page).fill('Car');
  await searchBox(page).press('Enter');
  await expect(page).not.toHaveURL(/search=/);
  await expect(countStatus(page)).toHaveText(resultsCount(1, Math.min(30, rackets), rackets));

  // Four or more search when typing pauses.
  await loadsList(page, () => searchBox(page).fill('Carbon Pro'));
  await expect(page).toHaveURL(/\/shop\?type=\d+&search=Carbon\+Pro$/);
  await expect(racketCard()).toBeVisible();
  expect(await totalCount(page)).toBeLessThanOrEqual(rackets);

  // The racket is no shirt: with the shirts' type the same search leaves it out.
  await loadsList(page, () => typeRadio(page, demoProducts.shirt.type).check());
  await expect(racketCard()).toHaveCount(0);
  await expect(countStatus(page)).toHaveText(shopTexts.noProducts);

  // An emptied search applies at once on Enter.
  await loadsList(page, () => typeRadio(page, shopTexts.allTypes).check());
  await loadsList(page, async () => {
    await searchBox(page).fill('');
    await searchBox(page).press('Enter');
  });
  await expect(page).toHaveURL(/\/shop$/);
  await expect(countStatus(page)).toHaveText(resultsCount(1, 30, total));
});

test('the search in the address fills the search box and filters the list', async ({ page }) => {
  await page.goto('/shop?search=Paletero');
  await listArrived(page);
  await expect(searchBox(page)).toHaveValue('Paletero');
  await expect(
    productCards(page).getByRole('heading', { name: demoProducts.bag.name, exact: true }),
  ).toBeVisible();
  expect(await totalCount(page)).toBeGreaterThan(0);
});

test('a visitor opens a product, adds it to the cart and sees the count and total change', async ({
  page,
}) => {
  const bag = demoProducts.bag;
  const balls = demoProducts.balls;
  await page.goto('/shop?search=Paletero');
  await listArrived(page);
  await expect(cartButton(page)).toHaveAccessibleName(cartName(0));
  await productCards(page).getByRole('link', { name: bag.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${bag.id}$`));

  const product = page.getByRole('article', { name: bag.name, exact: true });
  await expect(page.getByRole('heading', { level: 1, name: bag.name })).toBeVisible();
  await expect(page).toHaveTitle(`${bag.name} · ${clubTitle}`);
  await expect(product.getByRole('img', { name: bag.name })).toBeVisible();
  await expect(product.getByText(new RegExp(`^${euros(bag.grossCents)}\\s€$`))).toBeVisible();
  await expect(product.getByText('Compartimento térmico para dos palas')).toBeVisible();

  // The quantity is display only: Add to cart adds one unit whatever it says.
  const quantity = product.getByRole('spinbutton', { name: shopTexts.quantity });
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await product.getByRole('button', { name: shopTexts.addToCart }).click();
  await expect(cartButton(page)).toHaveAccessibleName(cartName(1));
  await expect(cartButton(page)).toHaveAccessibleDescription(cartTotal(bag.grossCents));

  // Popular products link to their pages.
  const popular = page.getByRole('region', { name: shopTexts.popular, exact: true });
  await expect(popular.getByRole('article').first()).toBeVisible();
  await expect(popular.getByRole('link').first()).toHaveAttribute('href', /^\/shop\/\d+$/);
  // The carousel's pause button sits below the products, in the dots' row.
  const pauseButton = popular.getByRole('button', { name: 'Pausar el carrusel' });
  const dots = popular.getByRole('group', { name: 'Elige las diapositivas que se muestran' });
  await expect(dots.getByRole('button', { name: 'Mostrar las diapositivas 1 a 3' })).toBeVisible();
  const pause = (await pauseButton.boundingBox())!;
  const dotsBox = (await dots.boundingBox())!;
  const card = (await popular.getByRole('article').first().boundingBox())!;
  expect(pause.y).toBeGreaterThanOrEqual(card.y + card.height);
  expect(Math.abs(pause.y + pause.height / 2 - (dotsBox.y + dotsBox.height / 2))).toBeLessThan(2);

  // A card of the list adds one unit too.
  await page.goto(`/shop?search=${encodeURIComponent(balls.name)}`);
  await listArrived(page);
  await productCards(page)
    .filter({ has: page.getByRole('heading', { name: balls.name, exact: true }) })
    .getByRole('button', { name: shopTexts.addToCart })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName(cartName(2));
  await expect(cartButton(page)).toHaveAccessibleDescription(cartTotal(bag.grossCents + balls.grossCents));
});

test('a product with no stock left is refused with the server message in the error popup', async ({
  page,
}) => {
  const shirt = demoProducts.shirt;
  await page.goto(`/shop/${shirt.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shirt.name })).toBeVisible();
  const add = page
    .getByRole('article', { name: shirt.name })
    .getByRole('button', { name: shopTexts.addToCart });
  await add.click();
  const error = page.getByRole('dialog', { name: shopTexts.errorTitle });
  await expect(error).toContainText(stockTexts.outOfStock(shirt.name));
  await error.getByRole('button', { name: shopTexts.close }).click();
  await expect(error).toBeHidden();
  await expect(add).toBeEnabled();
  await expect(cartButton(page)).toHaveAccessibleName(cartName(0));
});

test('an unknown product shows the not-found page', async ({ page }) => {
  await page.goto('/shop/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await page.goto('/shop/pala');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test('the partner shop needs a login and shows the list without header, sort and sidebar', async ({
  page,
}) => {
  await page.goto('/taykus-shop');
  await loadsList(page, () => logInThroughDialog(page, customers.bruno.email, customers.bruno.password));
  await expect(page).toHaveURL(/\/taykus-shop$/);
  await expect(productCards(page)).toHaveCount(30);
  await expect(pagination(page)).toBeVisible();
  await expect(countStatus(page)).toHaveCount(0);
  await expect(sortSelect(page)).toHaveCount(0);
  await expect(shopSidebar(page)).toHaveCount(0);
  await expect(cartButton(page)).toBeVisible();

  await loadsList(page, () => pageButton(page, 'Siguiente').click());
  await expect(page).toHaveURL(/\/taykus-shop\?page=2$/);
  await expect(productCards(page).first()).toBeVisible();
});

test('a reload keeps the page, the sort and the filters', async ({ page }) => {
  const cap = demoProducts.cap;
  await page.goto('/shop');
  await listArrived(page);
  await loadsList(page, () => sortSelect(page).selectOption({ label: shopTexts.sorts.priceDescending }));
  await loadsList(page, () => pageButton(page, 'Página 2').click());
  await expect(page).toHaveURL(/\/shop\?sort=3&page=2$/);
  const secondPage = await shownNames(page);

  await page.reload();
  await listArrived(page);
  await expect(sortSelect(page)).toHaveValue('3');
  await expect(pageButton(page, 'Página 2')).toHaveAttribute('aria-current', 'page');
  await expect(countStatus(page)).toHaveText(resultsCount(31));
  expect(await shownNames(page)).toEqual(secondPage);

  await loadsList(page, () => typeRadio(page, cap.type).check());
  await loadsList(page, async () => {
    await searchBox(page).fill('club');
    await searchBox(page).press('Enter');
  });
  await expect(page).toHaveURL(/\/shop\?sort=3&type=\d+&search=club$/);
  const filtered = await shownNames(page);
  expect(filtered).toContain(cap.name);

  await page.reload();
  await listArrived(page);
  await expect(typeRadio(page, cap.type)).toBeChecked();
  await expect(searchBox(page)).toHaveValue('club');
  await expect(sortSelect(page)).toHaveValue('3');
  expect(await shownNames(page)).toEqual(filtered);
});

test('on a phone the filters fold behind a button and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/shop');
  await listArrived(page);
  const toggle = shopSidebar(page).getByRole('button', { name: shopTexts.filters });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(searchBox(page)).toBeVisible();
  await expect(typeFilter(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
