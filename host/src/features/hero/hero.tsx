// The home page's hero is the club's settings drawn large: its header image, name and description. The host owns
// the settings, so it draws the hero with its own start instead of waiting for a remote's entry and code: the home
// page's largest paint is on the road of no remote, and a visitor on a phone whose first view holds only the hero
// loads no remote at all.
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { paths } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import { buttonClassName } from '@club/shared-ui/button';
import { UploadImage } from '@club/shared-ui/upload-image';
import styles from './hero.module.css';

/** The intrinsic size of the club's header image in the hero: wide, as the hero it fills. */
export const heroImageSize = { width: 1200, height: 320 } as const;

/** The hero of the home page (document 2, 2.10): the club's header image, name and description. */
export function Hero() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {/* The home page's largest paint, fetched first (its preload starts with the settings). */}
      <UploadImage
        file={settings.HeaderImage}
        className={styles.image}
        width={heroImageSize.width}
        height={heroImageSize.height}
        priority="high"
      />
      <div className={styles.inner}>
        <h1 id="hero-title">{settings.title}</h1>
        <p>{settings.description}</p>
        <Link className={buttonClassName('primary')} to={`${paths.bookingTypes()}?bookings=true`}>
          {t('Make your booking')}
        </Link>
      </div>
    </section>
  );
}
