// The home page's sections (document 2, 2.10) come from several remotes and load in two steps: the remote's code,
// then the section's data. Both steps draw the same skeleton, of the section's final size, so nothing on the page
// moves as sections arrive: the host draws it from the section's shape before the code is there, the section draws
// it while its data loads.
import { useId, type ReactNode } from 'react';
import { CardSkeleton } from '@club/shared-ui/card';
import { Skeleton } from '@club/shared-ui/skeleton';
import type { Load } from '@club/shared-ui/use-load';
import styles from './home-section.module.css';

/** How a home section looks while it loads: a heading over a row of cards, with or without a description. */
export interface HomeSectionShape {
  withText: boolean;
}

/** Cards a section shows while it loads: a row on a desktop, two rows of two on a phone. */
const placeholderCards = 4;

function CardsSkeleton({ withText }: { withText: boolean }) {
  return (
    <ul className={styles.cards} aria-hidden="true">
      {Array.from({ length: placeholderCards }, (_, index) => (
        <li key={index}>
          <CardSkeleton withText={withText} />
        </li>
      ))}
    </ul>
  );
}

/** A home section before its code has arrived, as large as the section will be. */
export function HomeSectionSkeleton({ shape }: { shape: HomeSectionShape }) {
  return (
    <div className={styles.section} aria-busy="true">
      <div className={styles.heading}>
        <Skeleton shape="rect" width="12ch" height="100%" />
      </div>
      <CardsSkeleton withText={shape.withText} />
    </div>
  );
}

/** Props of HomeCardsSection. */
export interface HomeCardsSectionProps<T extends { id: number }> {
  /** The section's heading. */
  title: string;
  /** The section's items as they load. */
  load: Load<T[]>;
  /** Whether the cards carry a description (the skeleton's cards then do too). */
  withText: boolean;
  /** Draws one item's card. */
  card: (item: T) => ReactNode;
}

/**
 * A home section of cards: its heading over its items' cards. While they load the section is busy and shows
 * skeleton cards; a list that failed to load (logged, document 1, 8) or came back empty shows nothing at all, so the
 * home page never holds a heading over nothing.
 */
export function HomeCardsSection<T extends { id: number }>({
  title,
  load,
  withText,
  card,
}: HomeCardsSectionProps<T>) {
  const headingId = useId();
  if (load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0)) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={load.state === 'loading' || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {load.state === 'loaded' ? (
        <ul className={styles.cards}>
          {load.data.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton withText={withText} />
      )}
    </section>
  );
}
