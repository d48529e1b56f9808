import type { ReactNode } from 'react';
import { buttonClassName } from '@club/shared-ui/button';
import { cardStyles as card } from '@club/shared-ui/card';
import { cx } from '@club/shared-ui/cx';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import './texts';
import styles from './home-cards.module.css';

/** How many cards a section of one row shows (a row of four on a desktop, as the home page's other sections). */
export const rowCards = 4;

/** The size of a photo card's picture in pixels: 16:9, as an activity's poster, a banner's picture and a post's. */
export const photoSize = { width: 400, height: 225 } as const;

/** The side of a portrait in pixels: square, as the club's pictures of people. */
export const portraitSize = 240;

/** How a section's cards show their pictures: 16:9 photos filling their box, or square portraits. */
export type CardPictures = 'photos' | 'portraits';

/** Props of ContentCardsSection. */
export interface ContentCardsSectionProps<T extends { id: number }> {
  title: string;
  load: Load<T[]>;
  /** Whether the skeleton's cards carry a description. */
  withText: boolean;
  pictures: CardPictures;
  card: (item: T) => ReactNode;
  more?: string;
}

/**
 * A content section of cards: shared-ui's home section (a skeleton while loading, nothing when the list failed or is
 * empty), its pictures' ratio and fit set around it, so its skeleton cards while loading have the pictures' boxes
 * of the cards that replace them (the host's skeleton before the code arrives takes the same shape).
 */
export function ContentCardsSection<T extends { id: number }>({
  pictures,
  ...section
}: ContentCardsSectionProps<T>) {
  const { load } = section;
  // Nothing at all, not even the frame that sets the pictures' ratio, when the section has nothing to show.
  if (load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0)) return null;
  return (
    <div className={styles[pictures]}>
      <HomeCardsSection {...section} />
    </div>
  );
}

/**
 * 'See more' at the foot of a card whose title is its link, where a card of the home page has its action: the whole
 * card is the link, so this only shows where to press, and is not read out a second time.
 */
export function SeeMoreCue() {
  const { t } = useTranslation('content');
  return (
    <span className={cx(buttonClassName('secondary'), card.action)} aria-hidden="true">
      {t('See more')}
    </span>
  );
}
