import { expect, test } from '../fixtures/club.ts';
import { countStatus, resultsCount } from '../fixtures/shop.ts';

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
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/czconfigs/main-settings')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
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
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/czconfigs/template')
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
  expect(templateRequests).toHaveLength(1);
});
