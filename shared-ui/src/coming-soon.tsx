import type { RouteObject } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { routesOf, type RouteEntry } from '@club/shared-contracts/route-table';
import './not-found-texts';

/** The page of a route whose screen comes with a later step of the product. */
export function ComingSoon() {
  const { t } = useTranslation('ui');
  useDocumentTitle(t('Coming soon'));
  return (
    <section>
      <h1>{t('Coming soon')}</h1>
      <p>{t('This page is not available yet.')}</p>
    </section>
  );
}

/** Route objects showing the coming-soon page for every route an owner supplies. */
export function comingSoonRoutes(owner: RouteEntry['owner']): RouteObject[] {
  return routesOf(owner).map((entry) => ({ id: entry.id, Component: ComingSoon }));
}
