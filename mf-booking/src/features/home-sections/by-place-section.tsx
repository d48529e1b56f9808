import { useMemo } from 'react';
import { getByPlaceList } from '@club/shared-contracts/api/bookings';
import type { ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import { clubTime } from '@club/shared-contracts/dates';
import { requestLoginToContinue, useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { useNavigate } from '@club/shared-ui/router';
import { useLoad } from '@club/shared-ui/use-load';
import { BookingCard } from '../../lib/booking-card/booking-card';
import { joinAction } from '../../lib/login-continuation';
import { BookingHomeSection, homeSectionItems } from './booking-home-section';

/** Props of ByPlaceSection. */
export interface ByPlaceSectionProps {
  title: string;
  /** What the bookings are, for the log when they fail to load. */
  label: string;
  /** Which bookings of the by-place list the section shows (a function for the life of the page). */
  shows: (booking: ByPlaceBooking) => boolean;
  /** Where a card's Join leads. */
  joinAt: (booking: ByPlaceBooking) => string;
  /**
   * Where a visitor's Join goes on after the login it asks for (a bookings-by-place list, which opens the booking's
   * confirm popup or map); without it the visitor follows joinAt like a customer.
   */
  visitorJoinsAt?: (booking: ByPlaceBooking) => string;
  /** Whether its cards take a phone's whole width: an event's row of places does not fit in half of it. */
  wide?: boolean;
}

/**
 * A home section of by-place bookings (document 2, 2.10): the first 4 the section shows of the by-place list from
 * today of the club's calendar (soonest first, none past), as booking cards whose Join leads on to joining. A
 * logged-in customer's list carries their prices, as the bookings-by-place page's does.
 */
export function ByPlaceSection({ title, label, shows, joinAt, visitorJoinsAt, wide }: ByPlaceSectionProps) {
  const settings = useSettings();
  const session = useSession();
  const customerId = session.customer?.currentId ?? null;
  const navigate = useNavigate();
  const today = useMemo(() => clubTime(settings, new Date())?.format('YYYY-MM-DD') ?? '', [settings]);
  const request = useMemo(
    () => () =>
      getByPlaceList({ bookingTypeId: null, customerId, date: today }).then((answer) =>
        answer.data.filter(shows).slice(0, homeSectionItems),
      ),
    [customerId, today, shows],
  );
  const load = useLoad(label, request);
  return (
    <BookingHomeSection
      title={title}
      load={load}
      wide={wide}
      card={(booking) => (
        <BookingCard
          booking={booking}
          onJoin={() => {
            if (!session.isLoggedIn && visitorJoinsAt) {
              requestLoginToContinue(visitorJoinsAt(booking), joinAction(booking.id));
            } else void navigate(joinAt(booking));
          }}
        />
      )}
    />
  );
}
