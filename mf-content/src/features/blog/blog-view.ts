// The blog's view state lives in the URL query (STYLE 5), so a reload, back and a shared link show the same list:
// ?page=2&sort=old&search=torneo. Defaults are left out of the URL.
import { BlogSort } from '@club/shared-contracts/api/content';
import { searchApplies } from '@club/shared-contracts/api/grid';
import { positiveWhole } from '@club/shared-contracts/positive-whole';

/** What the blog list shows: the page (from 1), the sort and the search as typed into the URL. */
export interface BlogView {
  page: number;
  sort: BlogSort;
  search: string;
}

/** The query parameters of the view. */
export const blogViewParams = { page: 'page', sort: 'sort', search: 'search' } as const;

const sorts: readonly string[] = Object.values(BlogSort);

const isBlogSort = (value: string | null): value is BlogSort => value !== null && sorts.includes(value);

/** Reads the view from the URL query; a missing or malformed value is the default (page 1, newest, no search). */
export function readBlogView(params: URLSearchParams): BlogView {
  const sort = params.get(blogViewParams.sort);
  return {
    page: positiveWhole(params.get(blogViewParams.page)) ?? 1,
    sort: isBlogSort(sort) ? sort : BlogSort.New,
    search: params.get(blogViewParams.search) ?? '',
  };
}

/** The search the list filters by: the view's when it applies (empty or longer than 3 characters), else none. */
export function appliedSearch(view: Pick<BlogView, 'search'>): string {
  const search = view.search.trim();
  return searchApplies(search) ? search : '';
}

/**
 * The URL query after a change of the view. A change of sort or search goes back to the first page (document 3, 4
 * Blog); other parameters of the query are kept.
 */
export function changeBlogView(params: URLSearchParams, change: Partial<BlogView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if (change.sort !== undefined) set(blogViewParams.sort, change.sort === BlogSort.New ? null : change.sort);
  if (change.search !== undefined) set(blogViewParams.search, change.search.trim() || null);
  const page = change.page ?? 1;
  set(blogViewParams.page, page > 1 ? String(page) : null);
  return next;
}
