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
