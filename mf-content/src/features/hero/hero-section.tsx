import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { paths } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import { buttonClassName } from '@club/shared-ui/button';
import { HeroImage } from '@club/shared-ui/home-section';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import '../../lib/texts';
import styles from './hero-section.module.css';

function Hero() {
  const { t } = useTranslation('content');
  const settings = useSettings();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {/* The page's largest paint, in the place where the host's skeleton already showed it. */}
      <HeroImage />
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

/** The hero of the home page: the club's header image, name and description. */
export const HomeSection: HomeSectionModule['HomeSection'] = Hero;
