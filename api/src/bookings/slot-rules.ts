// The checks a single slot goes through before its price is answered (loadprice) or it is taken (prebook): the
// resource belongs to the type or to one of its options, the type offers the duration, the start is on the
// resource's time table and has a price, and, for a booking, the start is neither past nor beyond the anticipation.
import { HttpError } from '../http/errors.ts';
import type {
  BookingCatalogRepository,
  BookingTypeRules,
  OpeningHours,
  Resource,
} from './booking-repository.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import { isoWeekday, parseLocalDateTime } from './club-time.ts';
import {
  bookableWindow,
  inWindow,
  onTimeTable,
  priceOf,
  type PriceCents,
  type Tariff,
} from './time-table.ts';

/** A slot that passed the checks, with the owner and generic prices of the whole block. */
export interface CheckedSlot {
  resource: Resource;
  /** The type whose durations and prices apply: the booking's, or the option's (the ball machine). */
  tariffType: BookingTypeRules;
  day: string;
  start: number;
  duration: number;
  hours: OpeningHours;
  price: PriceCents;
  genericPrice: PriceCents;
}

/** The durations and prices of a type for a customer's price list (null: everyone's prices). */
export function tariffOf(
  catalog: BookingCatalogRepository,
  typeId: number,
  priceListId: number | null,
): Tariff {
  return {
    durations: catalog.durationsOf(typeId),
    prices: catalog.pricesOf(typeId, priceListId),
    priceListId,
  };
}

/** An active type the court booking page lists (not an option of another type); 404 otherwise. */
export function listedType(catalog: BookingCatalogRepository, typeId: number): BookingTypeRules {
  const type = catalog.findType(typeId);
  if (!type || type.optionOfTypeId !== null) throw new HttpError(404, BOOKING_TEXTS.unknownType);
  return type;
}

/**
 * Checks a slot of `type` (or of one of its options) and prices it for the price list and for everyone; throws
 * 404 for an unknown resource and 400 for the rest. With `mustBeCourt`, the resource must be one of the type's
 * own (a booking's first block).
 */
export function checkSlot(
  catalog: BookingCatalogRepository,
  type: BookingTypeRules,
  slot: { resourceId: number; startDate: string; duration: number },
  priceListId: number | null,
  mustBeCourt = false,
): CheckedSlot {
  const resource = catalog.findResource(slot.resourceId);
  if (!resource) throw new HttpError(404, BOOKING_TEXTS.unknownResource);
  const typeIds = catalog.typesOfResource(resource.id);
  const tariffType = typeIds.includes(type.id)
    ? type
    : mustBeCourt
      ? undefined
      : catalog
          .optionsOf(type.id)
          .map((option) => catalog.findType(option.id))
          .find((option) => option !== undefined && typeIds.includes(option.id));
  if (!tariffType) throw new HttpError(400, BOOKING_TEXTS.resourceNotOfType);

  const durations = catalog.durationsOf(tariffType.id);
  if (!durations.includes(slot.duration)) {
    throw new HttpError(400, BOOKING_TEXTS.durationNotOffered(slot.duration, durations));
  }
  const moment = parseLocalDateTime(slot.startDate);
  if (!moment) throw new HttpError(400, 'startDate is not a valid date and time');
  const weekday = isoWeekday(moment.day);
  const hours = catalog.openingHours([resource.id], weekday).get(resource.id);
  if (!hours || !onTimeTable(hours, moment.minute, slot.duration)) {
    throw new HttpError(400, BOOKING_TEXTS.notOnTimeTable);
  }
  const price = priceOf(tariffOf(catalog, tariffType.id, priceListId), weekday, moment.minute, slot.duration);
  const genericPrice = priceOf(tariffOf(catalog, tariffType.id, null), weekday, moment.minute, slot.duration);
  if (!price || !genericPrice) throw new HttpError(400, BOOKING_TEXTS.noPrice);
  return {
    resource,
    tariffType,
    day: moment.day,
    start: moment.minute,
    duration: slot.duration,
    hours,
    price,
    genericPrice,
  };
}

/** Throws 400 when a slot's start is past or beyond the type's anticipation at `now`. */
export function checkBookable(slot: CheckedSlot, type: BookingTypeRules, now: Date, timeZone: string): void {
  const window = bookableWindow(slot.day, now, timeZone, type.anticipationMinutes);
  if (inWindow(window, slot.start)) return;
  const past = window.kind === 'past' || (window.after !== null && slot.start <= window.after);
  if (past) throw new HttpError(400, BOOKING_TEXTS.pastSlot);
  throw new HttpError(400, BOOKING_TEXTS.beyondAnticipation(type.anticipationMinutes ?? 0));
}
