// What confirming a slot builds (document 2, 2.3): the booking draft and its blocks, carried to checkout-booking.
import type {
  BookingBlock,
  BookingDraft,
  BookingFilters,
  BookingResource,
  BookingType,
  CheckoutBookingPayload,
  MatchOptions,
  RecalculatedPrice,
  TimeTableSlot,
} from '@club/shared-contracts/booking-entities';
import { MatchGender, type ClientOrigin } from '@club/shared-contracts/entities';
import { defaultLevelScale } from './match-options';

/** A slot picked on the page: the court, the start, the duration and the prices loaded for it. */
export interface PickedSlot {
  resource: BookingResource;
  slot: TimeTableSlot;
  duration: number;
  /** The customer's price (the generic one for a visitor). */
  price: RecalculatedPrice;
  /** The price without special prices, for the teammates' shares. */
  genericPrice: RecalculatedPrice;
}

/** Another resource chosen in an option popup, with its price for the slot. */
export interface ChosenOption {
  resource: BookingResource;
  amount: number;
}

/** True when booking the type creates a match (a by-place type that allows creating one). */
export function createsMatch(type: Pick<BookingType, 'byPlace' | 'allowCreateBookByPlace'>): boolean {
  return type.byPlace && type.allowCreateBookByPlace;
}

/** True when the type is only joined by place, never booked here: the page sends the customer to its list. */
export function joinedByPlaceOnly(type: Pick<BookingType, 'byPlace' | 'allowCreateBookByPlace'>): boolean {
  return type.byPlace && !type.allowCreateBookByPlace;
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

function blockOf(
  resource: BookingResource,
  slot: TimeTableSlot,
  duration: number,
  customerId: number,
): BookingBlock {
  return {
    duration,
    resourceId: resource.id,
    resourceName: resource.name,
    startDate: slot.start,
    sstart: slot.sstart,
    noOnline: false,
    customerId,
  };
}

/** The checkout payload of a confirmed slot, its options and, for a match, the match options. */
export function checkoutPayload(input: {
  type: BookingType;
  filters: Pick<BookingFilters, 'cancelText'>;
  picked: PickedSlot;
  options: ChosenOption[];
  match: MatchOptions | null;
  customerId: number;
  origin: ClientOrigin;
}): CheckoutBookingPayload {
  const { type, picked, options, match, customerId } = input;
  const extras = roundCents(options.reduce((sum, option) => sum + option.amount, 0));
  const booking: BookingDraft = {
    customerId,
    bookingTypeId: type.id,
    bookingTypeName: type.name,
    maxParticipants: type.maxParticipants,
    isValidated: false,
    sendCommunications: false,
    origin: input.origin,
    bookingByPlace: type.bookingByPlace,
    cancelText: input.filters.cancelText,
    price: roundCents(picked.price.price + extras),
    genericPrice: roundCents(picked.genericPrice.price + extras),
    isSpecialPrice: picked.price.isSpecialPrice,
    date: picked.slot.start,
    duration: picked.duration,
    gender: match?.gender ?? MatchGender.Open,
    modifyLevel: match?.competitive ?? false,
    resourceName: [picked.resource, ...options.map((option) => option.resource)]
      .map((resource) => resource.name)
      .join(', '),
    minLevel: match?.matchRange[0] ?? defaultLevelScale.min,
    maxLevel: match?.matchRange[1] ?? defaultLevelScale.max,
  };
  const blocks = [
    blockOf(picked.resource, picked.slot, picked.duration, customerId),
    ...options.map((option) => blockOf(option.resource, picked.slot, picked.duration, customerId)),
  ];
  return { booking, blocks, isMatch: match !== null };
}

/** The resources of another resource type that are free at the picked start for the picked duration. */
export function freeOptions(
  resources: readonly BookingResource[],
  picked: Pick<PickedSlot, 'slot' | 'duration'>,
): ChosenOption[] {
  return resources.flatMap((resource) => {
    const slot = resource.timeTable.find(
      (candidate) => candidate.start === picked.slot.start && candidate.durations.includes(picked.duration),
    );
    const price = slot?.priceByDuration[String(picked.duration)];
    return slot && price ? [{ resource, amount: price.amount }] : [];
  });
}
