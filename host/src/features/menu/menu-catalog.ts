import { useEffect, useState } from 'react';
import { getBookingTypes } from '@club/shared-contracts/api/booking-types';
import { getMemberships } from '@club/shared-contracts/api/vouchers';
import { BookingConcept } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';

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

/**
 * The catalogue entries of the menu, from the booking types and the public memberships. Each is off until its
 * list arrives; a list that fails to load is logged only and its entries stay off (document 1, 8).
 */
export function useMenuCatalog(): MenuCatalog {
  const [catalog, setCatalog] = useState<MenuCatalog>({
    bookings: false,
    school: false,
    memberships: false,
    membershipsType: null,
  });
  useEffect(() => {
    getBookingTypes().then(
      (answer) => {
        const concepts = new Set(answer.model.map((type) => type.concept));
        setCatalog((shown) => ({
          ...shown,
          bookings: concepts.has(BookingConcept.Booking),
          school: concepts.has(BookingConcept.School),
        }));
      },
      (error: unknown) => loadFailed('booking types', error),
    );
    getMemberships().then(
      (answer) =>
        setCatalog((shown) => ({
          ...shown,
          memberships: answer.model.length > 0,
          membershipsType:
            answer.model.find((membership) => membership.productTypeId !== null)?.productTypeId ?? null,
        })),
      (error: unknown) => loadFailed('memberships', error),
    );
  }, []);
  return catalog;
}
