import { expect, test } from '../fixtures/club.ts';
import {
  cartButton,
  cartTotal,
  cartDropdown,
  pendingFee,
  productLine,
  products,
  seedCart,
  stockTexts,
} from '../fixtures/cart.ts';

const racket = products.racket;

test('the cart dropdown changes units within the stock, removes a pending sale and survives a reload', async ({
  page,
}) => {
  // Two rackets are in stock; the cart starts with one and a pending membership fee of 20 €.
  await seedCart(page, { sItems: [productLine(racket, 1)], sales: [pendingFee] });
  await page.goto('/privacy');

  const cart = cartButton(page);
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
  await expect(cart).toHaveAccessibleDescription(cartTotal(169));

  await cart.click();
  const dropdown = cartDropdown(page);
  await expect(dropdown).toBeVisible();
  const units = dropdown.getByRole('textbox', { name: `Units of ${racket.name}` });
  const oneMore = dropdown.getByRole('button', { name: `One unit more of ${racket.name}` });
  await expect(units).toHaveValue('1');

  await oneMore.click();
  await expect(cart).toHaveAccessibleName('Cart, 3 items');
  await expect(cart).toHaveAccessibleDescription(cartTotal(318));
  await expect(units).toHaveValue('2');

  // A third racket is more than the stock: the server's message shows in the global error popup.
  await oneMore.click();
  const error = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(error).toContainText(stockTexts.fewLeft(racket.name, racket.stock));
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(error).toBeHidden();
  await expect(units).toHaveValue('2');
  await expect(cart).toHaveAccessibleName('Cart, 3 items');

  await dropdown.getByRole('button', { name: `Remove ${pendingFee.title} from the cart` }).click();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
  await expect(cart).toHaveAccessibleDescription(cartTotal(298));
  await expect(dropdown.getByText(pendingFee.title!)).toHaveCount(0);

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(cartButton(page)).toHaveAccessibleDescription(cartTotal(298));

  await cartButton(page).click();
  await cartDropdown(page).getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartDropdown(page)).toBeHidden();

  await cartButton(page).click();
  await cartDropdown(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('the cart opens and closes from the keyboard', async ({ page }) => {
  await seedCart(page, { sItems: [productLine(products.balls, 2)], sales: [] });
  await page.goto('/privacy');
  const cart = cartButton(page);
  await cart.focus();
  await page.keyboard.press('Enter');
  await expect(cartDropdown(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartDropdown(page)).toBeHidden();
  await expect(cart).toBeFocused();
});
