import { lazy, type ComponentType } from 'react';
import type { RemoteName } from '@club/shared-contracts/remote-modules';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import type { HomeSectionShape } from '@club/shared-ui/home-section';
import { PartBoundary } from '../lib/part-boundary';
import { NearViewportSection, RemoteSection } from '../features/federation/remote-route';
import { Hero } from '../features/hero/hero';

// Below the first view: their code loads as they near the viewport, like the remotes' sections.
const CallToAction = lazy(() =>
  import('../features/call-to-action/call-to-action').then((module) => ({ default: module.CallToAction })),
);
const GallerySection = lazy(() =>
  import('../features/gallery-section/gallery-section').then((module) => ({
    default: module.GallerySection,
  })),
);

/** A section of the home page the remote that owns it draws: its exposed module, and its shape while it loads. */
interface RemoteSectionEntry {
  remote: RemoteName;
  exposed: string;
  shape: HomeSectionShape;
}

/**
 * A section of the home page the host draws itself, from the settings and the home template it holds. One with a
 * shape is below the first view: lazy, loaded near the viewport, drawn as that shape until then.
 */
interface HostSectionEntry {
  name: string;
  Section: ComponentType;
  shape?: HomeSectionShape;
}

type HomeSectionEntry = RemoteSectionEntry | HostSectionEntry;

const isRemote = (entry: HomeSectionEntry): entry is RemoteSectionEntry => 'remote' in entry;

/**
 * The home page: its sixteen sections in the order of document 2, 2.10, each drawn by its owner (the host for the
 * hero, the call to action and the gallery; a remote's exposed module for the others), each but the hero loaded as
 * it nears the viewport and each failing on its own: a section that throws or whose remote is down disappears, logged only,
 * and one with no data draws nothing.
 */
export const homeSections: readonly HomeSectionEntry[] = [
  { name: 'hero', Section: Hero },
  { remote: 'mf_booking', exposed: './booking-types-section', shape: { withText: true, withMore: true } },
  { remote: 'mf_booking', exposed: './matches-section', shape: { withText: true } },
  { remote: 'mf_shop', exposed: './memberships-section', shape: { withText: true } },
  { remote: 'mf_booking', exposed: './school-section', shape: { withText: true, withMore: true } },
  { remote: 'mf_content', exposed: './activities-section', shape: { withText: false, pictures: 'photos' } },
  { remote: 'mf_shop', exposed: './trending-section', shape: { withText: false } },
  { remote: 'mf_shop', exposed: './vouchers-section', shape: { withText: true } },
  { remote: 'mf_booking', exposed: './events-section', shape: { withText: true, wide: true } },
  { remote: 'mf_content', exposed: './banners-section', shape: { withText: true, pictures: 'photos' } },
  { name: 'call to action', Section: CallToAction, shape: { withText: false } },
  { name: 'gallery', Section: GallerySection, shape: { withText: false } },
  {
    remote: 'mf_content',
    exposed: './testimonials-section',
    shape: { carousel: { perView: { desktop: 1, mobile: 1 }, slide: 'quote' } },
  },
  {
    remote: 'mf_content',
    exposed: './team-section',
    shape: {
      carousel: { perView: { desktop: 4, mobile: 2 }, slide: 'card' },
      withText: true,
      pictures: 'portraits',
    },
  },
  {
    remote: 'mf_content',
    exposed: './posts-section',
    shape: { withText: true, withMore: true, pictures: 'photos' },
  },
  {
    remote: 'mf_content',
    exposed: './sponsors-section',
    shape: { carousel: { perView: { desktop: 3, mobile: 2 }, slide: 'logo' } },
  },
];

/** The sections the remotes draw: the host's server loads their code as it starts, so the first home page finds it. */
export const remoteHomeSections = homeSections.filter(isRemote);

/**
 * The remote sections a desktop shows under the hero before any scrolling (at 1280 x 800, the booking types' row of
 * cards): their code is fetched with the settings. The next ones load as they come near the viewport.
 */
export const firstViewSections = remoteHomeSections.slice(0, 1);

export function HomePage() {
  // The club's name alone: the home page is the club.
  useDocumentTitle(undefined);
  return (
    <>
      {homeSections.map((entry) =>
        isRemote(entry) ? (
          <RemoteSection
            key={`${entry.remote}${entry.exposed}`}
            remote={entry.remote}
            exposed={entry.exposed}
            shape={entry.shape}
          />
        ) : entry.shape ? (
          <NearViewportSection key={entry.name} label={`home ${entry.name}`} shape={entry.shape}>
            <entry.Section />
          </NearViewportSection>
        ) : (
          <PartBoundary key={entry.name} label={`home ${entry.name}`} fallback={null}>
            <entry.Section />
          </PartBoundary>
        ),
      )}
    </>
  );
}
