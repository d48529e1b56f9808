import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '@club/shared-ui/button';
import { useTranslation } from '@club/shared-ui/translation';
import { mobileMediaQuery, reducedMotionQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import styles from './carousel.module.css';
import './carousel-texts';

/** Props of Carousel. */
export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Items in view at once: on a desktop and under 768 px. */
  perView: { desktop: number; mobile: number };
  /** How long each view stays before the next one comes, in ms. */
  autoplayMs: number;
  /** How long the first view stays before the carousel first moves, in ms (default autoplayMs). */
  firstMoveMs?: number;
  /** How long the move from one view to the next takes, in ms (default 400; none under reduced motion). */
  transitionMs?: number;
  /** Whether dots are drawn (default true). */
  dots?: boolean;
}

/** The items in view at once for the viewport: the desktop count, or the mobile one under 768 px. */
export function useItemsPerView(perView: CarouselProps<unknown>['perView']): number {
  return useMediaQuery(mobileMediaQuery) ? perView.mobile : perView.desktop;
}

/**
 * The translated role description of a carousel ('carousel'), for the element that holds a Carousel and names it:
 * WAI-ARIA makes that container a region or group labelled by its heading, with aria-roledescription 'carousel'.
 */
export function useCarouselRoleDescription(): string {
  return useTranslation('ui').t('carousel');
}

/**
 * The first item of each view. Views follow each other a whole view apart; the last one ends with the last item, so
 * it is full too (it may repeat items of the one before).
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

/** The view a key pressed on a dot leads to: Left and Right step round, Home and End go to the ends. */
function viewOfKey(key: string, view: number, views: number): number | null {
  if (key === 'ArrowLeft') return (view - 1 + views) % views;
  if (key === 'ArrowRight') return (view + 1) % views;
  if (key === 'Home') return 0;
  if (key === 'End') return views - 1;
  return null;
}

/**
 * Items as a carousel (WAI-ARIA carousel pattern): a view of `perView` items that moves on every `autoplayMs` and
 * starts over after the last, with a dot per view (buttons; Left and Right on a dot go to the view before or after)
 * and no arrows. It stands still for visitors who ask their system for less motion (until they press play), while
 * the pointer is over it or the focus inside it, and once paused with its button (WCAG 2.2.2), which comes first in
 * the focus order and sits with the dots below the items. Items out of view are inert and hidden from assistive
 * technology. All items share one row as tall as the tallest, so the carousel never changes its height as it moves.
 * With a single view there is no button, no dot and no motion. The element around it names it and carries
 * `useCarouselRoleDescription()`.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  perView: perViewByDevice,
  autoplayMs,
  firstMoveMs = autoplayMs,
  transitionMs = 400,
  dots = true,
}: CarouselProps<T>) {
  const { t } = useTranslation('ui');
  const perView = useItemsPerView(perViewByDevice);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const starts = viewStarts(items.length, perView);
  const several = starts.length > 1;
  const [chosenView, setView] = useState(0);
  // A resize to a wider screen can leave fewer views than the one chosen: the last one is shown then.
  const view = Math.min(chosenView, starts.length - 1);
  const first = starts[view] ?? 0;
  // The visitor's choice with the pause button; until they make one, reduced motion decides.
  const [paused, setPaused] = useState<boolean | null>(null);
  const playing = !(paused ?? reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = playing && !hovered && !focused && several;
  const dotButtons = useRef<(HTMLButtonElement | null)[]>([]);

  // Until it has moved once, by itself or by a dot, the first view stays firstMoveMs.
  const [moved, setMoved] = useState(false);
  const goTo = (next: number) => {
    setMoved(true);
    setView(next);
  };

  useEffect(() => {
    if (!moving) return;
    // A new wait for every view, so a view chosen with a dot also stays its full time.
    const timer = setTimeout(
      () => {
        setMoved(true);
        setView((view + 1) % starts.length);
      },
      moved ? autoplayMs : firstMoveMs,
    );
    return () => clearTimeout(timer);
  }, [moving, view, moved, starts.length, autoplayMs, firstMoveMs]);

  function focusLeaving(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  function dotKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = viewOfKey(event.key, view, starts.length);
    if (next === null) return;
    event.preventDefault();
    goTo(next);
    dotButtons.current[next]?.focus();
  }

  const dotName = (start: number) =>
    perView === 1
      ? t('Show slide {{number}}', { number: start + 1 })
      : t('Show slides {{first}} to {{last}}', {
          first: start + 1,
          last: Math.min(start + perView, items.length),
        });

  const track: CSSProperties & { '--items-per-view': number } = {
    '--items-per-view': perView,
    transform: `translateX(calc(${-first} * (100% + var(--gap)) / ${perView}))`,
    transitionDuration: `${reducedMotion ? 0 : transitionMs}ms`,
  };

  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={focusLeaving}
    >
      {several && (
        // First in the focus order, so the motion can be stopped before anything else is reached (WAI-ARIA).
        <Button variant="icon" className={styles.rotation} onClick={() => setPaused(playing)}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">
            {playing ? t('Pause the slide show') : t('Play the slide show')}
          </span>
        </Button>
      )}
      <div className={styles.viewport}>
        {/* Changes are announced only when the visitor brings them, not on every turn of the slide show. */}
        <div className={styles.track} style={track} aria-live={moving ? 'off' : 'polite'}>
          {items.map((item, index) => {
            const inView = index >= first && index < first + perView;
            return (
              <div
                key={itemKey(item)}
                className={styles.slide}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('{{number}} of {{count}}', { number: index + 1, count: items.length })}
                aria-hidden={!inView || undefined}
                inert={!inView}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {several && dots && (
        <div className={styles.dots} role="group" aria-label={t('Choose the slides shown')}>
          {starts.map((start, index) => (
            <button
              key={start}
              ref={(button) => {
                dotButtons.current[index] = button;
              }}
              type="button"
              className={styles.dot}
              aria-label={dotName(start)}
              aria-current={index === view || undefined}
              // One stop for the dots in the Tab order, on the current one; the arrow keys go between them.
              tabIndex={index === view ? 0 : -1}
              onClick={() => goTo(index)}
              onKeyDown={dotKey}
            />
          ))}
        </div>
      )}
    </div>
  );
}
