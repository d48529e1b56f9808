import { Skeleton } from '@club/shared-ui/skeleton';
import styles from './card.module.css';

/**
 * The class names of a card's parts: `card` (the frame), `image` (square, or the ratio and fit the frame sets in
 * --card-image-ratio and --card-image-fit), `title` (two lines), `price`, `text` (a two-line description) and
 * `action` (the button or link at the bottom). Each part is as tall whatever its text.
 */
export const cardStyles = styles;

/** Props of CardSkeleton. */
export interface CardSkeletonProps {
  /** Whether the cards it stands for carry a description. */
  withText?: boolean;
}

/** A card while its content loads: the same parts in the same boxes, so nothing moves when the card arrives. */
export function CardSkeleton({ withText = false }: CardSkeletonProps) {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="rect" height="auto" className={styles.image} />
      <span className={styles.title}>
        <Skeleton width="80%" />
      </span>
      <span className={styles.price}>
        <Skeleton width="35%" />
      </span>
      {withText && (
        <span className={styles.text}>
          <Skeleton />
        </span>
      )}
      <Skeleton shape="rect" height="var(--control-height-md)" className={styles.action} />
    </div>
  );
}
