import { Skeleton } from '@club/shared-ui/skeleton';
import styles from './home-sections.module.css';

/** Placeholder cards while a section loads: a row on a desktop, two rows of two on a phone. */
const placeholderCount = 4;

/**
 * The skeleton of a section's cards, drawn in the same grid and card frame as the cards: a square image, the
 * name, the price, as many text lines as the card has, and the button at the bottom.
 */
export function CardsSkeleton({ textLines = 0 }: { textLines?: number }) {
  return (
    <ul className={styles.cards} aria-hidden="true">
      {Array.from({ length: placeholderCount }, (_, card) => (
        <li key={card} className={styles.skeletonCard}>
          <Skeleton shape="rect" height="auto" className={styles.skeletonImage} />
          <Skeleton width="80%" />
          <Skeleton width="40%" />
          {Array.from({ length: textLines }, (_, line) => (
            <Skeleton key={line} />
          ))}
          <Skeleton shape="rect" height="var(--control-height-md)" className={styles.skeletonButton} />
        </li>
      ))}
    </ul>
  );
}
