// Every route of the route table in each of the four languages: no text may be missing in the page's language.
// The shared i18n instance tells each text it had to take from English, or did not find at all, in a console
// warning (shared-contracts/src/i18n.ts); a visible placeholder or plural key is an untranslated text too.
import type { Page } from '@playwright/test';
import { customers, expect, test } from '../fixtures/club.ts';
import { checkTwoAtATime, contentLoaded, demoAddresses, routesFor } from '../fixtures/accessibility.ts';
import { productLine, products, seedCart } from '../fixtures/cart.ts';
import { logInFromHome } from '../fixtures/login.ts';
import { languages, missingTextWarning } from '../../shared-contracts/src/i18n.ts';
import { storageKeys } from '../../shared-contracts/src/storage.ts';

/** Text a screen shows only when a translation went wrong: an interpolation placeholder or a plural form's key. */
const rawKey = /\{\{|\}\}|\b\w+_(?:zero|one|two|few|many|other)\b/;

for (const language of languages) {
  test(`every route shows all its texts in ${language}`, async ({ page }) => {
    test.setTimeout(240_000);
    // A line in the cart, so the checkout shows its form instead of going back home.
    await seedCart(page, { sItems: [productLine(products.balls, 1)], sales: [] });
    await logInFromHome(page, customers.ana);
    await page.evaluate(
      ({ key, value }) => localStorage.setItem(key, JSON.stringify({ value, expiry: null })),
      { key: storageKeys.language, value: language },
    );

    const problems: string[] = [];
    // Each page tells its warnings, under the address it was last sent to, from its first route to the end.
    const where = new Map<Page, string>();
    const addresses = demoAddresses();
    const shownProblems = await checkTwoAtATime(page, routesFor('customer'), async (walker, route) => {
      if (!where.has(walker)) {
        walker.on('console', (message) => {
          if (message.text().startsWith(missingTextWarning))
            problems.push(`${where.get(walker)}: ${message.text()}`);
        });
      }
      const address = addresses[route.id]!;
      where.set(walker, address);
      await walker.goto(address);
      await contentLoaded(walker);
      const raw = rawKey.exec(await walker.locator('body').innerText());
      return raw ? [`${address}: shows "${raw[0]}"`] : [];
    });
    expect([...problems, ...shownProblems]).toEqual([]);
  });
}
