import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  BookingFilters,
  BookingList,
  BookingResource,
  LevelRange,
} from '@club/shared-contracts/booking-entities';
import type { AppContext } from '../app-context.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { toWireBookingType } from '../catalog/catalog-wire.ts';
import { HttpError } from '../http/errors.ts';
import { emptyQuery } from '../http/schemas.ts';
import type { BookingTypeRules } from './booking-repository.ts';
import { LEVEL_SCALE, MATCH_RANGE_REACH, roundLevel } from './booking-rules.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import {
  bookingTypeParams,
  dateAvailabilityAnswer,
  dateAvailabilityBody,
  filtersAnswer,
  levelRangeAnswer,
  listAnswer,
  listBody,
  loadPriceAnswer,
  loadPriceBody,
  resourceParams,
} from './booking-wire.ts';
import { isCalendarDay, isoWeekday } from './club-time.ts';
import { checkSlot, listedType, tariffOf } from './slot-rules.ts';
import { bookableWindow, freeStarts, isFree } from './time-table.ts';

interface ListBody {
  date: string;
  bookingTypeId: number;
  customerId?: number | null;
}
interface LoadPriceBody {
  startDate: string;
  bookingTypeId: number;
  duration: number;
  customerId: number;
  resourceId: number;
}
interface DateAvailabilityBody {
  date: string;
  customerId?: number | null;
  bookingTypeResourceId: number;
}

/**
 * The court booking page's calls under /api/publicbookings (document 2, 2.3 and 7): filters, the day's free starts
 * of a type's resources, a slot's price, an option's resources, and the level range of a new match. Anyone may
 * call them; a call naming a customer (for its special prices) must come with that customer's or its parent's
 * token, so whether someone is a member cannot be probed.
 */
export function courtBookingRoutes(ctx: AppContext) {
  const catalog = ctx.bookingCatalog;

  const requireDay = (date: string): void => {
    if (!isCalendarDay(date)) throw new HttpError(400, 'date is not a valid day');
  };

  /** The price list whose prices a call answers: the named customer's (after checking the token) or none. */
  const priceListFor = (request: FastifyRequest, customerId: number | null | undefined): number | null => {
    if (customerId === null || customerId === undefined || customerId === -1) return null;
    if (customerId < 1) throw new HttpError(400, 'customerId must be -1 or a customer id');
    ctx.auth.requireCustomer(request, customerId);
    return catalog.priceListOf(customerId);
  };

  /** A type's resources with their free starts on a day, or why there are none. */
  const resourcesWithStarts = (
    type: BookingTypeRules,
    day: string,
    priceListId: number | null,
  ): { list: BookingResource[]; errorMsg: string } => {
    const now = ctx.now();
    const timeZone = catalog.timeZone();
    const window = bookableWindow(day, now, timeZone, type.anticipationMinutes);
    if (window.kind === 'past') return { list: [], errorMsg: BOOKING_TEXTS.pastDay };
    if (window.kind === 'beyond') {
      return { list: [], errorMsg: BOOKING_TEXTS.beyondAnticipation(type.anticipationMinutes ?? 0) };
    }
    const resources = catalog.resourcesOf(type.id);
    const ids = resources.map((resource) => resource.id);
    const weekday = isoWeekday(day);
    const hours = catalog.openingHours(ids, weekday);
    if (hours.size === 0) return { list: [], errorMsg: BOOKING_TEXTS.closedDay };
    const taken = catalog.takenUnits(ids, day, now.toISOString());
    const tariff = tariffOf(catalog, type.id, priceListId);
    const list = resources.map((resource) => ({
      id: resource.id,
      name: resource.name,
      type: resource.type,
      image: resource.image,
      showNameOnline: resource.showNameOnline,
      timeTable: freeStarts({
        resourceId: resource.id,
        day,
        weekday,
        hours: hours.get(resource.id),
        tariff,
        taken: taken.get(resource.id),
        window,
      }),
    }));
    return { list, errorMsg: '' };
  };

  const filters = (type: BookingTypeRules | undefined): BookingFilters => ({
    bookingTypes: ctx.catalog.listBookingTypes().map(toWireBookingType),
    anticipationText: BOOKING_TEXTS.anticipation(type?.anticipationMinutes ?? null),
    anticipationMins: type?.anticipationMinutes ?? null,
    cancelText: type?.cancelText ?? '',
  });

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/filters', { schema: { querystring: emptyQuery, response: filtersAnswer } }, () => ({
      ok: true,
      model: filters(catalog.firstCourtType()),
    }));

    app.get<{ Params: { bookingTypeId: number } }>(
      '/filters/:bookingTypeId',
      { schema: { params: bookingTypeParams, querystring: emptyQuery, response: filtersAnswer } },
      (request) => ({ ok: true, model: filters(listedType(catalog, request.params.bookingTypeId)) }),
    );

    app.post<{ Body: ListBody }>(
      '/list',
      { schema: { body: listBody, response: listAnswer } },
      (request): { ok: true; model: BookingList } => {
        const { date, bookingTypeId, customerId } = request.body;
        const type = listedType(catalog, bookingTypeId);
        requireDay(date);
        const priceListId = priceListFor(request, customerId);
        return {
          ok: true,
          model: {
            ...resourcesWithStarts(type, date, priceListId),
            multipleResources: catalog.optionsOf(type.id),
          },
        };
      },
    );

    app.post<{ Body: LoadPriceBody }>(
      '/loadprice',
      { schema: { body: loadPriceBody, response: loadPriceAnswer } },
      (request) => {
        const { bookingTypeId, customerId, ...slot } = request.body;
        const type = listedType(catalog, bookingTypeId);
        const priceListId = priceListFor(request, customerId);
        const checked = checkSlot(catalog, type, slot, priceListId);
        const taken = catalog.takenUnits([checked.resource.id], checked.day, ctx.now().toISOString());
        if (!isFree(taken.get(checked.resource.id), checked.start, checked.duration)) {
          return { ok: false, errorMsg: BOOKING_TEXTS.slotTaken };
        }
        return {
          ok: true,
          price: {
            price: centsToDecimal(checked.price.grossCents),
            netPrice: centsToDecimal(checked.price.netCents),
            isSpecialPrice: checked.price.isSpecialPrice,
          },
        };
      },
    );

    app.post<{ Body: DateAvailabilityBody }>(
      '/date-availability',
      { schema: { body: dateAvailabilityBody, response: dateAvailabilityAnswer } },
      (request) => {
        const { date, customerId, bookingTypeResourceId } = request.body;
        const option = catalog.findType(bookingTypeResourceId);
        if (!option || option.optionOfTypeId === null) throw new HttpError(404, BOOKING_TEXTS.unknownOption);
        requireDay(date);
        const priceListId = priceListFor(request, customerId);
        return { ok: true, model: resourcesWithStarts(option, date, priceListId).list };
      },
    );

    app.get<{ Params: { resourceId: number } }>(
      '/byplace/:resourceId/level-range',
      { schema: { params: resourceParams, querystring: emptyQuery, response: levelRangeAnswer } },
      (request): { ok: true; model: LevelRange } => {
        const resource = catalog.findResource(request.params.resourceId);
        if (!resource) throw new HttpError(404, BOOKING_TEXTS.unknownResource);
        // A visitor has no level; a caller that sends a token must send a valid one.
        const session =
          request.headers.authorization === undefined ? undefined : ctx.auth.requireSession(request);
        const level = session ? catalog.levelOf(session.customer.id, resource.sport) : null;
        const clamp = (value: number) =>
          roundLevel(Math.min(LEVEL_SCALE.max, Math.max(LEVEL_SCALE.min, value)));
        return {
          ok: true,
          model: {
            referenceCustomerLevel: level,
            levelProviderRange: { item1: LEVEL_SCALE.min, item2: LEVEL_SCALE.max },
            matchRange:
              level === null
                ? { item1: LEVEL_SCALE.min, item2: LEVEL_SCALE.max }
                : { item1: clamp(level - MATCH_RANGE_REACH), item2: clamp(level + MATCH_RANGE_REACH) },
          },
        };
      },
    );
    done();
  };
}
