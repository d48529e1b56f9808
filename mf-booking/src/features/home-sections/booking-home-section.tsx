import type { ReactNode } from 'react';
import { CardSkeleton } from '@club/shared-ui/card';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import './texts';
import styles from './booking-home-section.module.css';

/** How many items a booking section of the home page shows (document 2, 9): its first 4. */
export const homeSectionItems = 4;

/** The skeleton's shape of every booking section, as the host's home page declares it: cards with a description. */
const withText = true;

/** Props of BookingHomeSection. */
export interface BookingHomeSectionProps<T extends { id: number }> {
  title: string;
  /** The section's first items as they load. */
  load: Load<T[]>;
  /** Draws one item's card. */
  card: (item: T) => ReactNode;
  /** Where the section's 'See all' link leads, if it has one. */
  more?: string;
}

/**
 * A booking section of the home page: shared-ui's section of cards (a skeleton while loading, nothing when the list
 * failed or is empty), with the booking side's cards and an optional 'See all' link on the heading's line.
 *
 * A booking card is shaped otherwise than the shared card the skeletons draw, so each card stands over an invisible
 * skeleton card: its cell is never less tall than the skeleton that held its place, and nothing below moves when the
 * cards arrive. The link sits over the heading's line rather than in the flow for the same reason (the host's
 * skeleton has no room for it): HomeCardsSection has no place for a section link of its own.
 */
export function BookingHomeSection<T extends { id: number }>({
  title,
  load,
  card,
  more,
}: BookingHomeSectionProps<T>) {
  const { t } = useTranslation('booking');
  const section = (
    <HomeCardsSection
      title={title}
      load={load}
      withText={withText}
      card={(item: T) => (
        <div className={styles.sized}>
          <CardSkeleton withText={withText} />
          {card(item)}
        </div>
      )}
    />
  );
  const gone = load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0);
  if (!more || gone) return section;
  return (
    <div className={styles.linked}>
      {section}
      <Link className={styles.more} to={more} aria-label={t('See all: {{section}}', { section: title })}>
        {t('See all')}
      </Link>
    </div>
  );
}
