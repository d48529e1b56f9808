// Test helpers of the booking side: booking types, a booking on its way to checkout, payment modes and sales
// (settings, sessions and the cart double are in @club/shared-ui/testing). Only tests import this module.
import type {
  BookingBlock,
  BookingInfo,
  Player,
  BookingDraft,
  BookingSale,
  BookingType,
  CheckoutBookingPayload,
  CustomerBookingItem,
  CustomerBookings,
  PaymentModeSettings,
} from '@club/shared-contracts/booking-entities';
import { PaymentType, type Team } from '@club/shared-contracts/entities';

/** A court booking type of the demo club: 'Type {id}', padel, from {id} × 10 euros with taxes. */
export function bookingType(id: number, changes: Partial<BookingType> = {}): BookingType {
  return {
    id,
    name: `Type ${id}`,
    description: `Description of type ${id}`,
    extendedDescription: `<p>More about type ${id}</p>`,
    category: 'Padel',
    image: `type-${id}.jpg`,
    byPlace: false,
    bookingByPlace: false,
    allowCreateBookByPlace: false,
    maxParticipants: 4,
    concept: 'Booking',
    grossPrice: id * 10,
    netPrice: Math.round(((id * 10) / 1.21) * 100) / 100,
    ...changes,
  };
}

/** A booking of padel court 3 for four players, 90 minutes, 36 euros (45 for a customer without special prices). */
export function bookingDraft(changes: Partial<BookingDraft> = {}): BookingDraft {
  return {
    customerId: 7,
    bookingTypeId: 1,
    bookingTypeName: 'Reserva de pista de pádel',
    maxParticipants: 4,
    isValidated: false,
    sendCommunications: false,
    origin: 'Web',
    bookingByPlace: false,
    cancelText: 'Cancelación gratuita hasta 24 h antes',
    price: 36,
    genericPrice: 45,
    isSpecialPrice: false,
    date: '2026-11-26T18:00:00',
    duration: 90,
    gender: 'Open',
    modifyLevel: false,
    resourceName: 'Pista 3',
    minLevel: 0,
    maxLevel: 7,
    ...changes,
  };
}

/** A block of a booking: court 3 from 18:00 unless told. */
export function bookingBlock(changes: Partial<BookingBlock> = {}): BookingBlock {
  return {
    duration: 90,
    resourceId: 3,
    resourceName: 'Pista 3',
    startDate: '2026-11-26T18:00:00',
    sstart: '18:00',
    noOnline: false,
    customerId: 7,
    ...changes,
  };
}

/** What the court booking page carries to checkout: the booking (with changes), one block, not a match. */
export function checkoutPayload(
  booking: Partial<BookingDraft> = {},
  changes: Partial<Omit<CheckoutBookingPayload, 'booking'>> = {},
): CheckoutBookingPayload {
  return { booking: bookingDraft(booking), blocks: [bookingBlock()], isMatch: false, ...changes };
}

/** The club's payment modes: shared payment allowed without retention unless told. */
export function paymentModes(changes: Partial<PaymentModeSettings> = {}): PaymentModeSettings {
  return {
    pendingPaymentAllowed: false,
    sharedPaymentAllowed: true,
    sharedPaymentWithRetention: false,
    fullPaymentAllowedWithSpecialPrices: true,
    ...changes,
  };
}

/** A sale of a prebook answer: the share of booking {bookingId} of customer {customerId}. */
export function bookingSale(id: number, customerId: number, changes: Partial<BookingSale> = {}): BookingSale {
  return {
    id,
    saleNumber: `S-${id}`,
    description: 'Reserva de pista de pádel',
    pending: 9,
    netPending: 7.44,
    paid: 0,
    total: 9,
    netTotal: 7.44,
    grossTotalWithDiscount: 9,
    netTotalWithDiscount: 7.44,
    paymentType: PaymentType.Shared,
    withRetention: false,
    bookingId: 50,
    customerId,
    paymentDeadline: null,
    ...changes,
  };
}

/** A player of a booking: customer {customerId}, level 3.2, owing nothing, a 9 euro place; -1 is a free place. */
export function bookingPlayer(
  customerId: number,
  name: string,
  team: Team,
  changes: Partial<Player> = {},
): Player {
  return {
    id: customerId * 10,
    customerId,
    name,
    logo: '',
    level: customerId === -1 ? null : 3.2,
    team,
    isPlaceholder: customerId === -1,
    totalDebts: 0,
    price: 9,
    ...changes,
  };
}

/** A free place of a team. */
export function freePlace(team: Team): Player {
  return bookingPlayer(-1, '', team);
}

/** A booking as the card and the join page show it: a competitive 90-minute padel match on court 3, 4 places. */
export function bookingInfo(players: Player[], changes: Partial<BookingInfo> = {}): BookingInfo {
  return {
    id: 40,
    dtStart: '2026-11-28T19:00:00',
    date: '2026-11-28',
    startHour: '19:00',
    duration: 90,
    sport: 'Padel',
    concept: 'Match',
    bookingTypeName: 'Partido abierto de pádel',
    gender: 'Open',
    minLevel: 2.5,
    maxLevel: 3.5,
    modifyLevel: true,
    price: 9,
    netPrice: 7.44,
    participantsIn: players.filter((player) => player.customerId !== -1).length,
    maxParticipants: 4,
    players,
    isPast: false,
    resourceName: 'Pista 3',
    results: null,
    resourceIds: [3],
    allowJoin: true,
    allowPay: false,
    paymentType: PaymentType.ByPlace,
    bookingTypeId: 5,
    waitingList: { position: null, offerExpiresAt: null, heldPlaces: 0 },
    joinRefusal: null,
    ...changes,
  };
}

/** An item of the customer's bookings: a 90-minute booking on court 2 that may not be cancelled. */
export function customerBookingItem(
  id: number,
  changes: Partial<CustomerBookingItem> = {},
): CustomerBookingItem {
  return {
    id,
    bookingType: `Booking ${id}`,
    resourceName: 'Pista 2',
    start: '2026-11-26T18:00:00',
    duration: 90,
    description: '',
    comments: '',
    canCancel: false,
    parentName: '',
    guarantee: null,
    awaitingPayment: null,
    ...changes,
  };
}

/** The customer's bookings: the given next and past items, turnstiles off unless told. */
export function customerBookings(
  next: CustomerBookingItem[],
  past: CustomerBookingItem[] = [],
  changes: Partial<CustomerBookings> = {},
): CustomerBookings {
  return { next, past, turntilesEnabled: false, ...changes };
}
