import type { BookingCard, JoinRefusal } from '@club/shared-contracts/booking-entities';
import { useSettings } from '@club/shared-contracts/settings';
import { useTranslation } from '@club/shared-ui/translation';
import { formatLevel } from './level-format';
import './texts';

/**
 * Why a match's rules keep the customer out, in the words the API refuses a join with (translated): its level
 * range in the club's format, competitive without a level, or a men's or women's match. Null when nothing does.
 */
export function useJoinRefusalText(): (
  refusal: JoinRefusal | null,
  booking: Pick<BookingCard, 'minLevel' | 'maxLevel'>,
) => string | null {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  return (refusal, booking) => {
    switch (refusal) {
      case null:
        return null;
      case 'noLevel':
        return t('This match is competitive: you need a level in its sport to join.');
      case 'outsideLevel':
        return t('Your level is outside this match’s range ({{min}}–{{max}}).', {
          min: formatLevel(settings, booking.minLevel),
          max: formatLevel(settings, booking.maxLevel),
        });
      case 'menOnly':
        return t('This match is for men only.');
      case 'womenOnly':
        return t('This match is for women only.');
    }
  };
}

/**
 * Why the customer cannot join a booking, or null: already one of its players ('You are already in'), or kept out by
 * the match's rules.
 */
export function useWhyNotJoin(): (
  booking: Pick<BookingCard, 'minLevel' | 'maxLevel' | 'players'> & { joinRefusal: JoinRefusal | null },
  customerId: number | null,
) => string | null {
  const { t } = useTranslation('booking');
  const refusalText = useJoinRefusalText();
  return (booking, customerId) =>
    customerId !== null && booking.players.some((player) => player.customerId === customerId)
      ? t('You are already in')
      : refusalText(booking.joinRefusal, booking);
}

/** Whether a booking has no place the customer may take: all taken, or the free ones held for the waiting list. */
export function hasNoPlaceLeft(
  booking: Pick<BookingCard, 'participantsIn' | 'maxParticipants'> & {
    waitingList: { heldPlaces: number };
  },
): boolean {
  return booking.participantsIn + booking.waitingList.heldPlaces >= booking.maxParticipants;
}
