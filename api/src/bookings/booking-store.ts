// The writes of the booking side: taking a slot (prebook), cancelling, and whether a hold may still be paid. Taking
// a slot is one BEGIN IMMEDIATE transaction with nothing asynchronous inside: SQLite lets one writer in at a time,
// so the check for taken units and the insert of this booking's units cannot interleave with another prebook, in
// this process or another on the same file. The slot-unit primary key is the schema's own guard behind it.
import type { DatabaseSync } from 'node:sqlite';
import type { RefundInfo } from '@club/shared-contracts/booking-entities';
import type { MatchGender, PaymentType, Team } from '@club/shared-contracts/entities';
import { allRows, getRow, inTransaction, insertRow, runSql } from '../db/database.ts';
import { cancelMinutesOf, cancelRefusal, refundPaidSales, type CancelRefusal } from './refunds.ts';
import { unitsOf } from './time-table.ts';

/** A block of a new booking: a resource from a club-local start. */
export interface NewBlock {
  resourceId: number;
  day: string;
  start: number;
  duration: number;
  priceCents: number;
}

/** A sale line of a new booking; customerId null for a free place. */
export interface NewSale {
  customerId: number | null;
  description: string;
  paymentType: PaymentType;
  withRetention: boolean;
  grossCents: number;
  netCents: number;
}

/** A booking to insert with its blocks, players and sales. */
export interface NewBooking {
  typeId: number;
  ownerId: number;
  paymentType: PaymentType;
  byPlace: boolean;
  gender: MatchGender;
  modifyLevel: boolean;
  minLevel: number;
  maxLevel: number;
  priceCents: number;
  netPriceCents: number;
  genericPriceCents: number;
  origin: string;
  /** A free booking is confirmed at once; any other holds its slot until paid or expired. */
  confirmed: boolean;
  blocks: readonly NewBlock[];
  players: ReadonlyArray<{ customerId: number | null; team: Team }>;
  sales: readonly NewSale[];
}

/** A stored sale line of a booking. */
export interface StoredSale extends NewSale {
  id: number;
  number: string;
}

/** The outcome of taking a slot: taken by someone else, or the new booking with its sales. */
export type TakeResult =
  { taken: true } | { taken: false; bookingId: number; sales: StoredSale[]; expiresAt: Date | null };

/** The outcome of a cancel. */
export type CancelResult =
  | { kind: 'notFound' }
  | { kind: 'refused'; refusal: Exclude<CancelRefusal, null> }
  | { kind: 'alreadyCancelled' }
  | { kind: 'cancelled'; refunds: RefundInfo[] | undefined };

/** Thrown inside the transaction to roll it back when a unit is taken. */
class SlotTaken extends Error {}

// SQLITE_CONSTRAINT_PRIMARYKEY: another booking's unit row is in the way.
const PRIMARY_KEY_CONSTRAINT = 1555;
const isUnitConflict = (error: unknown): boolean =>
  (error as { errcode?: unknown } | null)?.errcode === PRIMARY_KEY_CONSTRAINT;

/** The sale number a customer sees for a booking's line. */
export const bookingSaleNumber = (bookingId: number, line: number): string => `RES-${bookingId}-${line}`;

/** Who a booking belongs to: its owner and the customers of its places (null for a free place). */
export interface BookingParties {
  ownerId: number;
  playerIds: Array<number | null>;
}

/** Writes of bookings. */
export interface BookingStore {
  /** The owner and players of a booking, or undefined for an unknown one. */
  partiesOf(bookingId: number): BookingParties | undefined;
  /**
   * Takes the blocks' units and stores the booking, in one immediate transaction: expired holds of those
   * resources and days are deleted first, then a unit still taken refuses the whole booking.
   */
  takeSlot(booking: NewBooking, now: Date, holdMinutes: number): TakeResult;
  /**
   * Cancels a booking the customer owns and frees its units; a booking already cancelled says so and changes
   * nothing. A confirmed booking that has started, or is inside its type's cancellation window, is refused; what was
   * paid goes back (see refunds.ts). `startOf` is the instant a club-local day and minute fall on.
   */
  cancel(
    bookingId: number,
    customerId: number,
    now: Date,
    startOf: (day: string, minute: number) => Date,
  ): CancelResult;
  /** Whether a booking is an unpaid hold whose time has not run out: only then may its sales be paid. */
  isHoldActive(bookingId: number, now: Date): boolean;
}

/** Writes a block of a booking (the prebook, and the demo's bookings, write them alike). */
export function insertBlock(db: DatabaseSync, bookingId: number, block: NewBlock): void {
  runSql(
    db,
    `INSERT INTO booking_blocks (booking_id, resource_id, day, start_minute, duration, price_cents)
     VALUES (?, ?, ?, ?, ?, ?)`,
    bookingId,
    block.resourceId,
    block.day,
    block.start,
    block.duration,
    block.priceCents,
  );
}

/** Creates the booking store. */
export function createBookingStore(db: DatabaseSync): BookingStore {
  return {
    partiesOf(bookingId) {
      const booking = getRow<{ customer_id: number }>(
        db,
        'SELECT customer_id FROM bookings WHERE id = ?',
        bookingId,
      );
      if (!booking) return undefined;
      const players = allRows<{ customer_id: number | null }>(
        db,
        'SELECT customer_id FROM booking_players WHERE booking_id = ? ORDER BY position',
        bookingId,
      );
      return { ownerId: booking.customer_id, playerIds: players.map((player) => player.customer_id) };
    },

    takeSlot(booking, now, holdMinutes) {
      const nowIso = now.toISOString();
      const expiresAt = booking.confirmed ? null : new Date(now.getTime() + holdMinutes * 60_000);
      const expiresIso = expiresAt?.toISOString() ?? null;
      const [first] = booking.blocks;
      if (!first) throw new Error('a booking needs a block');
      try {
        return inTransaction(db, () => {
          for (const block of booking.blocks) {
            runSql(
              db,
              `DELETE FROM booking_slot_units
               WHERE resource_id = ? AND day = ? AND expires_at IS NOT NULL AND expires_at <= ?`,
              block.resourceId,
              block.day,
              nowIso,
            );
            const units = unitsOf(block.start, block.duration);
            const taken = getRow(
              db,
              `SELECT 1 FROM booking_slot_units
               WHERE resource_id = ? AND day = ? AND unit_start BETWEEN ? AND ? LIMIT 1`,
              block.resourceId,
              block.day,
              units[0] ?? block.start,
              units.at(-1) ?? block.start,
            );
            if (taken) throw new SlotTaken();
          }
          const bookingId = insertRow(
            db,
            `INSERT INTO bookings (booking_type_id, customer_id, day, start_minute, duration, status, payment_type,
               by_place, gender, modify_level, min_level, max_level, price_cents, net_price_cents,
               generic_price_cents, origin, created, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            booking.typeId,
            booking.ownerId,
            first.day,
            first.start,
            first.duration,
            booking.confirmed ? 'Confirmed' : 'Pending',
            booking.paymentType,
            booking.byPlace ? 1 : 0,
            booking.gender,
            booking.modifyLevel ? 1 : 0,
            booking.minLevel,
            booking.maxLevel,
            booking.priceCents,
            booking.netPriceCents,
            booking.genericPriceCents,
            booking.origin,
            nowIso,
            expiresIso,
          );
          const addUnit = db.prepare(
            'INSERT INTO booking_slot_units (resource_id, day, unit_start, booking_id, expires_at) VALUES (?, ?, ?, ?, ?)',
          );
          for (const block of booking.blocks) {
            insertBlock(db, bookingId, block);
            for (const unit of unitsOf(block.start, block.duration)) {
              addUnit.run(block.resourceId, block.day, unit, bookingId, expiresIso);
            }
          }
          booking.players.forEach((player, position) =>
            insertRow(
              db,
              'INSERT INTO booking_players (booking_id, position, customer_id, team) VALUES (?, ?, ?, ?)',
              bookingId,
              position,
              player.customerId,
              player.team,
            ),
          );
          const sales = booking.sales.map((sale, index): StoredSale => {
            const number = bookingSaleNumber(bookingId, index + 1);
            const id = insertRow(
              db,
              `INSERT INTO booking_sales (booking_id, customer_id, number, description, payment_type, with_retention,
                 gross_cents, net_cents, status, created)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
              bookingId,
              sale.customerId,
              number,
              sale.description,
              sale.paymentType,
              sale.withRetention ? 1 : 0,
              sale.grossCents,
              sale.netCents,
              booking.confirmed ? 'Paid' : 'Pending',
              nowIso,
            );
            return { ...sale, id, number };
          });
          return { taken: false as const, bookingId, sales, expiresAt };
        });
      } catch (error) {
        if (error instanceof SlotTaken || isUnitConflict(error)) return { taken: true };
        throw error;
      }
    },

    cancel(bookingId, customerId, now, startOf) {
      return inTransaction(db, (): CancelResult => {
        const booking = getRow<{ status: string; day: string; start_minute: number }>(
          db,
          'SELECT status, day, start_minute FROM bookings WHERE id = ? AND customer_id = ?',
          bookingId,
          customerId,
        );
        if (!booking) return { kind: 'notFound' };
        if (booking.status === 'Cancelled') return { kind: 'alreadyCancelled' };
        if (booking.status === 'Confirmed') {
          const refusal = cancelRefusal(
            startOf(booking.day, booking.start_minute),
            cancelMinutesOf(db, bookingId),
            now,
          );
          if (refusal) return { kind: 'refused', refusal };
        }
        const nowIso = now.toISOString();
        // An unpaid hold has nothing to give back: the refunds stay absent.
        const refunds = refundPaidSales(db, bookingId, null, nowIso);
        runSql(db, "UPDATE bookings SET status = 'Cancelled', cancelled = ? WHERE id = ?", nowIso, bookingId);
        runSql(db, 'DELETE FROM booking_slot_units WHERE booking_id = ?', bookingId);
        runSql(
          db,
          "UPDATE booking_sales SET status = 'Cancelled', cancel_reason = 'Left' WHERE booking_id = ?",
          bookingId,
        );
        return { kind: 'cancelled', refunds };
      });
    },

    isHoldActive(bookingId, now) {
      const row = getRow<{ status: string; expires_at: string | null }>(
        db,
        'SELECT status, expires_at FROM bookings WHERE id = ?',
        bookingId,
      );
      return row?.status === 'Pending' && row.expires_at !== null && row.expires_at > now.toISOString();
    },
  };
}
