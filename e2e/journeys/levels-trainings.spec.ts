import { DEMO_BYPLACE, DEMO_LEVELS_TRAININGS } from '../../api/src/db/demo-club.ts';
import { inEnglish } from '../fixtures/booking.ts';
import { customers, expect, test } from '../fixtures/club.ts';
import { logInFromHome } from '../fixtures/login.ts';

const { trainings, sandbox } = DEMO_LEVELS_TRAININGS;

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('a customer sees her levels, the first sport open, a change linking to the match it came from', async ({
  page,
}) => {
  await logInFromHome(page, customers.ana);
  await page.goto('/levels');
  const padel = page.getByRole('button', { name: 'Padel · Taykus' });
  await expect(padel).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Padel · World Padel Rating' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Tennis · Taykus' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const panel = page.getByRole('region', { name: 'Padel · Taykus' });
  const newest = panel.getByRole('row').nth(1);
  await expect(newest).toContainText('+0,15');
  await expect(newest).toContainText('3,45');
  await expect(newest.getByRole('link', { name: 'See match' })).toHaveAttribute(
    'href',
    `/booking-join/${DEMO_BYPLACE.bookings.pastWithResults.id}`,
  );
});

test('a customer without levels is offered both providers, links Taykus and comes back to his levels', async ({
  page,
}) => {
  await logInFromHome(page, customers.bruno);
  await page.goto('/levels');
  // Every provider the API links is offered, with what linking does.
  const providers = page.getByRole('region', { name: 'Level providers' });
  await expect(
    providers.getByRole('link', { name: 'Link your account with World Padel Rating' }),
  ).toBeVisible();
  await expect(providers).toContainText(
    'Your World Padel Rating levels come to the club: they show here and count to join matches.',
  );
  await providers.getByRole('link', { name: 'Link your account with Taykus' }).click();
  // The provider's page (the API's sandbox offline) asks to allow the club to read the levels.
  await expect(page).toHaveURL(/\/api\/level-providers\/Taykus\/authorize\?redirect_uri=/);
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/levels$/);
  const padel = page.getByRole('button', { name: 'Padel · Taykus' });
  await expect(padel).toHaveAttribute('aria-expanded', 'true');
  const newest = page.getByRole('region', { name: 'Padel · Taykus' }).getByRole('row').nth(1);
  await expect(newest).toContainText(sandbox.Taykus.levels[0].changes.at(-1)!.comments);
  await expect(newest).toContainText('2,85');
  // World Padel Rating is still offered beside the Taykus levels.
  await expect(
    page
      .getByRole('region', { name: 'Level providers' })
      .getByRole('link', { name: /^Link your account with/ }),
  ).toHaveText(['Link your account with World Padel Rating']);
});

test('a customer opens her next training and sees its gallery', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto('/trainings');
  const next = page.getByRole('region', { name: 'Next Trainings' });
  await expect(page.getByRole('button', { name: 'Past Trainings' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await next.getByRole('link', { name: new RegExp(trainings.anaNext.description) }).click();
  await expect(page).toHaveURL(new RegExp(`/trainings/${trainings.anaNext.id}$`));
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const gallery = page.getByRole('tabpanel', { name: 'Gallery' });
  for (const { title } of trainings.anaNext.gallery) {
    const image = gallery.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  await page.getByRole('tab', { name: 'Videos' }).click();
  const video = page.getByRole('tabpanel', { name: 'Videos' }).locator('iframe').first();
  await expect(video).toHaveAttribute('title', trainings.anaNext.videos[0].title);
});
