// The prices of checkout-booking (document 2, 9): a player's share, the shared total with and without retention,
// and the full price.
import type { BookingDraft } from '@club/shared-contracts/booking-entities';

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

/**
 * The full payment's amount: the whole booking at the owner's price; for a match, which each player pays by place,
 * the owner's place.
 */
export function fullPrice(booking: PricedBooking, isMatch: boolean): number {
  return isMatch ? playerShare(booking.price, booking.maxParticipants) : booking.price;
}

/** Each place's share: the owner's at the owner's price, a teammate's or a free place's at the generic price. */
export function placeShares(booking: PricedBooking): { owner: number; teammate: number } {
  return {
    owner: playerShare(booking.price, booking.maxParticipants),
    teammate: playerShare(booking.genericPrice, booking.maxParticipants),
  };
}
