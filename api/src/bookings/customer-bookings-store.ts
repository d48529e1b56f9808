// The reads of My bookings (document 2, 2.7): the bookings a customer owns or plays in, a booking by its public
// token, whether each may still be cancelled, and the customers' calendar feeds (beyond the specification).
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { PaymentType } from '@club/shared-contracts/entities';
import type { StoredSale } from './booking-store.ts';
import { allRows, getRow, runSql } from '../db/database.ts';
import { accessOf, type Access, type AccessFacts } from './booking-access.ts';
import { cancelRefusal } from './refunds.ts';

/** A booking of My bookings, before it is written for the site. */
export interface MyBookingRow {
  id: number;
  ownerId: number;
  typeName: string;
  resourceName: string;
  day: string;
  start: number;
  duration: number;
  description: string;
  comments: string;
  status: 'Pending' | 'Confirmed' | 'Cancelled';
  /** The hold's end of an unpaid booking. */
  expiresAt: string | null;
  cancelMinutes: number | null;
  token: string;
  /** When it was cancelled (calendar feeds tell subscribers). */
  cancelled: string | null;
  /** The customer holds a place of it without owning it (they leave rather than cancel). */
  joinedByPlace: boolean;
  /** Not paid yet: the owner's hold, or the customer's unpaid place (either may be let go until the start). */
  unpaid: boolean;
  /** What the booking grants the customer (or the public link) now: only a confirmed one opens, shares, is an event. */
  access: Access;
}

const MY_BOOKING_SQL = `SELECT b.id, b.customer_id, t.name AS type_name, b.day, b.start_minute, b.duration, b.description,
    b.comments, b.status, b.expires_at, t.cancel_minutes, b.token, b.cancelled,
    (SELECT group_concat(r.name, ' + ') FROM booking_blocks k JOIN resources r ON r.id = k.resource_id
     WHERE k.booking_id = b.id) AS resource_name,
    (SELECT p.expires_at FROM booking_players p WHERE p.booking_id = b.id AND p.customer_id = :customer)
      AS place_expires_at,
    EXISTS (SELECT 1 FROM booking_players p WHERE p.booking_id = b.id AND p.customer_id = :customer) AS is_player,
    EXISTS (SELECT 1 FROM booking_waiting_list w WHERE w.booking_id = b.id AND w.customer_id = :customer
      AND w.offer_expires_at > :now) AS is_offered
  FROM bookings b JOIN booking_types t ON t.id = b.booking_type_id`;

interface MyBookingSqlRow {
  id: number;
  customer_id: number;
  type_name: string;
  day: string;
  start_minute: number;
  duration: number;
  description: string;
  comments: string;
  status: MyBookingRow['status'];
  expires_at: string | null;
  cancel_minutes: number | null;
  token: string;
  cancelled: string | null;
  resource_name: string | null;
  place_expires_at: string | null;
  is_player: number;
  is_offered: number;
}

/** How the customer takes part in the booking, for its access (null: the public link, the booking's own state). */
function partyOf(row: MyBookingSqlRow, customerId: number | null): AccessFacts['party'] {
  if (customerId === null || row.customer_id === customerId) return { kind: 'booking' };
  if (row.is_player === 1) return { kind: 'place', placeExpiresAt: row.place_expires_at };
  return row.is_offered === 1 ? { kind: 'offered' } : { kind: 'booking' };
}

const toRow = (row: MyBookingSqlRow, customerId: number | null, nowIso: string): MyBookingRow => ({
  id: row.id,
  ownerId: row.customer_id,
  typeName: row.type_name,
  resourceName: row.resource_name ?? '',
  day: row.day,
  start: row.start_minute,
  duration: row.duration,
  description: row.description,
  comments: row.comments,
  status: row.status,
  expiresAt: row.expires_at,
  cancelMinutes: row.cancel_minutes,
  token: row.token,
  cancelled: row.cancelled,
  joinedByPlace: customerId !== null && row.customer_id !== customerId,
  unpaid:
    customerId !== null && row.customer_id !== customerId
      ? row.place_expires_at !== null
      : row.status === 'Pending',
  access: accessOf(
    { status: row.status, expiresAt: row.expires_at, party: partyOf(row, customerId) },
    nowIso,
  ),
});

/**
 * Whether the customer may cancel (or leave) the booking at `now`: before it starts, and for a confirmed booking
 * not inside its type's cancellation window; an unpaid hold may always be let go.
 */
export function canCancel(booking: MyBookingRow, start: Date, now: Date): boolean {
  if (booking.status === 'Cancelled') return false;
  return cancelRefusal(start, booking.unpaid ? null : booking.cancelMinutes, now) === null;
}

const HOLD_SALE_SQL = `SELECT s.id, s.number, s.customer_id, s.description, s.payment_type, s.with_retention,
    s.gross_cents, s.net_cents
  FROM booking_sales s`;

interface HoldSaleRow {
  id: number;
  number: string;
  customer_id: number | null;
  description: string;
  payment_type: PaymentType;
  with_retention: number;
  gross_cents: number;
  net_cents: number;
}

/** Reads of My bookings and the calendar feeds. */
export interface CustomerBookingsStore {
  /**
   * The bookings a customer owns or holds a place of (a place whose hold ran out does not count), not cancelled
   * nor run-out holds; `withCancelled` adds the cancelled ones since `cancelledSince` (calendar feeds).
   */
  bookingsOf(customerId: number, nowIso: string, cancelledSince?: string): MyBookingRow[];
  /** The booking with a public token, or undefined. */
  byToken(token: string, nowIso: string): MyBookingRow | undefined;
  /**
   * A booking the customer owns, holds or held a place of, or is offered a place of by the waiting list, whatever
   * its state (a door or a calendar says why it grants nothing); undefined for anyone else's.
   */
  ofCustomer(bookingId: number, customerId: number, nowIso: string): MyBookingRow | undefined;
  /**
   * The sales that pay an unpaid hold for the customer, as prebook answered them: the owner's hold its sales (a
   * shared payment without retention only the owner's share), an unpaid place its own; none for anything else.
   */
  holdSales(booking: MyBookingRow, customerId: number): StoredSale[];
  /** The customer's feed token and the site it was made from, or undefined. */
  feedOf(customerId: number): { token: string; siteOrigin: string } | undefined;
  /** The customer whose feed has this token, with the site it was made from, or undefined. */
  feedOwner(token: string): { customerId: number; siteOrigin: string } | undefined;
  /** A new feed token for the customer (the previous one stops working). */
  renewFeed(customerId: number, siteOrigin: string, nowIso: string): string;
  /** Deletes the customer's feed. */
  revokeFeed(customerId: number): void;
}

/** Creates the store of My bookings. */
export function createCustomerBookingsStore(db: DatabaseSync): CustomerBookingsStore {
  return {
    bookingsOf(customerId, nowIso, cancelledSince) {
      return db
        .prepare(
          `${MY_BOOKING_SQL}
           WHERE (b.customer_id = :customer OR EXISTS (
               SELECT 1 FROM booking_players p WHERE p.booking_id = b.id AND p.customer_id = :customer
                 AND (p.expires_at IS NULL OR p.expires_at > :now)))
             AND (b.status = 'Confirmed' OR (b.status = 'Pending' AND b.expires_at > :now)
               OR (b.status = 'Cancelled' AND :since IS NOT NULL AND b.cancelled >= :since))
           ORDER BY b.day, b.start_minute, b.id`,
        )
        .all({ customer: customerId, now: nowIso, since: cancelledSince ?? null })
        .map((row) => toRow(row as unknown as MyBookingSqlRow, customerId, nowIso));
    },

    byToken(token, nowIso) {
      const row = db
        .prepare(`${MY_BOOKING_SQL} WHERE b.token = :token`)
        .get({ token, customer: null, now: nowIso }) as MyBookingSqlRow | undefined;
      return row && toRow(row, null, nowIso);
    },

    ofCustomer(bookingId, customerId, nowIso) {
      const row = db.prepare(`${MY_BOOKING_SQL} WHERE b.id = :id`).get({
        id: bookingId,
        customer: customerId,
        now: nowIso,
      }) as MyBookingSqlRow | undefined;
      const takesPart =
        row !== undefined && (row.customer_id === customerId || row.is_player === 1 || row.is_offered === 1);
      return takesPart ? toRow(row, customerId, nowIso) : undefined;
    },

    holdSales(booking, customerId) {
      if (booking.access.state !== 'awaitingPayment') return [];
      const sales = booking.access.ofPlace
        ? allRows<HoldSaleRow>(
            db,
            `${HOLD_SALE_SQL} JOIN booking_players p ON p.sale_id = s.id
             WHERE p.booking_id = ? AND p.customer_id = ? AND s.status = 'Pending'`,
            booking.id,
            customerId,
          )
        : booking.ownerId === customerId
          ? allRows<HoldSaleRow>(
              db,
              // A shared payment without retention puts only the owner's share in the cart: each teammate pays theirs.
              `${HOLD_SALE_SQL} WHERE s.booking_id = ? AND s.status = 'Pending'
                 AND (s.payment_type <> ${PaymentType.Shared} OR s.with_retention = 1 OR s.customer_id = ?)
               ORDER BY s.id`,
              booking.id,
              customerId,
            )
          : [];
      return sales.map((sale) => ({
        id: sale.id,
        number: sale.number,
        customerId: sale.customer_id,
        description: sale.description,
        paymentType: sale.payment_type,
        withRetention: sale.with_retention === 1,
        grossCents: sale.gross_cents,
        netCents: sale.net_cents,
      }));
    },

    feedOf(customerId) {
      const row = getRow<{ token: string; site_origin: string }>(
        db,
        'SELECT token, site_origin FROM calendar_feeds WHERE customer_id = ?',
        customerId,
      );
      return row && { token: row.token, siteOrigin: row.site_origin };
    },

    feedOwner(token) {
      const row = getRow<{ customer_id: number; site_origin: string }>(
        db,
        'SELECT customer_id, site_origin FROM calendar_feeds WHERE token = ?',
        token,
      );
      return row && { customerId: row.customer_id, siteOrigin: row.site_origin };
    },

    renewFeed(customerId, siteOrigin, nowIso) {
      const token = randomBytes(24).toString('base64url');
      runSql(
        db,
        `INSERT INTO calendar_feeds (customer_id, token, site_origin, created) VALUES (?, ?, ?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET token = excluded.token, site_origin = excluded.site_origin,
           created = excluded.created`,
        customerId,
        token,
        siteOrigin,
        nowIso,
      );
      return token;
    },

    revokeFeed(customerId) {
      runSql(db, 'DELETE FROM calendar_feeds WHERE customer_id = ?', customerId);
    },
  };
}
