import { expect, logInThroughDialog, reloadsBy, test } from '../fixtures/club.ts';
import {
  accountTexts,
  carla,
  carlaCards,
  countSaves,
  customFields,
  field,
  openAccountPage,
  tabPanel,
  tabs,
} from '../fixtures/account.ts';
import { activeCustomer } from '../fixtures/password.ts';

test('a customer edits the personal data and the address and finds them after a reload', async ({ page }) => {
  await openAccountPage(page, carla);
  const panel = tabPanel(page);
  await expect(field(page, 'Nombre')).toHaveValue(carla.name);

  await field(page, 'Segundo teléfono').fill('  +34 911 222 333 ');
  await field(page, 'Fecha de nacimiento').fill('7/9/1991');
  await panel.getByRole('combobox', { name: 'Sexo' }).selectOption({ label: 'Mujer' });
  await field(page, customFields.licence.label).fill('FMP-28-2024');
  await panel.getByRole('checkbox', { name: customFields.leftHanded.label }).check();
  await panel.getByRole('combobox', { name: customFields.position.label }).selectOption('Revés');
  await panel.getByRole('checkbox', { name: 'Acepto recibir publicidad o información promocional.' }).check();
  await panel.getByRole('button', { name: accountTexts.save }).click();
  await expect(panel.getByRole('status')).toHaveText(accountTexts.saved);

  await page.getByRole('tab', { name: tabs.address }).click();
  await expect(page).toHaveURL(/\?tab=address$/);
  await field(page, 'Dirección').fill('Calle de Atocha 12, 1º A');
  await field(page, 'Código postal').fill('28012');
  await field(page, 'Ciudad').fill('Madrid');
  await tabPanel(page).getByRole('button', { name: accountTexts.save }).click();
  await expect(tabPanel(page).getByRole('status')).toHaveText(accountTexts.saved);

  await page.reload();
  await expect(page.getByRole('tab', { name: tabs.address })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Dirección')).toHaveValue('Calle de Atocha 12, 1º A');
  await expect(field(page, 'Código postal')).toHaveValue('28012');

  await page.getByRole('tab', { name: tabs.personalData }).click();
  await expect(field(page, 'Segundo teléfono')).toHaveValue('+34 911 222 333');
  // Shown in the club's date format (dd/MM/yyyy).
  await expect(field(page, 'Fecha de nacimiento')).toHaveValue('07/09/1991');
  await expect(tabPanel(page).getByRole('combobox', { name: 'Sexo' })).toHaveValue('1');
  await expect(field(page, customFields.licence.label)).toHaveValue('FMP-28-2024');
  await expect(tabPanel(page).getByRole('checkbox', { name: customFields.leftHanded.label })).toBeChecked();
  await expect(tabPanel(page).getByRole('combobox', { name: customFields.position.label })).toHaveValue(
    'Revés',
  );
});

test('logging out on the account page opens the home page with no login dialog', async ({ page }) => {
  await openAccountPage(page, carla);
  await reloadsBy(page, () => page.getByRole('button', { name: 'Cerrar sesión' }).click());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toHaveCount(0);
});

test('a required field left empty shows "The field is required" on that field and sends nothing', async ({
  page,
}) => {
  await openAccountPage(page, carla);
  const saves = countSaves(page);
  const surname = field(page, 'Apellidos');
  await expect(surname).not.toHaveValue('');
  const stored = await surname.inputValue();

  await surname.fill('   ');
  await field(page, 'Tercer teléfono').fill('600 999 999');
  await tabPanel(page).getByRole('button', { name: accountTexts.save }).click();
  await expect(surname).toHaveAccessibleDescription(accountTexts.required);
  await expect(surname).toBeFocused();
  await expect(field(page, 'Nombre')).not.toHaveAttribute('aria-invalid');
  await expect(field(page, 'Tercer teléfono')).toHaveValue('600 999 999');
  expect(saves()).toBe(0);

  await page.reload();
  await expect(field(page, 'Apellidos')).toHaveValue(stored);
  await expect(field(page, 'Tercer teléfono')).toHaveValue('');
});

test('a customer deletes a saved card after confirming, and it stays deleted', async ({ page }) => {
  await openAccountPage(page, carla, 'credit-cards');
  const [first, second] = carlaCards;
  const cards = tabPanel(page).getByRole('list', { name: 'Tarjetas guardadas' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards).toContainText(`Tarjeta terminada en ${first}`);

  await cards.getByRole('button', { name: `Eliminar la tarjeta terminada en ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar esta tarjeta?' });
  await expect(dialog).toContainText(`La tarjeta terminada en ${first} ya no se te ofrecerá al pagar.`);
  await dialog.getByRole('button', { name: 'Eliminar tarjeta' }).click();
  await expect(dialog).toBeHidden();
  await expect(tabPanel(page).getByRole('status')).toHaveText(
    `Se ha eliminado la tarjeta terminada en ${first}.`,
  );
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(`Tarjeta terminada en ${second}`);
  await expect(cards).not.toContainText(`Tarjeta terminada en ${first}`);
});

test('a customer deletes the account after confirming, is logged out and cannot log in again', async ({
  page,
  request,
}) => {
  const customer = await activeCustomer(request);
  await openAccountPage(page, customer, 'delete-account');
  const panel = tabPanel(page);
  await expect(panel).toContainText('Ya no podrás iniciar sesión');
  await expect(panel).toContainText('Esta acción no se puede deshacer.');

  await panel.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  // The cart and session are cleared and the page reloads on the home page.
  await reloadsBy(page, () => dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await logInThroughDialog(page, customer.email, customer.password);
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(login.getByRole('alert')).toHaveText(
    /Invalid Email or Password|Email o contraseña incorrectos/,
  );
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
});
