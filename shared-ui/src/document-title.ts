// The browser tab's title of each page (what history, bookmarks, search results and screen readers announce on
// arrival): the page's own title, as its heading says it in the current language, then the club's name.
import { useEffect } from 'react';
import { useSettings } from '@club/shared-contracts/settings';
import { usePageHead } from '@club/shared-ui/page-head';

/** The document title of a page: its own title then the club's; the club's alone for the home page. */
export function documentTitle(pageTitle: string | undefined, clubTitle: string): string {
  return pageTitle ? `${pageTitle} · ${clubTitle}` : clubTitle;
}

/** Names the current page in the document title; `undefined` (the home page, or while loading) names the club. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { title } = useSettings();
  usePageHead({ title: documentTitle(pageTitle, title) });
  useEffect(() => {
    document.title = documentTitle(pageTitle, title);
  }, [pageTitle, title]);
}
