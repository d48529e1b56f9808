import { Link } from '@club/shared-ui/router';
import { isSameOriginPath } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { parseColor } from '@club/shared-ui/theme';
import { UploadImage, type ImagePriority } from '@club/shared-ui/upload-image';
import type { HomeSlide } from '../../lib/home-template';
import styles from './hero.module.css';

/** The intrinsic size of a hero image: wide, as the hero it fills. */
export const heroImageSize = { width: 1200, height: 320 } as const;

/** Where a slide's button leads: a page of the site (through the router) or another site. */
export type SlideLink = { to: string } | { href: string };

/**
 * The target of a slide's button: a path of this site, or an absolute http(s) address of another one; anything else
 * (javascript:, data:, a protocol-relative address) leads nowhere, so the button is left out.
 */
export function slideLink(url: string): SlideLink | null {
  if (isSameOriginPath(url)) return { to: url };
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return { href: new URL(url).href };
  } catch {
    // An address the URL parser refuses ('https://') is a club's typing mistake: the slide shows no button.
    return null;
  }
}

/** A slide's text colour: the club's when it is a colour (#rgb, #rrggbb, rgb()), otherwise the hero's white. */
export function slideTextColor(color: string): string | undefined {
  const rgb = parseColor(color);
  return rgb ? `rgb(${rgb.join(' ')})` : undefined;
}

function SlideButton({ slide }: { slide: HomeSlide }) {
  const link = slide.buttonText ? slideLink(slide.buttonUrl) : null;
  if (!link) return null;
  const className = buttonClassName('primary');
  return 'to' in link ? (
    <Link className={className} to={link.to}>
      {slide.buttonText}
    </Link>
  ) : (
    <a className={className} href={link.href} rel="noopener">
      {slide.buttonText}
    </a>
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
