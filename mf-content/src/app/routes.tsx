import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';
import { lazyPage } from '@club/shared-ui/lazy-page';
import type { LegalDocument } from '../features/legal/legal-documents';
import { loadLegalSettings } from '../features/legal/legal-settings';

const LegalPage = lazyPage(() => import('../features/legal/legal-page').then((module) => module.LegalPage));

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

// Blog, posts, communications, activities and locations come with their own steps.
export const routes: RemoteRoutesModule['routes'] = [
  ...legalRoutes,
  ...comingSoonRoutes('mf_content').filter((route) => !legalRoutes.some((legal) => legal.id === route.id)),
];
