import { buttonClassName } from '@club/shared-ui/button';
import { useLinkTarget } from '@club/shared-ui/site-origin';
import { TargetLink } from '@club/shared-ui/target-link';
import { parseColor } from '@club/shared-ui/theme';
import { UploadImage, type ImagePriority } from '@club/shared-ui/upload-image';
import type { HomeSlide } from '../../lib/home-template';
import styles from './hero.module.css';

/** The intrinsic size of a hero image: wide, as the hero it fills. */
export const heroImageSize = { width: 1200, height: 320 } as const;

/** A slide's text colour: the club's when it is a colour (#rgb, #rrggbb, rgb()), otherwise the hero's white. */
export function slideTextColor(color: string): string | undefined {
  const rgb = parseColor(color);
  return rgb ? `rgb(${rgb.join(' ')})` : undefined;
}

/** A slide's button, where its address leads (none when it leads nowhere safe). */
function SlideButton({ slide }: { slide: HomeSlide }) {
  const targetOf = useLinkTarget();
  const target = slide.buttonText ? targetOf(slide.buttonUrl) : null;
  if (!target) return null;
  return (
    <TargetLink className={buttonClassName('primary')} target={target}>
      {slide.buttonText}
    </TargetLink>
  );
}

/**
 * One slide of the hero: its image behind its title, its lines and its button, in its text colour. The first slide
 * is the home page's largest paint, so its image loads first (its preload starts with the settings); the others
 * wait until they come into view.
 */
export function HeroSlide({ slide, priority }: { slide: HomeSlide; priority: ImagePriority }) {
  return (
    <div className={styles.slide}>
      <UploadImage
        file={slide.image}
        className={styles.image}
        width={heroImageSize.width}
        height={heroImageSize.height}
        priority={priority}
      />
      <div className={styles.inner} style={{ color: slideTextColor(slide.color) }}>
        {slide.title && <h2 className={styles.slideTitle}>{slide.title}</h2>}
        {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
        {slide.text && <p className={styles.small}>{slide.text}</p>}
        <SlideButton slide={slide} />
      </div>
    </div>
  );
}
