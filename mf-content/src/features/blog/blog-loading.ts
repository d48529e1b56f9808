import { useMemo } from 'react';
import { listBlogPosts } from '@club/shared-contracts/api/content';
import type { TextBlock } from '@club/shared-contracts/entities';
import { prefetch } from '@club/shared-contracts/http';
import { useLoad, type Load } from '@club/shared-ui/use-load';
import { appliedSearch, readBlogView, type BlogView } from './blog-view';

/** A page of the blog: the page it is, its posts and how many posts match in all. */
export interface BlogList {
  page: number;
  posts: TextBlock[];
  totalCount: number;
}

/** A page of the blog list (GET /api/cztextblocks/list-by-page); only an applicable search filters. */
function loadBlogList(view: BlogView): Promise<BlogList> {
  const { page, sort } = view;
  return listBlogPosts({ page, sort, search: appliedSearch(view) }).then((answer) => ({
    page,
    posts: answer.data,
    totalCount: answer.totalCount,
  }));
}

/** Starts loading the list the blog page will show at this query, ahead of the page's code (see `prefetch`). */
export function prefetchBlogList(search: URLSearchParams): void {
  prefetch(() => loadBlogList(readBlogView(search)));
}

/** The blog list of a view, as the page follows it. */
export function useBlogList({ page, sort, search }: BlogView): Load<BlogList> {
  // A search that does not apply yet asks nothing new.
  const searched = appliedSearch({ search });
  const request = useMemo(() => () => loadBlogList({ page, sort, search: searched }), [page, sort, searched]);
  return useLoad('blog posts', request);
}
