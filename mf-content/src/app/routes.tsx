import type { RemoteRouteObject, RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';
import { lazyPage } from '@club/shared-ui/lazy-page';
import { prefetchActivity } from '../features/activity/activity-loading';
import type { LegalDocument } from '../features/legal/legal-documents';
import { loadLegalSettings } from '../features/legal/legal-settings';
import { prefetchBlogList } from '../features/blog/blog-loading';
import { prefetchPost } from '../features/post/post-loading';

const LegalPage = lazyPage(() => import('../features/legal/legal-page').then((module) => module.LegalPage));
const BlogPage = lazyPage(() => import('../features/blog/blog-page').then((module) => module.BlogPage));
const PostPage = lazyPage(() => import('../features/post/post-page').then((module) => module.PostPage));
const CommsPage = lazyPage(() => import('../features/comms/comms-page').then((module) => module.CommsPage));
const EmailPage = lazyPage(() => import('../features/comms/email-page').then((module) => module.EmailPage));
const LocationsPage = lazyPage(() =>
  import('../features/locations/locations-page').then((module) => module.LocationsPage),
);
const ActivityPage = lazyPage(() =>
  import('../features/activity/activity-page').then((module) => module.ActivityPage),
);

// The legal texts start loading with the page's code.
const legalRoute = (id: string, document: LegalDocument) => ({
  id,
  Component: () => <LegalPage document={document} />,
  preload: () => {
    // A failed load is not kept: the page asks again when it renders and shows the failure by its rules.
    void loadLegalSettings();
    return LegalPage.preload();
  },
});

const legalRoutes = [
  legalRoute('privacy', 'privacyPolicyFull'),
  legalRoute('waiver', 'waiver'),
  legalRoute('cookies', 'cookiesPolicy'),
  legalRoute('general-conditions', 'generalConditions'),
];

// The activity starts loading with the page's code, and its poster with it.
const activityRoute: RemoteRouteObject = {
  id: 'activity',
  Component: ActivityPage,
  preload: ({ params }) => {
    prefetchActivity(params.id);
    return ActivityPage.preload();
  },
};

// The blog's list and a post start loading with the page's code; the communications need the session first.
const contentRoutes: RemoteRouteObject[] = [
  {
    id: 'blog',
    Component: BlogPage,
    preload: ({ search }) => {
      prefetchBlogList(search);
      return BlogPage.preload();
    },
  },
  {
    id: 'post',
    Component: PostPage,
    preload: ({ params }) => {
      prefetchPost(params.id);
      return PostPage.preload();
    },
  },
  { id: 'customer-comms', Component: CommsPage, preload: () => CommsPage.preload() },
  { id: 'customer-email', Component: EmailPage, preload: () => EmailPage.preload() },
  { id: 'locations', Component: LocationsPage, preload: () => LocationsPage.preload() },
];

const ownRoutes = [...legalRoutes, activityRoute, ...contentRoutes];

export const routes: RemoteRoutesModule['routes'] = [
  ...ownRoutes,
  ...comingSoonRoutes('mf_content').filter((route) => !ownRoutes.some((own) => own.id === route.id)),
];
