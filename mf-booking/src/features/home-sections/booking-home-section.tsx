import type { ReactNode } from 'react';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import type { Load } from '@club/shared-ui/use-load';
import './texts';

/** How many items a booking section of the home page shows (document 2, 9): its first 4. */
export const homeSectionItems = 4;

/** Props of BookingHomeSection. */
export interface BookingHomeSectionProps<T extends { id: number }> {
  title: string;
  /** The section's first items as they load. */
  load: Load<T[]>;
  /** Draws one item's card. */
  card: (item: T) => ReactNode;
  /** Where the section's 'See all' link leads, if it has one. */
  more?: string;
  /** Whether its cards take a phone's whole width (the host's shape of the section says `wide` too). */
  wide?: boolean;
}

/**
 * A booking section of the home page: shared-ui's section of cards (a skeleton while loading, nothing when the list
 * failed or is empty) whose skeleton cards carry a description, as the host's home page declares for every booking
 * section.
 */
export function BookingHomeSection<T extends { id: number }>(props: BookingHomeSectionProps<T>) {
  return <HomeCardsSection {...props} withText />;
}
