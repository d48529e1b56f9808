import { buttonClassName } from '@club/shared-ui/button';
import { cardStyles as card } from '@club/shared-ui/card';
import { cx } from '@club/shared-ui/cx';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';

/** How many cards a section of one row shows (a row of four on a desktop, as the home page's other sections). */
export const rowCards = 4;

/** The size of a photo card's picture in pixels: 16:9, as an activity's poster, a banner's picture and a post's. */
export const photoSize = { width: 400, height: 225 } as const;

/** The side of a portrait in pixels: square, as the club's pictures of people. */
export const portraitSize = 240;

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
