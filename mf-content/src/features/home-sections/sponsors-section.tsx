import { getClubFiles } from '@club/shared-contracts/api/content';
import type { FileUpload } from '@club/shared-contracts/entities';
import type { LinkTarget } from '@club/shared-contracts/paths';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { HomeCarouselSection, homeSlideStyles as styles } from '@club/shared-ui/home-section';
import { useLinkTarget } from '@club/shared-ui/site-origin';
import { TargetLink } from '@club/shared-ui/target-link';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import './texts';

// One request function for the life of the page, as useLoad takes a new function for a new request.
const sponsors = () => getClubFiles('Sponsors').then((answer) => answer.data);

/** Sponsors in view at once: 3 (document 2, 9), and 2 on a phone, as the popular products. */
export const sponsorsPerView = { desktop: 3, mobile: 2 } as const;

/** How long each view of sponsors stays, in ms (document 2, 9: every 3 s). */
export const sponsorsAutoplayMs = 3000;

/** The size of a sponsor's logo in pixels: 2:1, shown whole in its box. */
const logoSize = { width: 240, height: 120 } as const;

/** The name a sponsor's logo is given: its description, or the site it links to when the description is an address. */
function sponsorName(sponsor: FileUpload, target: LinkTarget | null): string {
  return target && 'href' in target
    ? new URL(target.href).hostname.replace(/^www\./, '')
    : sponsor.description;
}

/**
 * A sponsor: its logo, named by its description (document 2, 3: 'Sponsor file (url, description link)'); when the
 * description is an address, the logo links to it.
 */
function Sponsor({ sponsor }: { sponsor: FileUpload }) {
  const targetOf = useLinkTarget();
  const target = targetOf(sponsor.description);
  const logo = (
    <UploadImage
      file={sponsor.url}
      className={styles.logoImage}
      width={logoSize.width}
      height={logoSize.height}
      alt={sponsorName(sponsor, target)}
    />
  );
  return target ? (
    <TargetLink className={styles.logo} target={target}>
      {logo}
    </TargetLink>
  ) : (
    <div className={styles.logo}>{logo}</div>
  );
}

/** Sponsors (document 2, 2.10, 16): the club's sponsors' logos, 3 at a time, every 3 s. */
function SponsorsSection() {
  const { t } = useTranslation('content');
  const load = useLoad('sponsors', sponsors);
  return (
    <HomeCarouselSection
      title={t('Sponsors')}
      load={load}
      slide="logo"
      itemKey={(sponsor) => sponsor.url}
      renderItem={(sponsor) => <Sponsor sponsor={sponsor} />}
      perView={sponsorsPerView}
      autoplayMs={sponsorsAutoplayMs}
    />
  );
}

/** The sponsors section of the home page (`./sponsors-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = SponsorsSection;
