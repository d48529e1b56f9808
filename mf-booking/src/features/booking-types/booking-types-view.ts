// What the booking types list shows lives in the URL query (STYLE 5), so a reload or a shared link shows the same
// list: the concept keys of the specification (?bookings=true, ?matches=true, ?school=true, ?events=true) and the
// chosen category (?category=padel).
import type { BookingType } from '@club/shared-contracts/booking-entities';

/** The query key of the chosen category. */
export const categoryParam = 'category';

/** A category as the filter links show it: its key (lower case, for the URL) and its name as first written. */
export interface BookingCategory {
  key: string;
  name: string;
}

/** The key of a category: categories are compared case-insensitively, so 'Padel' and 'PADEL' are one. */
export function categoryKey(category: string): string {
  return category.trim().toLowerCase();
}

/** The distinct categories of the types, in the order they first appear; types without a category add none. */
export function categoriesOf(types: readonly BookingType[]): BookingCategory[] {
  const categories = new Map<string, BookingCategory>();
  for (const type of types) {
    const key = categoryKey(type.category ?? '');
    if (key && !categories.has(key)) categories.set(key, { key, name: type.category.trim() });
  }
  return [...categories.values()];
}

/**
 * The category the query chooses among the given ones, or null for all: a category the list does not have (another
 * club's link, a type that left) shows all rather than nothing.
 */
export function chosenCategory(
  params: URLSearchParams,
  categories: readonly BookingCategory[],
): string | null {
  const key = categoryKey(params.get(categoryParam) ?? '');
  return categories.some((category) => category.key === key) ? key : null;
}

/** The types of a category (all for null). */
export function narrowByCategory(types: readonly BookingType[], category: string | null): BookingType[] {
  return category === null
    ? [...types]
    : types.filter((type) => categoryKey(type.category ?? '') === category);
}

/** The query of a category link: the query as it is (concept keys included), with the category set or removed. */
export function categorySearch(params: URLSearchParams, category: string | null): string {
  const next = new URLSearchParams(params);
  if (category === null) next.delete(categoryParam);
  else next.set(categoryParam, category);
  const search = next.toString();
  return search ? `?${search}` : '';
}
