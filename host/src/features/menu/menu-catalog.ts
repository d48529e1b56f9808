import { getBookingTypes } from '@club/shared-contracts/api/booking-types';
import { getMemberships } from '@club/shared-contracts/api/vouchers';
import { BookingConcept } from '@club/shared-contracts/entities';
import { useLoad } from '@club/shared-ui/use-load';

/** Which of the menu's catalogue entries the club offers (document 1, 2.3). */
export interface MenuCatalog {
  /** A booking type of concept Booking exists. */
  bookings: boolean;
  /** A booking type of concept School exists. */
  school: boolean;
  /** Public memberships exist. */
  memberships: boolean;
  /** The shop's product type that sells the memberships (the menu's Memberships entry opens it); null: the shop. */
  membershipsType: number | null;
}

// The menu's own loads, named apart from the pages' loads of the same lists (a page drawn on the server hands each
// load's answer to the browser by its name). JSON answers: they travel in the page.
const bookingConcepts = () => getBookingTypes().then((answer) => answer.model.map((type) => type.concept));
const membershipsOffer = () =>
  getMemberships().then((answer) => ({
    offered: answer.model.length > 0,
    productTypeId:
      answer.model.find((membership) => membership.productTypeId !== null)?.productTypeId ?? null,
  }));

/**
 * The catalogue entries of the menu, from the booking types and the public memberships. Each is off until its
 * list arrives; a list that fails to load is logged only and its entries stay off (document 1, 8).
 */
export function useMenuCatalog(): MenuCatalog {
  const concepts = useLoad('menu booking types', bookingConcepts);
  const memberships = useLoad('menu memberships', membershipsOffer);
  const offered = concepts.state === 'loaded' ? concepts.data : [];
  return {
    bookings: offered.includes(BookingConcept.Booking),
    school: offered.includes(BookingConcept.School),
    memberships: memberships.state === 'loaded' && memberships.data.offered,
    membershipsType: memberships.state === 'loaded' ? memberships.data.productTypeId : null,
  };
}
