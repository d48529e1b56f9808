// The club's mobile app links a customer's account (README, The club's mobile app): it asks the API for a link
// code, the customer confirms it on /link-account inside the app, the app redeems it with its secret and the
// confirmation it heard, and /auto-login then signs her in with the token it got. No page of another origin may frame
// the site or hear from it.
import { DEMO_APP_ORIGIN } from '../../api/src/db/demo-club.ts';
import { askForLinkCode, openFramingPage, recordAppMessages, redeemLinkCode } from '../fixtures/app-link.ts';
import { customers, expect, test } from '../fixtures/club.ts';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.ts';

const APP_NAME = 'Club Demo app';

// The pages that frame the site here stand on public origins (answered by the test) and the site on localhost.
// Chromium's local network access checks refuse any public page that frames localhost, which would hide whether the
// site itself refuses the frame; in production both stand on public origins, so the checks are off in this file.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('inside the app the customer logs in and confirms; the app hears a confirmation, no session, and its token then logs her in', async ({
  page,
  request,
}) => {
  const appMessages = await recordAppMessages(page);
  const link = await askForLinkCode(request, APP_NAME);
  await page.goto(`/link-account?token=${link.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vincula la app a tu cuenta' })).toBeVisible();
  await expect(page.getByText(`${APP_NAME} pide vincularse a tu cuenta del club.`)).toBeVisible();

  await page.getByLabel(/^Email/).fill(customers.bruno.email);
  await page.getByLabel(/^Contraseña/).fill(customers.bruno.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`Cuenta: ${customers.bruno.name} ${customers.bruno.surname}`)).toBeVisible();
  expect(await appMessages()).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tu cuenta ya está vinculada a la app.')).toBeVisible();

  const messages = await appMessages();
  expect(messages).toEqual([{ type: 'account_linked', confirmation: expect.any(String) }]);
  const sessionToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ctk') ?? '{}') as { value?: string }).value,
  );
  expect(sessionToken).toBeTruthy();
  expect(JSON.stringify(messages)).not.toContain(sessionToken);

  // The app redeems the code with its secret and the confirmation; the confirmation alone is worth nothing.
  const { confirmation } = messages[0] as { confirmation: string };
  const redeemed = await redeemLinkCode(request, link, confirmation);
  expect(redeemed.ok).toBe(true);
  expect((await redeemLinkCode(request, link, confirmation)).ok).toBe(false);

  // The app opens the site later with its token alone, without the web view's stored session.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/auto-login?token=${redeemed.model!.token}&redirect=/customer-orders`);
  await expect(page).toHaveURL(/\/customer-orders$/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  // The link was used: opened again, it links nothing and says so.
  await page.goto(`/link-account?token=${link.code}`);
  await expect(page.getByRole('alert')).toContainText('Este enlace de la app ya se ha usado.');
  expect(await appMessages()).toEqual([]);
});

test('a token the app chose itself signs no one in', async ({ page }) => {
  await page.goto('/auto-login?token=a-token-the-app-chose-itself-0123456789&redirect=/customer-orders');
  await expect(page.getByRole('alert')).toContainText('El enlace de la app no es válido o ha caducado');
  await expect(page).toHaveURL(/\/auto-login\?/);
});

test('a page of another origin cannot frame /link-account: the frame does not load and the page hears nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const hostUrl = baseURL!;
  const link = await askForLinkCode(request, APP_NAME);
  const hostRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(hostUrl)) hostRequests.push(new URL(sent.url()).pathname);
  });
  // It even claims to be the club's app page.
  const framing = await openFramingPage(
    page,
    'https://evil.example',
    `${hostUrl}/link-account?token=${link.code}&appOrigin=${DEMO_APP_ORIGIN}`,
  );
  await framing.frameLoaded;
  // Time for a page that had loaded to start its scripts, ask the API and post.
  await page.waitForTimeout(1500);

  expect(hostRequests).toEqual(['/link-account']);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect(frame!.getByRole('heading', { name: 'Vincula la app a tu cuenta' })).toHaveCount(0);
  expect(await framing.received()).toEqual([]);
});

test("the club's app page may frame /link-account: the customer confirms inside, and only that page hears the confirmation", async ({
  page,
  request,
  baseURL,
}) => {
  const hostUrl = baseURL!;
  const link = await askForLinkCode(request, APP_NAME);
  const framing = await openFramingPage(page, DEMO_APP_ORIGIN, `${hostUrl}/link-account?token=${link.code}`);
  const club = page.frameLocator('iframe[title="club"]');
  await expect(club.getByText(`${APP_NAME} pide vincularse a tu cuenta del club.`)).toBeVisible();
  await club.getByLabel(/^Email/).fill(customers.ana.email);
  await club.getByLabel(/^Contraseña/).fill(customers.ana.password);
  await club.getByRole('button', { name: 'Iniciar sesión' }).click();
  await club.getByRole('button', { name: 'Confirmar' }).click();
  await expect(club.getByText('Tu cuenta ya está vinculada a la app.')).toBeVisible();

  const received = await framing.received();
  expect(received).toEqual([
    { origin: hostUrl, data: { type: 'account_linked', confirmation: expect.any(String) } },
  ]);
  const { confirmation } = received[0]!.data as { confirmation: string };
  const redeemed = await redeemLinkCode(request, link, confirmation);
  expect(redeemed.ok).toBe(true);
});
