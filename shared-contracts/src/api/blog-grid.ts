// The blog list's page size, sorts and grid status (document 3, 7 and 9): pure builders without the HTTP client, so
// the API's tests (no DOM) can send the very query the front end sends.
import { TextBlockType, type GridStatus } from '@club/shared-contracts/entities';

/** Posts per blog page. */
export const blogPageSize = 30;

/** The blog's sorts: 'Sort By New' (Created descending, the default) and 'Sort By Old' (ascending). */
export const BlogSort = { New: 'new', Old: 'old' } as const;
/** One of the blog sorts. */
export type BlogSort = (typeof BlogSort)[keyof typeof BlogSort];

/** The blog list's search and sort. */
export interface BlogQuery {
  search?: string | null;
  sort?: BlogSort;
}

/** The blog list's grid status: posts only; Title, Text or SmalText contains the search; Created by the sort. */
export function blogGridStatus({ search, sort = BlogSort.New }: BlogQuery): GridStatus {
  const filters: GridStatus['filters'] = [
    { field: 'TextBlockType', op: 'equals', value: TextBlockType.Posts },
  ];
  const text = search?.trim();
  if (text) {
    filters.push({
      or: ['Title', 'Text', 'SmalText'].map((field) => ({ field, op: 'contains', value: text })),
    });
  }
  return { filters, sort: [{ field: 'Created', dir: sort === BlogSort.Old ? 'asc' : 'desc' }] };
}
