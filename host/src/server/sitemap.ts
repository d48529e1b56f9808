// The sitemap of the club's public pages (sitemap.xml, sitemaps.org 0.9): the home page, the shop and each product,
// the blog and each post, the booking types and each one's booking page, the activities, the locations and the legal
// pages. A list the API fails to give is left out, logged; the pages that need no list are always there.
import { getBookingTypes } from '@club/shared-contracts/api/booking-types';
import { listActivities } from '@club/shared-contracts/api/activities';
import { listBlogPosts } from '@club/shared-contracts/api/content';
import { listShop } from '@club/shared-contracts/api/shop';
import { loadFailed } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { escapeHtml } from './page-document';

/** At most this many pages of a list are read (a sitemap holds up to 50,000 addresses). */
const maxListPages = 100;

/** Every item of a paged list, page after page until its total is reached. */
async function everyItem<T>(
  page: (number: number) => Promise<{ data: T[]; totalCount: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let number = 1; number <= maxListPages; number += 1) {
    const { data, totalCount } = await page(number);
    items.push(...data);
    if (data.length === 0 || items.length >= totalCount) break;
  }
  return items;
}

/** The addresses of a list, or none when the API fails to give it (logged). */
const addressesOf = (label: string, list: Promise<string[]>): Promise<string[]> =>
  list.catch((error: unknown) => {
    loadFailed(label, error);
    return [];
  });

/** The public pages' paths. */
export async function publicPaths(): Promise<string[]> {
  const lists = await Promise.all([
    addressesOf(
      'sitemap products',
      everyItem((page) => listShop({ page })).then((products) =>
        products.map((product) => paths.shopProduct(product.id)),
      ),
    ),
    addressesOf(
      'sitemap posts',
      everyItem((page) => listBlogPosts({ page })).then((posts) => posts.map((post) => paths.post(post.id))),
    ),
    addressesOf(
      'sitemap booking types',
      getBookingTypes().then((answer) =>
        answer.model.map((type) => (type.byPlace ? paths.bookingsByPlace(type.id) : paths.bookings(type.id))),
      ),
    ),
    addressesOf(
      'sitemap activities',
      listActivities().then((answer) => answer.model.map((activity) => paths.activity(activity.id))),
    ),
  ]);
  const pages = [
    paths.home(),
    paths.shop(),
    paths.blog(),
    paths.bookingTypes(),
    paths.locations(),
    paths.privacy(),
    paths.waiver(),
    paths.cookies(),
    paths.generalConditions(),
  ];
  return [...new Set([...pages, ...lists.flat()])];
}

/** The sitemap of the public pages at the site's origin. */
export async function sitemap(origin: string): Promise<string> {
  const urls = (await publicPaths())
    .map((path) => `<url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
