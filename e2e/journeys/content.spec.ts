import { expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { inEnglish } from '../fixtures/booking.ts';
import {
  blogCards,
  oldestPostTitle,
  postCount,
  relatedClubs,
  searchedPost,
  someoneElsesEmailId,
} from '../fixtures/content.ts';
import { activeCustomer } from '../fixtures/password.ts';

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('page 2 of the blog sorted by old starts at the 31st oldest post, and a reload keeps it', async ({
  page,
}) => {
  await page.goto('/blog');
  const total = postCount();
  await expect(page.getByText(`Showing 1–30 of ${total} results`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Sort By Old' });
  await expect(page).toHaveURL(/\/blog\?sort=old$/);
  await expect(blogCards(page).first().getByRole('heading')).toHaveText(oldestPostTitle(0));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?sort=old&page=2$/);
  await expect(page.getByText(`Showing 31–${total} of ${total} results`)).toBeVisible();
  await expect(blogCards(page).first().getByRole('heading')).toHaveText(oldestPostTitle(30));
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(blogCards(page).first().getByRole('heading')).toHaveText(oldestPostTitle(30));
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('old');
});

test('a blog search goes back to page 1, keeps the search in the URL and finds the post, which opens', async ({
  page,
}) => {
  await page.goto('/blog?page=2');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(searchedPost.search);
  await expect(page).toHaveURL(new RegExp(`/blog\\?search=${searchedPost.search}$`));
  await expect(page.getByText('Showing 1–1 of 1 result')).toBeVisible();
  await expect(blogCards(page)).toHaveCount(1);

  await blogCards(page).getByRole('link', { name: searchedPost.title }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: searchedPost.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${searchedPost.title}`));
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Popular posts' }).getByRole('link')).toHaveCount(2);

  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue(searchedPost.search);
  await expect(blogCards(page)).toHaveCount(1);
});

test('a new customer reads the activation mail in their communications; another customer’s mail is not found', async ({
  page,
  request,
}) => {
  const marina = await activeCustomer(request);
  await page.goto('/customer-comms');
  await logInThroughDialog(page, marina.email, marina.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  const emails = page.getByRole('region', { name: 'Emails' });
  const activation = emails.getByRole('link', { name: /activa tu cuenta/ });
  await expect(activation).toHaveCount(1);
  await page.getByRole('button', { name: 'Sms' }).click();
  await expect(page.getByRole('region', { name: 'Sms' })).toContainText('No sms');

  await activation.click();
  await expect(page).toHaveURL(/\/customer-comms\/emails\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { level: 1, name: `Email #${id}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /activa tu cuenta/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activar mi cuenta' })).toHaveAttribute(
    'href',
    /^\/customer\/activate\//,
  );
  await expect(page).toHaveTitle(new RegExp(`^Email #${id}`));

  await page.goto(`/customer-comms/emails/${someoneElsesEmailId(marina.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('/locations shows a card for each related club with a link to its site', async ({ page }) => {
  await page.goto('/locations');
  const clubs = relatedClubs();
  expect(clubs.length).toBeGreaterThan(0);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(clubs.length);
  for (const [index, club] of clubs.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: club.name })).toBeVisible();
    await expect(card.getByRole('link', { name: `Visit ${club.name}` })).toHaveAttribute(
      'href',
      // The address as the browser writes it (a site's root with its slash).
      new URL(club.url).href,
    );
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
  }
});
