// The prices of checkout-booking (document 2, 9): a player's share, the shared total with and without retention,
// and the full price.
import type { BookingDraft } from '@club/shared-contracts/booking-entities';
import type { PayMode } from './pay-modes';

/** An amount rounded to cents (the epsilon keeps 1.005 from rounding down through its binary error). */
export function toCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A player's share of an amount: the amount divided by the places, rounded to cents. */
export function playerShare(amount: number, maxParticipants: number): number {
  return toCents(amount / Math.max(maxParticipants, 1));
}

/** What the price rules read of the booking. */
export type PricedBooking = Pick<BookingDraft, 'price' | 'genericPrice' | 'maxParticipants'>;

/**
 * The shared payment's amount. With retention the whole booking is held on the owner's card: the teammates' shares
 * at the generic price (the price of a customer without special prices) plus the owner's own share; without
 * retention only the owner's share.
 */
export function sharedPrice(booking: PricedBooking, withRetention: boolean): number {
  const ownerShare = playerShare(booking.price, booking.maxParticipants);
  if (!withRetention) return ownerShare;
  const teammates = Math.max(booking.maxParticipants - 1, 0);
  return toCents(playerShare(booking.genericPrice, booking.maxParticipants) * teammates + ownerShare);
}

/** The full payment's amount: the whole booking at the owner's price. */
export function fullPrice(booking: PricedBooking): number {
  return booking.price;
}

/** The amount of a pay mode. */
export function payModePrice(mode: PayMode, booking: PricedBooking, withRetention: boolean): number {
  return mode === 'shared' ? sharedPrice(booking, withRetention) : fullPrice(booking);
}
