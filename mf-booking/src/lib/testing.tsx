// Test helpers of the booking side: the club's settings with changes, booking types, a booking on its way to
// checkout, an anonymous start and a cart double. Only tests import this module.
import type {
  BookingBlock,
  BookingDraft,
  BookingSale,
  BookingType,
  CheckoutBookingPayload,
  PaymentModeSettings,
} from '@club/shared-contracts/booking-entities';
import { provideCart, type CartCommands, type CartResult } from '@club/shared-contracts/cart';
import { PaymentType, type Settings } from '@club/shared-contracts/entities';
import { refreshSession } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings } from '@club/shared-ui/testing';

/** Provides the club's settings (the host does it at start); PriceWithTaxes can be turned off. */
export function provideClubSettings(changes: Partial<Settings> = {}): void {
  provideSettings({ ...clubSettings, ...changes });
}

/** Starts a test anonymous: storage is emptied after each test, but the session read from it is kept until told. */
export function startAnonymous(): void {
  localStorage.clear();
  refreshSession();
}

/** A cart double: every command is a mock; adding a sale answers the given result (ok by default). */
export function fakeCart(result: CartResult | Promise<CartResult> = { ok: true }): jest.Mocked<CartCommands> {
  const ok = (): Promise<CartResult> => Promise.resolve({ ok: true });
  const commands: jest.Mocked<CartCommands> = {
    addSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['addSale']>>(() => Promise.resolve(result)),
    addProduct: jest.fn<Promise<CartResult>, Parameters<CartCommands['addProduct']>>(ok),
    changeUnits: jest.fn<Promise<CartResult>, Parameters<CartCommands['changeUnits']>>(ok),
    removeSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['removeSale']>>(ok),
    clear: jest.fn(),
  };
  provideCart(commands);
  return commands;
}

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
