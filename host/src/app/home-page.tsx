import { RemoteSection } from '../features/federation/remote-route';

/**
 * The home page as a composition of sections supplied by the remotes (document 2, 2.10); each section fails
 * on its own. The sections of the later steps join this list.
 */
const homeSections = [{ remote: 'mf_content', exposed: './hero-section' }] as const;

export function HomePage() {
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
