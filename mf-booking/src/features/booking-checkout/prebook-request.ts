// What checkout-booking sends to prebook and what it does with the answer (document 2, 2.4, 7 and 8).
import type {
  BookingSale,
  CheckoutBookingPayload,
  CheckoutPlayer,
  PrebookPayload,
} from '@club/shared-contracts/booking-entities';
import { isApiError } from '@club/shared-contracts/http';
import { withCancelUrl } from '../../lib/cart-sale';
import { paymentTypeOf, type PayMode } from './pay-modes';

/**
 * The prebook of a booking for its owner: the booking and its blocks in the owner's name with the payment type of
 * the mode, the owner as a participant, and the other players of a shared payment (a full payment is the owner's
 * alone: its list of players is not shown, so nobody the customer cannot see goes with it). A created match carries
 * its options, which its booking holds.
 */
export function prebookPayload(
  checkout: CheckoutBookingPayload,
  mode: PayMode,
  players: readonly CheckoutPlayer[],
): PrebookPayload {
  const [owner, ...others] = players;
  if (!owner) throw new Error('A prebook needs its owner as the first player');
  const sent = mode === 'shared' ? others : [];
  const { booking, blocks, isMatch } = checkout;
  return {
    booking: { ...booking, customerId: owner.customerId, paymentType: paymentTypeOf(mode, isMatch) },
    blocks: blocks.map((block) => ({ ...block, customerId: owner.customerId })),
    customerIsParticipant: true,
    isMultiple: false,
    customerIds: sent.map((player) => player.customerId),
    players: [owner, ...sent].map(({ customerId, name, team }) => ({ customerId, name, team })),
    ...(isMatch && {
      matchOptions: {
        gender: booking.gender,
        competitive: booking.modifyLevel,
        matchRange: [booking.minLevel, booking.maxLevel],
      },
    }),
  };
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  return [];
}

/**
 * The message of a refused prebook (an answer with ok false, or a 4xx with one): the values of its error map joined
 * with commas, else its errorMsg. Null for a failure without an answer ('crash'), a 401 (the login opened) or a
 * changed storage version, which the global error rules handle alone.
 */
export function prebookRefusal(error: unknown): string | null {
  if (!isApiError(error) || (error.kind !== 'rejected' && error.kind !== 'http')) return null;
  const answer = error.answer;
  const model = typeof answer === 'object' && answer !== null && 'model' in answer ? answer.model : null;
  const fields =
    typeof model === 'object' && model !== null && !Array.isArray(model)
      ? messagesOf(Object.values(model))
      : [];
  if (fields.length > 0) return fields.join(', ');
  return error.errorMsg || null;
}

/**
 * The sales of a prebook that go to the cart, each with the URL that cancels its booking line when it leaves the
 * cart. A full payment and a shared payment with retention take them all; a shared payment without retention only
 * the owner's lines, as each teammate pays their own share.
 */
export function cartSales(
  sales: readonly BookingSale[],
  choice: { mode: PayMode; withRetention: boolean; ownerId: number },
): BookingSale[] {
  const all = choice.mode === 'full' || choice.withRetention;
  return sales.filter((sale) => all || sale.customerId === choice.ownerId).map(withCancelUrl);
}
