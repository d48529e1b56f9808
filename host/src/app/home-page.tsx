import { useDocumentTitle } from '@club/shared-ui/document-title';
import { RemoteSection } from '../features/federation/remote-route';

/**
 * The home page as a composition of sections supplied by the remotes, in the order of document 2, 2.10; each
 * section fails on its own. Booking types, matches, school programs, activities and events join with their steps.
 */
const homeSections = [
  { remote: 'mf_content', exposed: './hero-section' },
  { remote: 'mf_shop', exposed: './memberships-section' },
  { remote: 'mf_shop', exposed: './trending-section' },
  { remote: 'mf_shop', exposed: './vouchers-section' },
] as const;

export function HomePage() {
  // The club's name alone: the home page is the club.
  useDocumentTitle(undefined);
  return (
    <>
      {homeSections.map((section) => (
        <RemoteSection
          key={`${section.remote}${section.exposed}`}
          remote={section.remote}
          exposed={section.exposed}
        />
      ))}
    </>
  );
}
