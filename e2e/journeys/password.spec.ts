import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import {
  activeCustomer,
  changePasswordForm,
  mailedLink,
  passwordLogsIn,
  registerThroughApi,
  resetPasswordForm,
  tokenOf,
} from '../fixtures/password.ts';
import { lastLinkInOutbox } from '../fixtures/login.ts';

// Each journey that changes a password uses a customer of its own, registered and activated through the API, so the
// demo customers other journeys log in with keep their passwords. The site is in Spanish, its default language.

test('/changePass checks the fields, refuses a wrong current password, and the new password logs in after the change', async ({
  page,
  request,
}) => {
  const marina = await activeCustomer(request);
  await page.goto('/changePass');
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await logInThroughDialog(page, marina.email, marina.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/changePass$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
  const form = changePasswordForm(main);
  await form.submit.click();
  await expect(form.current).toHaveAccessibleDescription('Obligatorio');
  await expect(form.next).toHaveAccessibleDescription(/^Obligatorio/);
  await expect(form.current).toBeFocused();

  await form.current.fill('not-my-password');
  await form.next.fill('abcd');
  await form.submit.click();
  await expect(form.next).toHaveAccessibleDescription(/^La longitud mínima es 5/);

  await form.next.fill('changed-pass-9');
  await form.submit.click();
  await expect(form.current).toHaveAccessibleDescription('Contraseña incorrecta');
  await expect(form.next).toHaveValue('changed-pass-9');
  expect(await passwordLogsIn(request, marina.email, marina.password)).toBe(true);

  await form.current.fill(marina.password);
  await form.submit.click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Contraseña cambiada correctamente' }),
  ).toBeVisible();
  expect(await passwordLogsIn(request, marina.email, marina.password)).toBe(false);

  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog).toBeVisible();
  await logInThroughDialog(page, marina.email, 'changed-pass-9');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('"Forgot your password?" mails a link; the link sets a new password, which then logs in', async ({
  page,
  request,
}) => {
  const marina = await activeCustomer(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel(/^Email/).fill(marina.email);
  await dialog.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText(/Si estás registrado, te enviaremos un email/)).toBeVisible();
  await expect.poll(() => lastLinkInOutbox(marina.email, 'reset-password')).toBeTruthy();

  await page.goto(mailedLink(marina.email, 'reset-password'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Elige una nueva contraseña' })).toBeVisible();
  const form = resetPasswordForm(main);
  await form.password.fill('brand-new-7');
  await form.confirmation.fill('brand-new-8');
  await form.submit.click();
  await expect(form.confirmation).toHaveAccessibleDescription('La contraseña no coincide');
  expect(await passwordLogsIn(request, marina.email, marina.password)).toBe(true);

  await form.confirmation.fill('brand-new-7');
  await form.submit.click();
  await expect(page).toHaveURL(/\/passReset\/ok$/);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Tu contraseña se ha restablecido' }),
  ).toBeVisible();

  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  await logInThroughDialog(page, marina.email, 'brand-new-7');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  expect(await passwordLogsIn(request, marina.email, marina.password)).toBe(false);
});

test('an unknown reset link says it expired and the way forward asks for a new link', async ({ page }) => {
  await page.goto('/customer/reset-password/not-a-real-token');
  const main = page.getByRole('main');
  const form = resetPasswordForm(main);
  await form.password.fill('brand-new-7');
  await form.confirmation.fill('brand-new-7');
  await form.submit.click();

  await expect(main.getByRole('alert')).toContainText('Lo sentimos, tu enlace ha caducado');
  await expect(form.password).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await main.getByRole('button', { name: 'Pedir un enlace nuevo' }).click();
  // The login opens in its reset-password mode: the e-mail only, and Send.
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expect(dialog.getByLabel(/contraseña/i)).toHaveCount(0);
});

test('a reset link already used says it expired and changes nothing', async ({ page, request }) => {
  const marina = await activeCustomer(request);
  await request.post('/api/publiccustomers/reset-password-request-cz', { data: { email: marina.email } });
  const link = mailedLink(marina.email, 'reset-password');
  const used = await request.post('/api/publiccustomers/reset-password-cz', {
    data: { token: tokenOf(link), plainPassword: 'first-reset-1' },
  });
  expect(await used.json()).toEqual({ ok: true });

  await page.goto(link);
  const main = page.getByRole('main');
  const form = resetPasswordForm(main);
  await form.password.fill('second-reset-2');
  await form.confirmation.fill('second-reset-2');
  await form.submit.click();
  await expect(main.getByRole('alert')).toContainText('Lo sentimos, tu enlace ha caducado');
  expect(await passwordLogsIn(request, marina.email, 'first-reset-1')).toBe(true);
});

test('the mailed activation link completes the registration, then the login opens; the link works once', async ({
  page,
  request,
}) => {
  const marina = await registerThroughApi(request);
  const link = mailedLink(marina.email, 'activate');
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByText('¡Tu registro se ha completado!')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  await logInThroughDialog(page, marina.email, marina.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await page.goto(link);
  await expect(main.getByRole('alert')).toContainText('Lo sentimos, tu enlace de activación ha caducado');
});

test('an unknown activation link says it expired, in the chosen language, and the login stays closed', async ({
  page,
}) => {
  await page.goto('/customer/activate/not-a-real-token');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Lo sentimos, tu enlace de activación ha caducado');
  await expect(main.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A demo customer who never activated: the login's reset mode mails a fresh activation link (the way forward).
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel(/^Email/).fill(customers.temporary.email);
  await dialog.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText(/Tu cuenta aún no está activada/)).toBeVisible();
});
