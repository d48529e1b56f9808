import { useId } from 'react';
import { getBanners } from '@club/shared-contracts/api/content';
import type { Banner } from '@club/shared-contracts/entities';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { cardStyles as card } from '@club/shared-ui/card';
import { cx } from '@club/shared-ui/cx';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { useLinkTarget } from '@club/shared-ui/site-origin';
import { TargetLink } from '@club/shared-ui/target-link';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import { plainText } from '@club/shared-ui/safe-html';
import { SeeMoreCue, photoSize, rowCards } from './home-cards';
import './texts';
import styles from './home-cards.module.css';

// At most 4 banners (document 2, 9), in the club's order. One request function for the life of the page.
const boardBanners = () => getBanners().then((answer) => answer.rowData.slice(0, rowCards));

/**
 * A board banner: its picture, its title linking where the banner leads (the whole card is the link; none when its
 * url leads nowhere safe) and its text.
 */
function BannerCard({ banner }: { banner: Banner }) {
  const headingId = useId();
  const targetOf = useLinkTarget();
  const target = targetOf(banner.url);
  const text = plainText(banner.text);
  return (
    <article className={cx(card.card, styles.linked)} aria-labelledby={headingId}>
      <UploadImage
        file={banner.image}
        className={card.image}
        width={photoSize.width}
        height={photoSize.height}
      />
      <h3 id={headingId} className={card.title}>
        {target ? (
          <TargetLink className={styles.link} target={target}>
            {banner.title}
          </TargetLink>
        ) : (
          banner.title
        )}
      </h3>
      {text && <p className={card.text}>{text}</p>}
      {target && <SeeMoreCue />}
    </article>
  );
}

/** Board banners (document 2, 2.10, 10): the club's notices, at most 4, each leading to its page or site. */
function BannersSection() {
  const { t } = useTranslation('content');
  const load = useLoad('board banners', boardBanners);
  return (
    <HomeCardsSection
      title={t('Noticeboard')}
      load={load}
      withText
      pictures="photos"
      card={(banner) => <BannerCard banner={banner} />}
    />
  );
}

/** The board banners section of the home page (`./banners-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = BannersSection;
