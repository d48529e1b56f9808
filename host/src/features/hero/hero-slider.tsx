// The hero's slide show, for a desktop only: a phone shows the first slide alone (document 2, 2.10), so the hero
// loads this module, and the shared carousel with it, only where it is drawn.
import { Carousel, useCarouselRoleDescription } from '@club/shared-ui/carousel';
import type { HomeSlide } from '../../lib/home-template';
import { HeroSlide } from './hero-slide';

/** How long each slide of the hero stays: 5 seconds (document 2, 9). */
export const heroAutoplayMs = 5000;

/** The hero's slides as a carousel of one slide at a time, named by the hero's heading. */
export function HeroSlider({ slides, labelledBy }: { slides: readonly HomeSlide[]; labelledBy: string }) {
  return (
    <div role="group" aria-roledescription={useCarouselRoleDescription()} aria-labelledby={labelledBy}>
      <Carousel
        items={slides}
        itemKey={(slide) => slide.number}
        renderItem={(slide, index) => <HeroSlide slide={slide} priority={index === 0 ? 'high' : 'lazy'} />}
        perView={{ desktop: 1, mobile: 1 }}
        autoplayMs={heroAutoplayMs}
      />
    </div>
  );
}
