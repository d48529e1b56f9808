// Which pay modes checkout-booking offers (document 2, 2.4 and 5) and which one it starts on (document 2, 4).
import type { BookingDraft, PaymentModeSettings } from '@club/shared-contracts/booking-entities';
import { PaymentType } from '@club/shared-contracts/entities';

/** A pay mode of checkout-booking: the cost shared among the players, or the whole booking paid by the owner. */
export type PayMode = 'shared' | 'full';

/** What the visibility rules read of the booking. */
export interface PayModeBooking {
  booking: Pick<BookingDraft, 'maxParticipants' | 'isSpecialPrice'>;
  isMatch: boolean;
}

/** Shared payment is hidden for a match, for a booking of one player, or when the club does not allow it. */
export function sharedPaymentShown(
  { booking, isMatch }: PayModeBooking,
  settings: PaymentModeSettings,
): boolean {
  return !isMatch && booking.maxParticipants > 1 && settings.sharedPaymentAllowed;
}

/** Full payment is hidden for a special price when the club disallows full payment with special prices. */
export function fullPaymentShown({ booking }: PayModeBooking, settings: PaymentModeSettings): boolean {
  return !booking.isSpecialPrice || settings.fullPaymentAllowedWithSpecialPrices;
}

/** The pay modes offered, shared first; empty when none is ('No payment options available…'). */
export function shownPayModes(checkout: PayModeBooking, settings: PaymentModeSettings): PayMode[] {
  const modes: PayMode[] = [];
  if (sharedPaymentShown(checkout, settings)) modes.push('shared');
  if (fullPaymentShown(checkout, settings)) modes.push('full');
  return modes;
}

/**
 * The pay mode in use: the customer's choice while it is offered; otherwise full payment, or shared payment when
 * the club allows it (document 2, 4); null when no mode is offered.
 */
export function payModeInUse(shown: readonly PayMode[], chosen: PayMode | null): PayMode | null {
  if (chosen !== null && shown.includes(chosen)) return chosen;
  if (shown.includes('shared')) return 'shared';
  return shown.includes('full') ? 'full' : null;
}

/** The payment type prebook takes: by place for a match (each player pays a place), else shared or full. */
export function paymentTypeOf(mode: PayMode, isMatch: boolean): PaymentType {
  if (isMatch) return PaymentType.ByPlace;
  return mode === 'shared' ? PaymentType.Shared : PaymentType.Full;
}
