import { useEffect, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { Product } from '@club/shared-contracts/entities';
import { Button } from '@club/shared-ui/button';
import { mobileMediaQuery, reducedMotionQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import { ProductCard } from './product-card';
import styles from './product-carousel.module.css';
import './product-carousel-texts';

/** Products in view at once: 3, or 2 under 768 px (document 2, 9). */
export const slidesPerView = { desktop: 3, mobile: 2 } as const;

/** The time each view stays before the next one comes, in milliseconds (document 2, 9). */
export const autoplayMs = 3000;

/** The products in view at once for the viewport. */
export function useSlidesPerView(): number {
  return useMediaQuery(mobileMediaQuery) ? slidesPerView.mobile : slidesPerView.desktop;
}

/**
 * The first product of each view. Views follow each other a whole view apart; the last one ends with the last
 * product, so it is full too (it may repeat products of the one before).
 */
function viewStarts(count: number, perView: number): number[] {
  const views = Math.max(1, Math.ceil(count / perView));
  return Array.from({ length: views }, (_, view) => Math.max(0, Math.min(view * perView, count - perView)));
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The products as a carousel (WAI-ARIA carousel pattern): a view of 3 products (2 on a phone) that moves on every
 * 3 seconds and starts over after the last, with a dot per view and no arrows. It stands still for visitors who ask
 * their system for less motion, while the pointer is over it or the focus inside it, and once the customer pauses
 * it with its button (WCAG 2.2.2). Products out of view are inert and hidden from assistive technology.
 */
export function ProductCarousel({ products }: { products: Product[] }) {
  const { t } = useTranslation('shop');
  const perView = useSlidesPerView();
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const starts = viewStarts(products.length, perView);
  const [chosenView, setView] = useState(0);
  // A resize to a wider screen can leave fewer views than the one chosen: the last one is shown then.
  const view = Math.min(chosenView, starts.length - 1);
  const first = starts[view] ?? 0;
  // The customer's choice with the pause button; until they make one, reduced motion decides.
  const [paused, setPaused] = useState<boolean | null>(null);
  const playing = !(paused ?? reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = playing && !hovered && !focused && starts.length > 1;

  useEffect(() => {
    if (!moving) return;
    // A new wait for every view, so a view chosen with a dot also stays its full time.
    const timer = setTimeout(() => setView((view + 1) % starts.length), autoplayMs);
    return () => clearTimeout(timer);
  }, [moving, view, starts.length]);

  function focusLeaving(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const track: CSSProperties & { '--slides-per-view': number } = {
    '--slides-per-view': perView,
    transform: `translateX(${(-100 * first) / perView}%)`,
  };

  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={focusLeaving}
    >
      {starts.length > 1 && (
        // First in the focus order, so the motion can be stopped before anything else is reached (WAI-ARIA).
        <Button variant="icon" className={styles.rotation} onClick={() => setPaused(playing)}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">
            {playing ? t('Pause the slide show') : t('Play the slide show')}
          </span>
        </Button>
      )}
      <div className={styles.viewport}>
        {/* Changes are announced only when the customer brings them, not every 3 seconds. */}
        <div className={styles.track} style={track} aria-live={moving ? 'off' : 'polite'}>
          {products.map((product, index) => {
            const inView = index >= first && index < first + perView;
            return (
              <div
                key={product.id}
                className={styles.slide}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('{{number}} of {{count}}', { number: index + 1, count: products.length })}
                aria-hidden={!inView || undefined}
                inert={!inView}
              >
                <ProductCard product={product} headingLevel={3} />
              </div>
            );
          })}
        </div>
      </div>
      {starts.length > 1 && (
        <div className={styles.dots} role="group" aria-label={t('Choose the products shown')}>
          {starts.map((start, index) => (
            <button
              key={start}
              type="button"
              className={styles.dot}
              aria-label={t('Show products {{first}} to {{last}}', {
                first: start + 1,
                last: Math.min(start + perView, products.length),
              })}
              aria-current={index === view || undefined}
              onClick={() => setView(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
