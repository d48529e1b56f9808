import { customers, expect, test } from '../fixtures/club.ts';
import { logInFromMenu } from '../fixtures/menu.ts';
import {
  anaWallet,
  demoOrders,
  demoOrderTotalCents,
  demoProducts,
  expectNoSidewaysScroll,
  openAccountPage,
  orderTable,
  shownEuros,
  summaryValue,
} from '../fixtures/orders.ts';

test('a customer goes from her orders to an order and on to a product of it', async ({ page }) => {
  const clothes = demoOrders.anaClothes;
  await page.goto('/');
  await logInFromMenu(page, customers.ana);
  await openAccountPage(page, 'Pedidos');
  await expect(page).toHaveURL(/\/customer-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tus pedidos' })).toBeVisible();

  // Newest first, each order a table of its own with its items (other journeys may add orders of their own).
  const anaNumbers = [
    demoOrders.anaRecharge,
    demoOrders.anaClothes,
    demoOrders.anaMembership,
    demoOrders.anaCourt,
    demoOrders.anaRacket,
  ].map((order) => order.number as string);
  await expect(orderTable(page, demoOrders.anaRecharge.number)).toBeVisible();
  const listed = (await page.locator('table caption').allTextContents()).map((caption) =>
    caption.replace('Pedido Nº ', ''),
  );
  expect(listed.filter((number) => anaNumbers.includes(number))).toEqual(anaNumbers);
  const table = orderTable(page, clothes.number);
  await expect(table.getByRole('columnheader')).toHaveText(['Fecha', 'Total', 'Online', 'Nº de pedido']);
  await expect(table.getByRole('cell', { name: shownEuros(demoOrderTotalCents(clothes)) })).toBeVisible();
  for (const product of [demoProducts.shirt, demoProducts.cap, demoProducts.overgrip]) {
    await expect(table.getByText(product.name)).toBeVisible();
  }
  await expect(table.locator('img').first()).toHaveAttribute('width', '73');

  await table.getByRole('link', { name: clothes.number }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-orders/${clothes.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido Nº ${clothes.number}` })).toBeVisible();
  await expect(summaryValue(page, 'Método de pago')).toHaveText(clothes.paymentMethod);
  await expect(summaryValue(page, 'Envío')).toHaveText(shownEuros(clothes.shippingCents));
  await expect(summaryValue(page, 'Descuento')).toHaveText(shownEuros(-clothes.discountCents));
  await expect(summaryValue(page, 'Total')).toHaveText(shownEuros(demoOrderTotalCents(clothes)));

  // The product page belongs to the shop remote: the journey checks where the link leads.
  await page.getByRole('link', { name: demoProducts.shirt.name }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${demoProducts.shirt.id}$`));
});

test('an order without shipping or discount shows "Gratis", no discount, and links no booking', async ({
  page,
}) => {
  const court = demoOrders.anaCourt;
  await page.goto('/');
  await logInFromMenu(page, customers.ana);
  await page.goto(`/customer-orders/${court.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido Nº ${court.number}` })).toBeVisible();
  await expect(summaryValue(page, 'Envío')).toHaveText('Gratis');
  await expect(summaryValue(page, 'Descuento')).toHaveCount(0);
  const booking = court.items[0];
  await expect(page.getByRole('rowheader', { name: booking.name })).toBeVisible();
  await expect(page.getByRole('link', { name: booking.name })).toHaveCount(0);
});

test('a voucher opens to its movements, with the recharges marked', async ({ page }) => {
  await page.goto('/');
  await logInFromMenu(page, customers.ana);
  await openAccountPage(page, 'Bonos');
  await expect(page).toHaveURL(/\/customer-vouchers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonos activos' })).toBeVisible();

  const wallet = page.getByRole('button', { name: new RegExp(`^${anaWallet.description} Saldo`) });
  await expect(wallet).toHaveAttribute('aria-expanded', 'false');
  const movements = page.getByRole('table', { name: `Movimientos de ${anaWallet.description}` });
  await expect(movements).toBeHidden();

  await wallet.click();
  await expect(wallet).toHaveAttribute('aria-expanded', 'true');
  await expect(movements.getByRole('columnheader')).toHaveText(['Fecha', 'Importe', 'Anterior', 'Actual']);
  await expect(movements.locator('tbody tr')).toHaveCount(anaWallet.movements);
  await expect(movements.locator('tbody tr', { hasText: 'Recarga' })).toHaveCount(anaWallet.recharges);

  await wallet.click();
  await expect(movements).toBeHidden();
});

test('a customer who opens another customer’s order gets the not-found page, not her order', async ({
  page,
}) => {
  const hers = demoOrders.anaClothes;
  await page.goto('/');
  await logInFromMenu(page, customers.bruno);
  await page.goto(`/customer-orders/${hers.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await expect(page.getByText(hers.number)).toHaveCount(0);
  await expect(page.getByText(demoProducts.shirt.name)).toHaveCount(0);

  // His own list has his orders only.
  await page.goto('/customer-orders');
  await expect(orderTable(page, demoOrders.brunoBag.number)).toBeVisible();
  await expect(orderTable(page, demoOrders.brunoMatch.number)).toBeVisible();
  await expect(orderTable(page, hers.number)).toHaveCount(0);
});

test('on a phone the orders, an order and the vouchers fit the screen', async ({ page }) => {
  await page.goto('/');
  await logInFromMenu(page, customers.ana);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/customer-orders',
    `/customer-orders/${demoOrders.anaClothes.id}`,
    '/customer-vouchers',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole('button', { name: new RegExp(`^${anaWallet.description}`) }).click();
  await expectNoSidewaysScroll(page);
});
