// The home page's sections (document 2, 2.10) come from several remotes and load in two steps: the remote's code,
// then the section's data. Both steps draw the same skeleton, of the section's final size, so nothing on the page
// moves as sections arrive: the host draws it from the section's shape before the code is there, the section draws
// it while its data loads.
import { useId, type ReactNode } from 'react';
import { CardSkeleton } from '@club/shared-ui/card';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import './texts';
import styles from './home-section.module.css';

/**
 * How a home section looks while it loads: a heading over a row of cards, with or without a description, and with or
 * without a 'See all' link.
 */
export interface HomeSectionShape {
  withText: boolean;
  withMore?: boolean;
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
      <div className={styles.top}>
        <div className={styles.heading}>
          <Skeleton shape="rect" width="12ch" height="100%" />
        </div>
        {shape.withMore && <span className={styles.more} />}
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
  /** Whether the skeleton's cards carry a description (the cards that replace them may or may not). */
  withText: boolean;
  /** Draws one item's card. */
  card: (item: T) => ReactNode;
  /** Where the section's 'See all' link leads, if it has one (its shape is then `withMore`). */
  more?: string;
}

/**
 * A home section of cards: its heading, with its 'See all' link if it has one, over its items' cards. While they
 * load the section is busy and shows skeleton cards; a list that failed to load (logged, document 1, 8) or came back
 * empty shows nothing at all, so the home page never holds a heading over nothing.
 *
 * Each card stands over an invisible skeleton card: its cell is never less tall than the skeleton that held its
 * place, so nothing below moves when the cards arrive, whatever parts a card shows (a card leaves out the text it
 * does not have instead of drawing an empty box for it).
 */
export function HomeCardsSection<T extends { id: number }>({
  title,
  load,
  withText,
  card,
  more,
}: HomeCardsSectionProps<T>) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  if (load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0)) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={load.state === 'loading' || undefined}
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {more && (
          <Link className={styles.more} to={more} aria-label={t('See all: {{section}}', { section: title })}>
            {t('See all')}
          </Link>
        )}
      </div>
      {load.state === 'loaded' ? (
        <ul className={styles.cards}>
          {load.data.map((item) => (
            <li key={item.id} className={styles.sized}>
              <CardSkeleton withText={withText} />
              {card(item)}
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton withText={withText} />
      )}
    </section>
  );
}
