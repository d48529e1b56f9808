import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../db/database.ts';
import type { VoucherKind } from '../checkout/checkout-catalog.ts';

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
  /** The shop's product type of the product that sells it; null when the shop does not sell it. */
  productTypeId: number | null;
}

/** A movement of a held voucher; a positive amount is a recharge, a negative one a payment. */
export interface VoucherMovementRecord {
  created: string;
  amountCents: number;
  previousCents: number;
  currentCents: number;
}

/**
 * A voucher a customer holds: described by the offer it was bought as, with its movements newest first. Its balance
 * and movements are in the kind's unit: cents of money, or hundredths of a session or an hour (migration 014).
 */
export interface HeldVoucher {
  id: number;
  description: string;
  kind: VoucherKind;
  balanceCents: number;
  movements: VoucherMovementRecord[];
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
  product_type_id: number | null;
}

/** The columns of an offer (`o`) and the type of its product (`p`), which must be on sale to count. */
const offerColumns = `o.id, o.name, o.description, o.logo, o.gross_cents, o.net_cents, p.product_type_id`;
const offerProduct = 'LEFT JOIN products p ON p.id = o.product_id AND p.on_sale = 1';

const toOffer = (row: OfferRow): PricedOffer => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logo: row.logo,
  grossCents: row.gross_cents,
  netCents: row.net_cents,
  productTypeId: row.product_type_id,
});

/** Booking types, memberships and vouchers. */
export interface CatalogRepository {
  /** The active types a customer picks from; an option of another type (the ball machine) is never listed. */
  listBookingTypes(): BookingType[];
  listMemberships(): PricedOffer[];
  listVouchersOnSale(): PricedOffer[];
  /** The voucher offers a customer holds a voucher of (what "Recharge your voucher" offers). */
  listVouchersHeldBy(customerId: number): PricedOffer[];
  /** A customer's active vouchers, those with credit left, newest first (document 1, 2.12). */
  listActiveVouchersOf(customerId: number): HeldVoucher[];
}

/** Creates the catalogue repository. */
export function createCatalogRepository(db: DatabaseSync): CatalogRepository {
  return {
    listBookingTypes() {
      return allRows<BookingTypeRow>(
        db,
        `SELECT id, name, description, extended_description, category, image, by_place, booking_by_place,
                allow_create_book_by_place, max_participants, concept, gross_cents, net_cents
         FROM booking_types WHERE active = 1 AND option_of_type_id IS NULL ORDER BY position, id`,
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
        `SELECT ${offerColumns} FROM memberships o ${offerProduct} WHERE o.public = 1 ORDER BY o.position, o.id`,
      ).map(toOffer);
    },
    listVouchersOnSale() {
      return allRows<OfferRow>(
        db,
        `SELECT ${offerColumns} FROM voucher_offers o ${offerProduct} WHERE o.on_sale = 1 ORDER BY o.position, o.id`,
      ).map(toOffer);
    },
    listVouchersHeldBy(customerId) {
      return allRows<OfferRow>(
        db,
        `SELECT ${offerColumns}
         FROM voucher_offers o ${offerProduct}
         WHERE o.id IN (SELECT offer_id FROM customer_vouchers WHERE customer_id = ?)
         ORDER BY o.position, o.id`,
        customerId,
      ).map(toOffer);
    },
    listActiveVouchersOf(customerId) {
      const vouchers = allRows<{ id: number; name: string; kind: VoucherKind; balance_cents: number }>(
        db,
        `SELECT v.id, o.name, o.kind, v.balance_cents
         FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id
         WHERE v.customer_id = ? AND v.balance_cents > 0
         ORDER BY v.created DESC, v.id DESC`,
        customerId,
      );
      const movements = new Map<number, VoucherMovementRecord[]>();
      for (const row of allRows<{
        customer_voucher_id: number;
        amount_cents: number;
        previous_cents: number;
        current_cents: number;
        created: string;
      }>(
        db,
        `SELECT m.customer_voucher_id, m.amount_cents, m.previous_cents, m.current_cents, m.created
         FROM voucher_movements m JOIN customer_vouchers v ON v.id = m.customer_voucher_id
         WHERE v.customer_id = ?
         ORDER BY m.created DESC, m.id DESC`,
        customerId,
      )) {
        const movement = {
          created: row.created,
          amountCents: row.amount_cents,
          previousCents: row.previous_cents,
          currentCents: row.current_cents,
        };
        const list = movements.get(row.customer_voucher_id);
        if (list) list.push(movement);
        else movements.set(row.customer_voucher_id, [movement]);
      }
      return vouchers.map((voucher) => ({
        id: voucher.id,
        // The offer's name ("Monedero 100 €") says which voucher it is; the offer's description is sales copy.
        description: voucher.name,
        kind: voucher.kind,
        balanceCents: voucher.balance_cents,
        movements: movements.get(voucher.id) ?? [],
      }));
    },
  };
}

/** Integer cents as the decimal number sent on the wire (1250 -> 12.5). */
export const centsToDecimal = (cents: number): number => Math.round(cents) / 100;
