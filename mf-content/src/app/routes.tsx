import type { RemoteRouteObject, RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';
import { lazyPage } from '@club/shared-ui/lazy-page';
import { prefetchActivity } from '../features/activity/activity-loading';
import type { LegalDocument } from '../features/legal/legal-documents';
import { loadLegalSettings } from '../features/legal/legal-settings';

const LegalPage = lazyPage(() => import('../features/legal/legal-page').then((module) => module.LegalPage));
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

const ownRoutes = [...legalRoutes, activityRoute];

// Blog, posts, communications and locations come with their own steps.
export const routes: RemoteRoutesModule['routes'] = [
  ...ownRoutes,
  ...comingSoonRoutes('mf_content').filter((route) => !ownRoutes.some((own) => own.id === route.id)),
];
