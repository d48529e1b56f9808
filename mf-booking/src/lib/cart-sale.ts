import { bookingCancelUrl } from '@club/shared-contracts/api/bookings';
import type { BookingSale } from '@club/shared-contracts/booking-entities';

/** A booking sale as it goes into the cart: with the URL that cancels its booking line when it leaves the cart. */
export function withCancelUrl(sale: BookingSale): BookingSale {
  return { ...sale, cancelUrl: bookingCancelUrl(sale.bookingId, sale.customerId) };
}
