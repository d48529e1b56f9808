// The first view's requests: a page the host's server drew asks the API for nothing it was drawn with, and the static
// host's page starts what it needs from index.html itself.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/club.ts';
import { countStatus, resultsCount } from '../fixtures/shop.ts';
import { onStaticHost } from '../fixtures/static-host.ts';

test("a page the host's server drew asks for none of what it was drawn with: the settings, the template, its data", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Club Demo Pádel' });
  await expect(hero.getByRole('heading', { level: 2, name: 'Tu club de pádel en Madrid' })).toBeVisible();
  await page.goto('/shop');
  await expect(countStatus(page)).toHaveText(resultsCount(1, 30));
  await page.waitForLoadState('networkidle');

  for (const drawnWith of ['/api/czconfigs/main-settings', '/api/czconfigs/template', '/api/shop/list']) {
    expect(asked, drawnWith).not.toContain(drawnWith);
  }
  // The check can see what the page asks: the page's own scripts.
  expect(asked).toContain('/main.js');
});

/** What started each load of the API path on the page: `link` for a preload of index.html, else the script's kind. */
const initiatorsOf = (page: Page, pathname: string) =>
  page.evaluate(
    (path) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === path)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    pathname,
  );

test.describe('on the static host', () => {
  onStaticHost();

  test('the page asks for the club settings itself, once, and the start takes that answer', async ({
    page,
  }) => {
    const settingsRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/czconfigs/main-settings')
        settingsRequests.push(request.url());
    });

    await page.goto('/shop');
    await expect(countStatus(page)).toHaveText(resultsCount(1, 30));

    // Started by index.html's preload, not by the start's script after it has loaded and run.
    expect(await initiatorsOf(page, '/api/czconfigs/main-settings')).toEqual(['link']);
    expect(settingsRequests).toHaveLength(1);
  });

  test("the home page asks for its template with the settings, once, and shows the first slide; other pages don't ask", async ({
    page,
  }) => {
    const templateRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/czconfigs/template') templateRequests.push(request.url());
    });

    await page.goto('/shop');
    await expect(countStatus(page)).toHaveText(resultsCount(1, 30));
    expect(templateRequests).toHaveLength(0);

    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Club Demo Pádel' });
    await expect(hero.getByRole('heading', { level: 2, name: 'Tu club de pádel en Madrid' })).toBeVisible();
    expect(await initiatorsOf(page, '/api/czconfigs/template')).toEqual(['link']);
    expect(templateRequests).toHaveLength(1);
  });
});
