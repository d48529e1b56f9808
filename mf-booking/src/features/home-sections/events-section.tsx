import type { ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import { BookingConcept } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useTranslation } from '@club/shared-ui/translation';
import { ByPlaceSection } from './by-place-section';

const event = (booking: ByPlaceBooking) => booking.concept === BookingConcept.Event;

/**
 * An event is joined as the bookings-by-place page joins it (document 2, 2.2): an event on a place map goes to the
 * map to choose a place (a private page: a visitor logs in first); another opens its confirm popup on the
 * bookings-by-place page, which takes the place.
 */
const joinEvent = (booking: ByPlaceBooking) =>
  booking.bookingTemplateId
    ? paths.bookingVisual(booking.id, booking.bookingTemplateId, booking.date)
    : paths.bookingsByPlace(booking.bookingTypeId, {
        events: true,
        date: booking.date,
        bookingId: booking.id,
      });

/** Events (document 2, 2.10, 9): the first 4 upcoming events, each card's Join leading on to joining it. */
function EventsSection() {
  const { t } = useTranslation('booking');
  return <ByPlaceSection title={t('Events')} label="events" shows={event} joinAt={joinEvent} wide />;
}

/** The events section of the home page (`./events-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = EventsSection;
