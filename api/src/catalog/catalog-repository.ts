import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../db/database.ts';

/** What a booking type is for. */
export type BookingConcept = 'Booking' | 'School' | 'Match' | 'Event';

/** A bookable service (court booking, school program, open match, event). */
export interface BookingType {
  id: number;
  name: string;
  description: string;
  extendedDescription: string;
  category: string;
  image: string;
  byPlace: boolean;
  bookingByPlace: boolean;
  allowCreateBookByPlace: boolean;
  maxParticipants: number;
  concept: BookingConcept;
  grossCents: number;
  netCents: number;
}

/** A membership or voucher offer: a named product with a logo and a price. */
export interface PricedOffer {
  id: number;
  name: string;
  description: string;
  logo: string;
  grossCents: number;
  netCents: number;
}

interface BookingTypeRow {
  id: number;
  name: string;
  description: string;
  extended_description: string;
  category: string;
  image: string;
  by_place: number;
  booking_by_place: number;
  allow_create_book_by_place: number;
  max_participants: number;
  concept: BookingConcept;
  gross_cents: number;
  net_cents: number;
}

interface OfferRow {
  id: number;
  name: string;
  description: string;
  logo: string;
  gross_cents: number;
  net_cents: number;
}

const toOffer = (row: OfferRow): PricedOffer => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  grossCents: row.gross_cents,
  netCents: row.net_cents,
});

/** Booking types, memberships and vouchers. */
export interface CatalogRepository {
  listBookingTypes(): BookingType[];
  listMemberships(): PricedOffer[];
  listVouchersOnSale(): PricedOffer[];
  /** The voucher offers a customer holds a voucher of (what "Recharge your voucher" offers). */
  listVouchersHeldBy(customerId: number): PricedOffer[];
}

/** Creates the catalogue repository. */
export function createCatalogRepository(db: DatabaseSync): CatalogRepository {
  return {
    listBookingTypes() {
      return allRows<BookingTypeRow>(
        db,
        `SELECT id, name, description, extended_description, category, image, by_place, booking_by_place,
                allow_create_book_by_place, max_participants, concept, gross_cents, net_cents
         FROM booking_types WHERE active = 1 ORDER BY position, id`,
      ).map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        extendedDescription: row.extended_description,
        category: row.category,
        image: row.image,
        byPlace: row.by_place === 1,
        bookingByPlace: row.booking_by_place === 1,
        allowCreateBookByPlace: row.allow_create_book_by_place === 1,
        maxParticipants: row.max_participants,
        concept: row.concept,
        grossCents: row.gross_cents,
        netCents: row.net_cents,
      }));
    },
    listMemberships() {
      return allRows<OfferRow>(
        db,
        'SELECT id, name, description, logo, gross_cents, net_cents FROM memberships WHERE public = 1 ORDER BY position, id',
      ).map(toOffer);
    },
    listVouchersOnSale() {
      return allRows<OfferRow>(
        db,
        'SELECT id, name, description, logo, gross_cents, net_cents FROM voucher_offers WHERE on_sale = 1 ORDER BY position, id',
      ).map(toOffer);
    },
    listVouchersHeldBy(customerId) {
      return allRows<OfferRow>(
        db,
        `SELECT o.id, o.name, o.description, o.logo, o.gross_cents, o.net_cents
         FROM voucher_offers o
         WHERE o.id IN (SELECT offer_id FROM customer_vouchers WHERE customer_id = ?)
         ORDER BY o.position, o.id`,
        customerId,
      ).map(toOffer);
    },
  };
}

/** Integer cents as the decimal number sent on the wire (1250 -> 12.5). */
export const centsToDecimal = (cents: number): number => Math.round(cents) / 100;
