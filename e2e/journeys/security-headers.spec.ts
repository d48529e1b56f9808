// The site under its security headers (tools/serving-policy.ts): the pages load whole, remotes and the host's own
// inline script included, without a single Content-Security-Policy violation.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/club.ts';
import { onStaticHost } from '../fixtures/static-host.ts';

/** Collects the page's CSP violations (the browser's own event, and its console report), from the first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages load whole under the Content-Security-Policy, with no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const home = await page.goto('/');
  const headers = home!.headers();
  const scripts = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scripts).toContain("'self'");
  expect(scripts).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  for (const [path, shown] of [
    ['/shop', page.getByRole('main').getByRole('link').first()],
    ['/bookingtypes', page.getByRole('main').getByRole('heading').first()],
    ['/blog', page.getByRole('main').getByRole('heading').first()],
    ['/privacy', page.getByRole('main').getByRole('heading').first()],
  ] as const) {
    await page.goto(path);
    await expect(shown, path).toBeVisible();
  }
  // The page shown when the club's settings cannot load translates itself with its own inline script, allowed too.
  await page.evaluate(() => localStorage.setItem('lcl', JSON.stringify('en-US')));
  await page.goto('/404-page.html');
  await expect(page.getByRole('heading', { name: 'The club site is not available' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('on the static host', () => {
  onStaticHost();

  test("index.html's own inline script runs, allowed by its hash, with no violation", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    // The home template's preload, added by index.html's inline script: it ran.
    await expect(page.locator('link[rel=preload][href="/api/czconfigs/template"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
