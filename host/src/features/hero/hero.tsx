// The home page's hero (document 2, 2.10): the home template's slides, one after the other every 5 seconds on a
// desktop and the first one alone on a phone. The host owns the settings and the template comes with them, so it
// draws the hero with its own start instead of waiting for a remote's entry and code: the home page's largest paint
// is on the road of no remote. Whatever the slides say, the hero keeps one height (--home-hero-height), so nothing
// under it moves as the template arrives; a template that fails (logged only) or has no slide leaves the hero of
// the settings: the club's header image, name and description.
import { lazy, Suspense, useId } from 'react';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { paths } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import { buttonClassName } from '@club/shared-ui/button';
import { UploadImage } from '@club/shared-ui/upload-image';
import { mobileMediaQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import { homeSlides, useHomeTemplate } from '../../lib/home-template';
import { PartBoundary } from '../../lib/part-boundary';
import { HeroSlide, heroImageSize } from './hero-slide';
import styles from './hero.module.css';

const HeroSlider = lazy(() => import('./hero-slider').then((module) => ({ default: module.HeroSlider })));

/** The hero of the settings: the club's header image, name and description, and the way to book. */
function SettingsHero({ titleId }: { titleId: string }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.slide}>
        <UploadImage
          file={settings.HeaderImage}
          className={styles.image}
          width={heroImageSize.width}
          height={heroImageSize.height}
          priority="high"
        />
        <div className={styles.inner}>
          <h1 id={titleId} className={styles.slideTitle}>
            {settings.title}
          </h1>
          <p className={styles.small}>{settings.description}</p>
          <Link className={buttonClassName('primary')} to={paths.bookingTypes('bookings')}>
            {t('Make your booking')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * The hero of the home page. Its one h1 is the club's name in every state: shown large in the hero of the settings,
 * read by screen readers only over the slides, whose titles say more. While the template loads the hero is a box of
 * the club's colour at its final size.
 */
export function Hero() {
  const settings = useSettings();
  const template = useHomeTemplate();
  const mobile = useMediaQuery(mobileMediaQuery);
  const titleId = useId();
  const slides = template.state === 'loaded' ? homeSlides(template.data) : [];
  const [first] = slides;
  if (template.state !== 'loading' && !first) return <SettingsHero titleId={titleId} />;
  const firstSlide = first && <HeroSlide slide={first} priority="high" />;
  return (
    <section
      className={first ? styles.hero : `${styles.hero} ${styles.loading}`}
      aria-labelledby={titleId}
      aria-busy={!first || undefined}
    >
      <h1 id={titleId} className="visually-hidden">
        {settings.title}
      </h1>
      {mobile || slides.length < 2 ? (
        firstSlide
      ) : (
        // Until the slide show's code is there, its first slide stands in its place at its size, and stays there
        // when the code fails to load.
        <div className={styles.slider}>
          <PartBoundary label="hero slide show" fallback={firstSlide}>
            <Suspense fallback={firstSlide}>
              <HeroSlider slides={slides} labelledBy={titleId} />
            </Suspense>
          </PartBoundary>
        </div>
      )}
    </section>
  );
}
