// The waiting list of a full by-place booking (beyond the specification). These are the steps the by-place store
// runs inside its own BEGIN IMMEDIATE transactions, so freeing a place and offering it to the first customer
// waiting (with the message that says so) commit together or not at all.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, runSql } from '../db/database.ts';

/** How long a freed place is held for the customer it is offered to. */
export const OFFER_MINUTES = 15;

/** A place offered to a customer of the waiting list. */
export interface PlaceOffer {
  bookingId: number;
  customerId: number;
  expiresAt: Date;
}

/** Where a customer stands on a booking's waiting list. */
export interface WaitingSpot {
  /** 1 for the next customer to be offered a place. */
  position: number;
  /** Until when a freed place is held for the customer; null while waiting. */
  offerExpiresAt: string | null;
}

/** Takes off the list the customers whose offer ran out: their place goes to the next one. */
export function dropLapsedOffers(db: DatabaseSync, bookingId: number, nowIso: string): void {
  runSql(
    db,
    'DELETE FROM booking_waiting_list WHERE booking_id = ? AND offer_expires_at IS NOT NULL AND offer_expires_at <= ?',
    bookingId,
    nowIso,
  );
}

/**
 * Offers each free place nobody holds to the next customer waiting, in the order they joined the list; answers the
 * offers made. `freePlaces` are the booking's places without a player, in order.
 */
export function offerFreePlaces(
  db: DatabaseSync,
  bookingId: number,
  freePlaces: readonly number[],
  now: Date,
): PlaceOffer[] {
  const held = new Set(
    allRows<{ offered_place: number }>(
      db,
      'SELECT offered_place FROM booking_waiting_list WHERE booking_id = ? AND offered_place IS NOT NULL',
      bookingId,
    ).map((row) => row.offered_place),
  );
  const waiting = allRows<{ id: number; customer_id: number }>(
    db,
    `SELECT id, customer_id FROM booking_waiting_list WHERE booking_id = ? AND offered_place IS NULL
     ORDER BY created, id`,
    bookingId,
  );
  const expiresAt = new Date(now.getTime() + OFFER_MINUTES * 60_000);
  const offers: PlaceOffer[] = [];
  for (const place of freePlaces.filter((id) => !held.has(id))) {
    const next = waiting.shift();
    if (!next) break;
    runSql(
      db,
      'UPDATE booking_waiting_list SET offered_place = ?, offer_expires_at = ? WHERE id = ?',
      place,
      expiresAt.toISOString(),
      next.id,
    );
    offers.push({ bookingId, customerId: next.customer_id, expiresAt });
  }
  return offers;
}

/** Puts a customer at the end of the list (the caller made sure they are not on it). */
export function addToWaitingList(
  db: DatabaseSync,
  bookingId: number,
  customerId: number,
  nowIso: string,
): void {
  runSql(
    db,
    'INSERT INTO booking_waiting_list (booking_id, customer_id, created) VALUES (?, ?, ?)',
    bookingId,
    customerId,
    nowIso,
  );
}

/** Empties a booking's list: it has started or been cancelled, so nobody waits for it any more. */
export function closeWaitingList(db: DatabaseSync, bookingId: number): void {
  runSql(db, 'DELETE FROM booking_waiting_list WHERE booking_id = ?', bookingId);
}

/** Takes a customer off the list (and lets go of a place offered to them). */
export function removeFromWaitingList(db: DatabaseSync, bookingId: number, customerId: number): void {
  runSql(
    db,
    'DELETE FROM booking_waiting_list WHERE booking_id = ? AND customer_id = ?',
    bookingId,
    customerId,
  );
}

/** Where a customer stands on a booking's list, or undefined when they are not on it. */
export function waitingSpotOf(
  db: DatabaseSync,
  bookingId: number,
  customerId: number,
  nowIso: string,
): WaitingSpot | undefined {
  const rows = allRows<{ customer_id: number; offer_expires_at: string | null }>(
    db,
    `SELECT customer_id, offer_expires_at FROM booking_waiting_list
     WHERE booking_id = ? AND (offer_expires_at IS NULL OR offer_expires_at > ?) ORDER BY created, id`,
    bookingId,
    nowIso,
  );
  const index = rows.findIndex((row) => row.customer_id === customerId);
  const row = rows[index];
  return row && { position: index + 1, offerExpiresAt: row.offer_expires_at };
}

/** The bookings with something to settle at `nowIso`: a hold or an offer that ran out, or a free place to offer. */
export function bookingsToSettle(db: DatabaseSync, nowIso: string): number[] {
  return allRows<{ booking_id: number }>(
    db,
    `SELECT booking_id FROM booking_players WHERE expires_at IS NOT NULL AND expires_at <= ?
     UNION SELECT booking_id FROM booking_waiting_list WHERE offer_expires_at IS NOT NULL AND offer_expires_at <= ?
     UNION SELECT w.booking_id FROM booking_waiting_list w
       JOIN booking_players p ON p.booking_id = w.booking_id AND p.customer_id IS NULL
       WHERE w.offered_place IS NULL AND NOT EXISTS (
         SELECT 1 FROM booking_waiting_list o WHERE o.offered_place = p.id)`,
    nowIso,
    nowIso,
  ).map((row) => row.booking_id);
}
