import { useCallback, useEffect } from 'react';
import { blogPageSize } from '@club/shared-contracts/api/content';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { ResultsGrid } from '@club/shared-ui/results-grid';
import { ResultsToolbar } from '@club/shared-ui/results-toolbar';
import { useSearchParams } from '@club/shared-ui/router';
import { SearchForm } from '@club/shared-ui/search-form';
import { useTranslation } from '@club/shared-ui/translation';
import { useLastLoaded } from '@club/shared-ui/use-load';
import { useBlogList, type BlogList } from './blog-loading';
import { changeBlogView, readBlogView, type BlogView } from './blog-view';
import { PostCard, PostCardSkeleton } from './post-card';
import { SortSelect } from './sort-select';
import './texts';
import styles from './blog-page.module.css';

/** The cards the list opens with (a row on a desktop): their images load first, not lazily. */
const firstRowCards = 3;

/** The number of pages of a list of that many posts. */
export const pageCount = (totalCount: number): number => Math.ceil(totalCount / blogPageSize);

/** The posts a page shows, as 1-based positions in the whole list. */
function shownRange(list: BlogList): { from: number; to: number } {
  const from = (list.page - 1) * blogPageSize + 1;
  return { from, to: from + list.posts.length - 1 };
}

/**
 * The blog (/blog, document 3, 2): 'Showing X–Y of N results', the sort and the search, the post cards and the
 * pagination. The page, sort and search live in the URL query, so a reload, back or a shared link shows the same
 * list. A failed load is logged only (document 3, 8): the page then says it has no posts to show.
 */
export function BlogPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('Blog'));
  const [params, setParams] = useSearchParams();
  const view = readBlogView(params);
  const list = useBlogList(view);
  // After a failure the previous list's count and pages would be untrue.
  const last = useLastLoaded(list);
  const shown = list.state === 'failed' ? null : last;

  const change = useCallback(
    (next: Partial<BlogView>) =>
      // Typing a search replaces the history entry: back should not replay every search on the way.
      setParams((current) => changeBlogView(current, next), { replace: next.search !== undefined }),
    [setParams],
  );
  const search = useCallback((text: string) => change({ search: text }), [change]);

  // A link to a page past the end (the list got shorter) goes to the last page instead of an empty one.
  const pages = shown ? pageCount(shown.totalCount) : 0;
  const pastTheEnd = list.state === 'loaded' && pages > 0 && view.page > pages;
  useEffect(() => {
    if (pastTheEnd) setParams((current) => changeBlogView(current, { page: pages }), { replace: true });
  }, [pastTheEnd, pages, setParams]);

  const nothingToShow = list.state === 'failed' || (list.state === 'loaded' && list.data.totalCount === 0);
  let count = '';
  if (nothingToShow) count = t('No posts found');
  else if (shown && shown.posts.length > 0) {
    count = t('Showing {{from}}–{{to}} of {{count}} results', {
      ...shownRange(shown),
      count: shown.totalCount,
    });
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('Blog')}</h1>
      {/* A change of page, sort or search is read out when the new list arrives. */}
      <ResultsToolbar count={count} countWidth="14rem">
        <SortSelect className={styles.sort} sort={view.sort} onChange={(sort) => change({ sort })} />
        {/* The search applies only when empty or longer than 3 characters (document 3, 5), as the hint says. */}
        <SearchForm
          className={styles.search}
          search={view.search}
          onSearch={search}
          label={t('Search posts')}
          hint={t('Type at least 4 characters.')}
          submitText={t('Search')}
        />
      </ResultsToolbar>
      <ResultsGrid
        label={t('Posts')}
        state={list.state}
        items={list.state === 'loaded' ? list.data.posts : []}
        itemKey={(post) => post.id}
        renderCard={(post, index) => (
          <PostCard post={post} imagePriority={index < firstRowCards ? 'high' : 'lazy'} />
        )}
        skeleton={<PostCardSkeleton />}
        // A whole page at first.
        skeletonCount={last?.posts.length || blogPageSize}
        cardWidth="17rem"
        page={view.page}
        pages={pages}
        onPage={(page) => change({ page })}
      >
        {nothingToShow && view.search.trim() !== '' && (
          <p className={styles.empty}>{t('Try another search.')}</p>
        )}
      </ResultsGrid>
    </div>
  );
}
