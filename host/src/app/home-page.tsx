import type { RemoteName } from '@club/shared-contracts/remote-modules';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import type { HomeSectionShape } from '@club/shared-ui/home-section';
import { RemoteSection } from '../features/federation/remote-route';
import { Hero } from '../features/hero/hero';

/** A section of the home page: the remote module that draws it, and its shape while it loads. */
interface HomeSectionEntry {
  remote: RemoteName;
  exposed: string;
  shape: HomeSectionShape;
}

/**
 * The home page under its hero: a composition of sections supplied by the remotes, in the order of document 2,
 * 2.10; each section fails on its own. Booking types, matches, school programs, activities and events join with
 * their steps.
 */
export const homeSections: readonly HomeSectionEntry[] = [
  { remote: 'mf_shop', exposed: './memberships-section', shape: { withText: true } },
  { remote: 'mf_shop', exposed: './trending-section', shape: { withText: false } },
  { remote: 'mf_shop', exposed: './vouchers-section', shape: { withText: true } },
];

/** The sections a desktop shows under the hero before any scrolling: their code is fetched with the settings. */
export const firstViewSections = homeSections.slice(0, 1);

export function HomePage() {
  // The club's name alone: the home page is the club.
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      {homeSections.map((section) => (
        <RemoteSection
          key={`${section.remote}${section.exposed}`}
          remote={section.remote}
          exposed={section.exposed}
          shape={section.shape}
        />
      ))}
    </>
  );
}
