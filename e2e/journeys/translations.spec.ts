// Every route of the route table in each of the four languages: no text may be missing in the page's language.
// The shared i18n instance tells each text it had to take from English, or did not find at all, in a console
// warning (shared-contracts/src/i18n.ts); a visible placeholder or plural key is an untranslated text too.
import { customers, expect, test } from '../fixtures/club.ts';
import { contentLoaded, demoAddresses, routesFor } from '../fixtures/accessibility.ts';
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
    let where = '';
    page.on('console', (message) => {
      if (message.text().startsWith(missingTextWarning)) problems.push(`${where}: ${message.text()}`);
    });
    const addresses = demoAddresses();
    for (const route of routesFor('customer')) {
      where = addresses[route.id]!;
      await page.goto(where);
      await contentLoaded(page);
      const shown = await page.locator('body').innerText();
      const raw = rawKey.exec(shown);
      if (raw) problems.push(`${where}: shows "${raw[0]}"`);
    }
    expect(problems).toEqual([]);
  });
}
