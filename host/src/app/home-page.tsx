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
 * 2.10 (booking types, matches, memberships, school programs, trending products, vouchers, events); each section
 * fails on its own. Activities and the content sections join with their steps.
 */
export const homeSections: readonly HomeSectionEntry[] = [
  { remote: 'mf_booking', exposed: './booking-types-section', shape: { withText: true } },
  { remote: 'mf_booking', exposed: './matches-section', shape: { withText: true } },
  { remote: 'mf_shop', exposed: './memberships-section', shape: { withText: true } },
  { remote: 'mf_booking', exposed: './school-section', shape: { withText: true } },
  { remote: 'mf_shop', exposed: './trending-section', shape: { withText: false } },
  { remote: 'mf_shop', exposed: './vouchers-section', shape: { withText: true } },
  { remote: 'mf_booking', exposed: './events-section', shape: { withText: true } },
];

/**
 * The sections a desktop shows under the hero before any scrolling (at 1280 x 800, the booking types' row of
 * cards): their code is fetched with the settings. The next ones load as they come near the viewport.
 */
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
