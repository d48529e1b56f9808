// The open-redirect corpus on every target the site follows: /auto-login?redirect= (the club's app opens the site
// with it, and the page goes there once signed in; the login popup it offers on a refused token keeps it), and the
// level providers' sandbox's redirect_uri (the API's page that sends the customer back). Only the site's own paths
// are followed: the page never leaves the site's origin, no request goes to the evil host, no script target runs.
import type { APIRequestContext, Page } from '@playwright/test';
import { linkPagePath } from '../../api/src/levels/level-provider-sandbox.ts';
import { askForLinkCode, redeemLinkCode } from '../fixtures/app-link.ts';
import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { OPEN_REDIRECT_TARGETS, REDIRECT_EVIL_HOST } from '../fixtures/open-redirect-corpus.ts';

/** Bruno's token for the club's app, got as the app gets it: a link code he confirms, redeemed with its secret. */
async function appToken(request: APIRequestContext): Promise<string> {
  const link = await askForLinkCode(request, 'Club Demo app');
  const login = await request.post('/api/publiccustomers/cauth', {
    data: { email: customers.bruno.email, password: customers.bruno.password },
  });
  const session = ((await login.json()) as { model: { token: string } }).model.token;
  const confirmed = await request.post('/api/publiccustomers/app-link-codes/confirm', {
    data: { code: link.code },
    headers: { authorization: `Bearer ${session}` },
  });
  const { confirmation } = ((await confirmed.json()) as { model: { confirmation: string } }).model;
  const redeemed = await redeemLinkCode(request, link, confirmation);
  expect(redeemed.ok).toBe(true);
  return redeemed.model!.token;
}

/** Records every way a page leaves the site: another origin opened, a request to the evil host, a dialog. */
async function watchForLeaving(page: Page, siteOrigin: string): Promise<string[]> {
  const left: string[] = [];
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && url !== 'about:blank' && new URL(url).origin !== siteOrigin) {
      left.push(`navigated to ${url}`);
    }
  });
  page.on('dialog', (dialog) => {
    left.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
  await page.route(
    (url) => url.hostname.endsWith(REDIRECT_EVIL_HOST),
    (route) => {
      left.push(`request to ${route.request().url()}`);
      return route.abort();
    },
  );
  return left;
}

const autoLogin = (token: string, target: string) =>
  `/auto-login?${new URLSearchParams({ token, redirect: target }).toString()}`;

test('/auto-login signs the app’s customer in and follows only paths of the site, for every target of the corpus', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const siteOrigin = new URL(baseURL!).origin;
  const token = await appToken(request);
  const left = await watchForLeaving(page, siteOrigin);
  const ended: string[] = [];
  for (const target of OPEN_REDIRECT_TARGETS) {
    await page.goto(autoLogin(token, target));
    await page.waitForURL((url) => url.pathname !== '/auto-login');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    const url = new URL(page.url());
    if (url.origin !== siteOrigin) ended.push(`${JSON.stringify(target)} ended on ${url.href}`);
  }
  expect(ended).toEqual([]);
  expect(left).toEqual([]);
});

test('a refused app token offers the login, which after logging in stays on the site whatever the target', async ({
  page,
  baseURL,
}) => {
  const siteOrigin = new URL(baseURL!).origin;
  const left = await watchForLeaving(page, siteOrigin);
  await page.goto(autoLogin('a-token-the-app-chose-itself-0123456789', '//evil.example'));
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await logInThroughDialog(page, customers.bruno.email, customers.bruno.password);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(siteOrigin);
  expect(left).toEqual([]);
});

test('the level providers’ sandbox refuses every target of the corpus as redirect_uri, with the link page’s path or without', async ({
  request,
}) => {
  const accepted: string[] = [];
  for (const target of OPEN_REDIRECT_TARGETS) {
    for (const redirectUri of [target, `${target}${linkPagePath('Taykus')}`]) {
      const answer = await request.get(
        `/api/level-providers/Taykus/authorize?${new URLSearchParams({ redirect_uri: redirectUri }).toString()}`,
      );
      if (answer.status() !== 400) accepted.push(`${JSON.stringify(redirectUri)}: ${answer.status()}`);
    }
  }
  expect(accepted).toEqual([]);
  // The site's own link page is still where the sandbox sends back.
  const own = await request.get(
    `/api/level-providers/Taykus/authorize?${new URLSearchParams({ redirect_uri: `http://localhost:4100${linkPagePath('Taykus')}` }).toString()}`,
  );
  expect(own.status()).toBe(200);
});
