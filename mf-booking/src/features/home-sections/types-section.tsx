import { getBookingTypes } from '@club/shared-contracts/api/booking-types';
import type { BookingType } from '@club/shared-contracts/booking-entities';
import { paths, type BookingTypesFilter } from '@club/shared-contracts/paths';
import { useLoad } from '@club/shared-ui/use-load';
import { conceptsOf, narrowByConcept } from '../../lib/booking-concepts';
import { BookingTypeCard } from '../../lib/booking-type-card/booking-type-card';
import { bookingTypeLink } from '../../lib/booking-type-card/booking-type-link';
import { BookingHomeSection, homeSectionItems } from './booking-home-section';

/** The query of the types list a section stands for (`?bookings=true`, `?school=true`). */
const listQuery = (filter: BookingTypesFilter) => new URLSearchParams({ [filter]: 'true' });

/**
 * The request of a section's types: the first ones the types list shows for the filter, in the club's order. Made
 * once per section for the life of the page, as useLoad takes a new function for a new request.
 */
export function firstTypes(filter: BookingTypesFilter): () => Promise<BookingType[]> {
  const query = listQuery(filter);
  return () =>
    getBookingTypes().then((answer) =>
      narrowByConcept(answer.model, conceptsOf(query)).slice(0, homeSectionItems),
    );
}

/** Props of TypesSection. */
export interface TypesSectionProps {
  title: string;
  /** What the types are, for the log when they fail to load. */
  label: string;
  /** The types list the section is the start of, which its 'See all' link opens. */
  filter: BookingTypesFilter;
  /** The request of its types (firstTypes of the filter). */
  request: () => Promise<BookingType[]>;
}

/**
 * A home section of booking types (document 2, 2.10): the first types of the types list for the filter, each card
 * as that list draws it and leading where it leads, and a link to the whole list.
 */
export function TypesSection({ title, label, filter, request }: TypesSectionProps) {
  const load = useLoad(label, request);
  const query = listQuery(filter);
  return (
    <BookingHomeSection
      title={title}
      load={load}
      more={paths.bookingTypes(filter)}
      card={(type) => <BookingTypeCard type={type} to={bookingTypeLink(type, query)} headingLevel={3} />}
    />
  );
}
