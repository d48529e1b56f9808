import { useId, type CSSProperties, type ReactNode } from 'react';
import {
  Carousel,
  useCarouselRoleDescription,
  useItemsPerView,
  type CarouselProps,
} from '@club/shared-ui/carousel';
import { cx } from '@club/shared-ui/cx';
import type { Load } from '@club/shared-ui/use-load';
import styles from './carousel-section.module.css';

/** Props of CarouselSection: a section's heading and items as they load, and the carousel they show in. */
export interface CarouselSectionProps<T> extends Omit<CarouselProps<T>, 'items'> {
  title: string;
  load: Load<T[]>;
  /** One slide while the items load, in the same boxes as a slide (its height fixed whatever its content). */
  slideSkeleton: ReactNode;
  /** The section's class (custom properties its slides and their skeletons share). */
  className?: string;
}

/**
 * A home section whose items take turns in shared-ui's carousel: its heading over the carousel, the two named and
 * described as a carousel (WAI-ARIA). While the items load it is busy and draws the carousel's boxes: a view of
 * skeleton slides and the row of the pause button and dots, so nothing moves when the slides arrive (every slide has
 * a fixed height). A list that failed to load (logged only) or came back empty shows nothing at all.
 *
 * A carousel of a single view draws no pause button and no dots; their row's room is kept all the same, so the
 * section is as tall as its skeleton whatever the number of items.
 */
export function CarouselSection<T>({
  title,
  load,
  slideSkeleton,
  className,
  ...carousel
}: CarouselSectionProps<T>) {
  const headingId = useId();
  const roleDescription = useCarouselRoleDescription();
  const perView = useItemsPerView(carousel.perView);
  if (load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0)) return null;
  const view: CSSProperties & { '--items-per-view': number } = { '--items-per-view': perView };
  return (
    <section
      className={cx(styles.section, className)}
      aria-labelledby={headingId}
      aria-roledescription={roleDescription}
      aria-busy={load.state === 'loading' || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {load.state === 'loaded' ? (
        <>
          <Carousel items={load.data} {...carousel} />
          {load.data.length <= perView && <div className={styles.controls} />}
        </>
      ) : (
        <div aria-hidden="true">
          <div className={styles.view} style={view}>
            {Array.from({ length: perView }, (_, index) => (
              <div key={index}>{slideSkeleton}</div>
            ))}
          </div>
          <div className={styles.controls} />
        </div>
      )}
    </section>
  );
}
