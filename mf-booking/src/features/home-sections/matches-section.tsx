import type { ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import { BookingConcept } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useTranslation } from '@club/shared-ui/translation';
import { ByPlaceSection } from './by-place-section';

/** An open match: a match with a place left to take. */
const openMatch = (booking: ByPlaceBooking) =>
  booking.concept === BookingConcept.Match && booking.participantsIn < booking.maxParticipants;

/** A match is joined on its join page, which asks a visitor to log in and offers the teams' free places. */
const joinPage = (booking: ByPlaceBooking) => paths.bookingJoin(booking.id);

/** A visitor's Join logs in on the home page and goes on to the match's confirm popup on the day's matches. */
const matchesOfTheDay = (booking: ByPlaceBooking) =>
  paths.bookingsByPlace(booking.bookingTypeId, { matches: true, date: booking.date });

/**
 * 'Join a match' (document 2, 2.10, 3): the first 4 upcoming open matches, each card's Join to its join page; a
 * visitor's Join asks for the login and goes on to the match's confirm popup.
 */
function MatchesSection() {
  const { t } = useTranslation('booking');
  return (
    <ByPlaceSection
      title={t('Join a match')}
      label="matches"
      shows={openMatch}
      joinAt={joinPage}
      visitorJoinsAt={matchesOfTheDay}
    />
  );
}

/** The matches section of the home page (`./matches-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = MatchesSection;
