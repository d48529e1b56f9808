import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  BookingCard,
  BookingInfo,
  BookingTemplateInfo,
  ByPlaceBooking,
  Player,
  WaitingListState,
} from '@club/shared-contracts/booking-entities';
import { Team, type ErrorAnswer, type Sport } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import type { Session } from '../tokens/auth.ts';
import { HOLD_MINUTES } from './booking-rules.ts';
import { BOOKING_TEXTS, BYPLACE_TEXTS, SALE_TEXTS } from './booking-texts.ts';
import { toWireSale } from './booking-wire.ts';
import {
  bookingIdParams,
  bookingInfoAnswer,
  leaveWaitingListAnswer,
  byPlaceListAnswer,
  byPlaceListBody,
  mapPlacePrebookParams,
  placePrebookAnswer,
  placePrebookBody,
  placePrebookParams,
  resultsAnswer,
  resultsBody,
  teamUpdateAnswer,
  teamUpdateBody,
  templateInfoAnswer,
  templateInfoParams,
  waitingListAnswer,
  waitingListParams,
} from './byplace-wire.ts';
import {
  isOff,
  isOpenTo,
  isTaken,
  joinsByPlace,
  teamSize,
  type ByPlaceBookingRow,
  type PlaceRow,
} from './byplace-store.ts';
import {
  addDays,
  clubDateText,
  clubInstant,
  clubMoment,
  hourText,
  isCalendarDay,
  isoWeekday,
  localDateTime,
} from './club-time.ts';
import { joinRefusalText, rulesFor } from './join-rules.ts';
import { tariffOf } from './slot-rules.ts';
import type { WaitingSpot } from './waiting-list.ts';
import { priceOf } from './time-table.ts';

/** The days the by-place list covers from its date. */
export const BYPLACE_LIST_DAYS = 7;

/** A refusal: 200 `{ ok: false, errorMsg }`. */
const refusal = (errorMsg: string): ErrorAnswer => ({ ok: false, errorMsg });

/** The asker's place on a waiting list as the site reads it: the offer's end in club-local time. */
const waitingState = (
  spot: WaitingSpot | undefined,
  heldPlaces: number,
  timeZone: string,
): WaitingListState => ({
  position: spot?.position ?? null,
  offerExpiresAt: spot?.offerExpiresAt
    ? localDateTime(clubMoment(new Date(spot.offerExpiresAt), timeZone))
    : null,
  heldPlaces,
});

/** How many free places the waiting list holds for customers other than the asker. */
const heldForOthers = (places: readonly PlaceRow[], asker: number | null, nowIso: string): number =>
  places.filter((place) => !isTaken(place, nowIso) && place.offeredTo !== null && place.offeredTo !== asker)
    .length;

const WAIT_REFUSALS = {
  alreadyIn: BYPLACE_TEXTS.alreadyIn,
  placeFree: BYPLACE_TEXTS.placeFree,
} as const;

const REFUSALS = {
  alreadyIn: BYPLACE_TEXTS.alreadyIn,
  full: BYPLACE_TEXTS.maxPlayers,
  teamFull: BYPLACE_TEXTS.teamFull,
  placeTaken: BYPLACE_TEXTS.placeTaken,
} as const;

/** A level with one decimal, as the booking card shows it. */
const oneDecimal = (level: number | null): number | null =>
  level === null ? null : Math.round(level * 10) / 10;

/**
 * Joining by place and match results under /api/publicbookings (document 2, 2.2, 2.5, 2.6 and 7; document 1, 2.20):
 * the by-place list, a place's prebook, the place map, the booking info, a player's team and the results.
 */
export function byPlaceRoutes(ctx: AppContext) {
  const catalog = ctx.bookingCatalog;
  const store = ctx.byPlaceStore;

  /** Prices of one request: a place's price for a customer (or everyone), the type's tariff read once. */
  const pricing = () => {
    const tariffs = new Map<string, ReturnType<typeof tariffOf>>();
    const priceLists = new Map<number, number | null>();
    return (booking: ByPlaceBookingRow, places: number, customerId: number | null) => {
      if (booking.priceCents === 0 && booking.genericPriceCents === 0) return { grossCents: 0, netCents: 0 };
      let priceListId: number | null = null;
      if (customerId !== null) {
        if (!priceLists.has(customerId)) priceLists.set(customerId, catalog.priceListOf(customerId));
        priceListId = priceLists.get(customerId) ?? null;
      }
      const key = `${booking.typeId} ${priceListId}`;
      let tariff = tariffs.get(key);
      if (!tariff) tariffs.set(key, (tariff = tariffOf(catalog, booking.typeId, priceListId)));
      const whole = priceOf(tariff, isoWeekday(booking.day), booking.start, booking.duration);
      const share = (cents: number) => Math.round(cents / Math.max(1, places));
      return {
        grossCents: share(whole?.grossCents ?? booking.genericPriceCents),
        netCents: share(whole?.netCents ?? Math.round(booking.genericPriceCents / 1.21)),
      };
    };
  };

  /** The match's rules for one customer (join-rules.ts). */
  const rulesOf = (customerId: number | null) =>
    rulesFor({ customers: ctx.accounts, levels: catalog }, customerId);

  const isPast = (booking: ByPlaceBookingRow, now: Date, timeZone: string): boolean =>
    clubInstant(booking.day, booking.start, timeZone).getTime() <= now.getTime();

  /** The booking card: its players, free places as placeholders, the asker's price, the results. */
  const cardOf = (
    booking: ByPlaceBookingRow,
    asker: number | null,
    now: Date,
    timeZone: string,
    priceOfPlace: ReturnType<typeof pricing>,
  ): { card: BookingCard; places: PlaceRow[] } => {
    const nowIso = now.toISOString();
    const places = store.placesOf(booking.id, nowIso);
    const taken = places.filter((place) => isTaken(place, nowIso));
    const isMatch = booking.concept === 'Match';
    const players: Player[] = taken.map((place) => {
      const customerId = place.customerId ?? -1;
      return {
        id: place.id,
        customerId,
        name: `${place.name} ${place.surname}`.trim(),
        logo: place.logo,
        level: oneDecimal(catalog.levelOf(customerId, booking.sport)),
        team: place.team,
        isPlaceholder: false,
        totalDebts: centsToDecimal(place.debtCents),
        price: centsToDecimal(priceOfPlace(booking, places.length, customerId).grossCents),
      };
    });
    // Free places: in a match, team 1's first, then team 2's.
    const size = teamSize(places.length);
    let freeTeam1 = isMatch ? size - taken.filter((place) => place.team === Team.Team1).length : 0;
    let freeTeam2 = isMatch ? size - taken.filter((place) => place.team === Team.Team2).length : 0;
    const genericPrice = centsToDecimal(priceOfPlace(booking, places.length, null).grossCents);
    for (const place of places.filter((candidate) => !isTaken(candidate, nowIso))) {
      let team: Team = Team.NotSet;
      if (freeTeam1 > 0) {
        team = Team.Team1;
        freeTeam1--;
      } else if (freeTeam2 > 0) {
        team = Team.Team2;
        freeTeam2--;
      }
      players.push({
        id: place.id,
        customerId: -1,
        name: '',
        logo: '',
        level: null,
        team,
        isPlaceholder: true,
        totalDebts: 0,
        price: genericPrice,
      });
    }
    const price = priceOfPlace(booking, places.length, asker);
    const results = store.resultsOf(booking.id);
    return {
      places,
      card: {
        id: booking.id,
        dtStart: localDateTime({ day: booking.day, minute: booking.start }),
        date: booking.day,
        startHour: hourText(booking.start),
        duration: booking.duration,
        sport: booking.sport as Sport,
        concept: booking.concept,
        bookingTypeName: booking.typeName,
        gender: booking.gender,
        minLevel: booking.minLevel,
        maxLevel: booking.maxLevel,
        modifyLevel: booking.modifyLevel,
        price: centsToDecimal(price.grossCents),
        netPrice: centsToDecimal(price.netCents),
        participantsIn: taken.length,
        maxParticipants: places.length,
        players,
        isPast: isPast(booking, now, timeZone),
        resourceName: store
          .resourcesOf(booking.id)
          .map((resource) => resource.name)
          .join(' + '),
        results: results ? { nSets: booking.nSets, ...results } : null,
      },
    };
  };

  /** The caller of a public call that may send a token: none, or a valid session (401 for a bad token). */
  const optionalSession = (request: FastifyRequest): Session | undefined =>
    request.headers.authorization === undefined ? undefined : ctx.auth.requireSession(request);

  /** Whether the caller is the customer or the customer's parent. */
  const actsFor = (
    session: Session,
    place: { customerId: number | null; parentId: number | null },
  ): boolean =>
    place.customerId === session.customer.id ||
    (place.customerId !== null && place.parentId === session.customer.id);

  /** Refuses (400) a booking nobody may join or wait for now: not by place, cancelled, or started. */
  const checkJoinable = (booking: ByPlaceBookingRow, now: Date): void => {
    if (!booking.typeByPlace && !booking.byPlace) throw new HttpError(400, BYPLACE_TEXTS.notByPlace);
    if (isOff(booking, now.toISOString())) throw new HttpError(400, BYPLACE_TEXTS.cancelledBooking);
    if (isPast(booking, now, catalog.timeZone())) throw new HttpError(400, BYPLACE_TEXTS.pastBooking);
  };

  const findBooking = (bookingId: number): ByPlaceBookingRow => {
    const booking = store.find(bookingId);
    if (!booking) throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
    return booking;
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: { bookingTypeId?: number | null; customerId?: number | null; date: string } }>(
      '/byplace-list',
      { schema: { body: byPlaceListBody, response: byPlaceListAnswer } },
      (request) => {
        const { bookingTypeId = null, customerId = null, date } = request.body;
        // A visitor lists without a token; a token that is sent must be valid, and a customer's prices need theirs.
        if (customerId !== null) ctx.auth.requireCustomer(request, customerId);
        else optionalSession(request);
        if (!isCalendarDay(date)) throw new HttpError(400, BYPLACE_TEXTS.badDay);
        const now = ctx.now();
        const nowIso = now.toISOString();
        const timeZone = catalog.timeZone();
        const priceOfPlace = pricing();
        const refusalOf = rulesOf(customerId);
        const data: ByPlaceBooking[] = store
          .listBetween(date, addDays(date, BYPLACE_LIST_DAYS - 1), bookingTypeId, nowIso)
          .filter((booking) => !isPast(booking, now, timeZone))
          .map((booking) => {
            const { card, places } = cardOf(booking, customerId, now, timeZone, priceOfPlace);
            const spot = customerId === null ? undefined : store.waitingSpot(booking.id, customerId, nowIso);
            return {
              ...card,
              start: card.dtStart,
              bookingTypeId: booking.typeId,
              bookingTemplateId: booking.templateId,
              description: booking.description,
              serviceFree: booking.priceCents === 0 && booking.genericPriceCents === 0,
              waitingList: waitingState(spot, heldForOthers(places, customerId, nowIso), timeZone),
              joinRefusal: refusalOf(booking),
            };
          });
        return { ok: true, data };
      },
    );

    const prebookPlace = (
      request: FastifyRequest<{
        Params: { customerId: number; bookingId: number; origin: string; placeId?: number };
        Body: { team?: Team } | undefined;
      }>,
    ) => {
      const { customerId, bookingId, origin, placeId } = request.params;
      ctx.auth.requireCustomer(request, customerId);
      // Everything from here to the answer is synchronous: no await between the checks and the transaction.
      const booking = findBooking(bookingId);
      const now = ctx.now();
      const nowIso = now.toISOString();
      const timeZone = catalog.timeZone();
      checkJoinable(booking, now);
      if (placeId !== undefined) {
        const template = booking.templateId === null ? undefined : store.template(booking.templateId);
        if (!template?.places.some((place) => place.id === placeId)) {
          throw new HttpError(404, BYPLACE_TEXTS.unknownPlace);
        }
      }
      const places = store.placesOf(bookingId, nowIso).length;
      const price = pricing()(booking, places, customerId);
      const resources = store
        .resourcesOf(bookingId)
        .map((resource) => resource.name)
        .join(' + ');
      const description = `${booking.typeName} · ${resources} · ${clubDateText(booking.day)} ${hourText(
        booking.start,
      )} (${booking.duration} min) · ${SALE_TEXTS.ownPlace}`;
      const result = store.claim(
        {
          bookingId,
          customerId,
          withTeams: booking.concept === 'Match',
          team: request.body?.team,
          placeId,
          ruleRefusal: rulesOf(customerId)(booking),
          origin,
          sale: price.grossCents === 0 ? null : { description, ...price },
          holdMinutes: HOLD_MINUTES,
        },
        now,
      );
      if (result.kind === 'refused') return refusal(REFUSALS[result.reason]);
      if (result.kind === 'ruled-out') return refusal(joinRefusalText(result.refusal, booking));
      if (!result.sale) return { ok: true, model: null, serviceFree: true };
      const deadline = result.expiresAt && localDateTime(clubMoment(result.expiresAt, timeZone));
      return { ok: true, model: toWireSale(result.sale, bookingId, deadline), serviceFree: false };
    };
    for (const [path, params] of [
      ['/byplace-prebook-place/:customerId/:bookingId/:origin', placePrebookParams],
      ['/byplace-prebook-place/:customerId/:bookingId/:origin/:placeId', mapPlacePrebookParams],
    ] as const) {
      app.post(
        path,
        { schema: { params, body: placePrebookBody, response: placePrebookAnswer } },
        prebookPlace,
      );
    }

    app.post<{ Params: { customerId: number; bookingId: number } }>(
      '/waiting-list/:customerId/:bookingId',
      { schema: { params: waitingListParams, response: waitingListAnswer } },
      (request) => {
        const { customerId, bookingId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const booking = findBooking(bookingId);
        const now = ctx.now();
        checkJoinable(booking, now);
        const result = store.wait(bookingId, customerId, rulesOf(customerId)(booking), now);
        if (result.kind === 'refused') return refusal(WAIT_REFUSALS[result.reason]);
        if (result.kind === 'ruled-out') return refusal(joinRefusalText(result.refusal, booking));
        const nowIso = now.toISOString();
        const held = heldForOthers(store.placesOf(bookingId, nowIso), customerId, nowIso);
        return { ok: true, model: waitingState(result.spot, held, catalog.timeZone()) };
      },
    );

    app.delete<{ Params: { customerId: number; bookingId: number } }>(
      '/waiting-list/:customerId/:bookingId',
      { schema: { params: waitingListParams, response: leaveWaitingListAnswer } },
      (request) => {
        const { customerId, bookingId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        store.stopWaiting(findBooking(bookingId).id, customerId, ctx.now());
        return { ok: true };
      },
    );

    app.get<{ Params: { templateId: number; bookingId: number } }>(
      '/booking-template-info/:templateId/:bookingId',
      { schema: { params: templateInfoParams, response: templateInfoAnswer } },
      (request) => {
        ctx.auth.requireSession(request);
        const { templateId, bookingId } = request.params;
        const template = store.template(templateId);
        if (!template) throw new HttpError(404, BYPLACE_TEXTS.unknownTemplate);
        const booking = store.find(bookingId);
        if (booking?.templateId !== templateId) throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
        const nowIso = ctx.now().toISOString();
        const allow = booking.allowSeeParticipants;
        const model: BookingTemplateInfo = {
          participants: store
            .placesOf(bookingId, nowIso)
            .filter((place) => isTaken(place, nowIso) && place.placeId !== null)
            .map((place) => ({
              bookingTemplatePlaceId: place.placeId ?? 0,
              name: `${place.name} ${place.surname}`.trim(),
              logo: place.logo,
              phone: allow ? place.phone : '',
              email: allow ? place.email : '',
            })),
          allowSeeParticipants: allow,
          imageMap: template.image,
          templateMap: { id: template.id, configJson: template.mapConfig },
          places: template.places.map((place) => ({
            id: place.id,
            place: place.place,
            configJson: place.config,
          })),
        };
        return { ok: true, model };
      },
    );

    app.get<{ Params: { bookingId: number } }>(
      '/info/:bookingId',
      { schema: { params: bookingIdParams, response: bookingInfoAnswer } },
      (request) => {
        const session = optionalSession(request);
        const now = ctx.now();
        // Settled first, so a place freed by a hold that ran out shows as offered to the waiting list.
        store.settle(findBooking(request.params.bookingId).id, now);
        const booking = findBooking(request.params.bookingId);
        const nowIso = now.toISOString();
        const timeZone = catalog.timeZone();
        const asker = session?.customer.id ?? null;
        const { card, places } = cardOf(booking, asker, now, timeZone, pricing());
        const mine = places.find((place) => isTaken(place, nowIso) && place.customerId === asker);
        const spot = asker === null ? undefined : store.waitingSpot(booking.id, asker, nowIso);
        const held = heldForOthers(places, asker, nowIso);
        const model: BookingInfo = {
          ...card,
          resourceIds: store.resourcesOf(booking.id).map((resource) => resource.id),
          allowJoin:
            !card.isPast &&
            !isOff(booking, nowIso) &&
            places.some((place) => isOpenTo(place, asker, nowIso)) &&
            joinsByPlace(booking),
          allowPay: mine !== undefined && mine.debtCents > 0,
          paymentType: booking.paymentType as BookingInfo['paymentType'],
          bookingTypeId: booking.typeId,
          waitingList: waitingState(spot, held, timeZone),
          joinRefusal: rulesOf(asker)(booking),
        };
        return { ok: true, model };
      },
    );

    app.put<{ Body: { id: number; team: Team } }>(
      '/update-team',
      { schema: { body: teamUpdateBody, response: teamUpdateAnswer } },
      (request) => {
        const session = ctx.auth.requireSession(request);
        const { id, team } = request.body;
        const player = store.findPlayer(id);
        const booking = player && store.find(player.bookingId);
        const now = ctx.now();
        const nowIso = now.toISOString();
        const place = booking && store.placesOf(booking.id, nowIso).find((candidate) => candidate.id === id);
        if (!booking || !place || !isTaken(place, nowIso))
          throw new HttpError(404, BYPLACE_TEXTS.unknownPlayer);
        const owner = ctx.customers.findById(booking.ownerId);
        const ownsIt =
          owner !== undefined && (owner.id === session.customer.id || owner.parentId === session.customer.id);
        if (!actsFor(session, place) && !ownsIt) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
        if (isPast(booking, now, catalog.timeZone())) throw new HttpError(400, BYPLACE_TEXTS.pastTeamChange);
        if (!store.moveTeam(booking.id, id, team, nowIso)) return refusal(BYPLACE_TEXTS.teamFull);
        return { ok: true };
      },
    );

    app.post<{ Body: { bookingId: number; team1: number[]; team2: number[] } }>(
      '/save-results',
      { schema: { body: resultsBody, response: resultsAnswer } },
      (request) => {
        const session = ctx.auth.requireSession(request);
        const { bookingId, team1, team2 } = request.body;
        const booking = findBooking(bookingId);
        const now = ctx.now();
        const nowIso = now.toISOString();
        const isPlayer = store
          .placesOf(bookingId, nowIso)
          .some((place) => isTaken(place, nowIso) && actsFor(session, place));
        if (!isPlayer) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
        if (!isPast(booking, now, catalog.timeZone())) throw new HttpError(400, BYPLACE_TEXTS.notPlayed);
        if (team1.length !== team2.length) throw new HttpError(400, BYPLACE_TEXTS.sameSets);
        if (team1.length > booking.nSets) throw new HttpError(400, BYPLACE_TEXTS.tooManySets(booking.nSets));
        if (booking.nSets === 5 && team1.length < 3) throw new HttpError(400, BYPLACE_TEXTS.atLeastThree);
        if (team1.length < 1) throw new HttpError(400, BYPLACE_TEXTS.atLeastOne);
        if (!store.saveResults(bookingId, team1, team2, session.customer.id, nowIso)) {
          return refusal(BYPLACE_TEXTS.resultsSaved);
        }
        return { ok: true, data: { team1, team2 } };
      },
    );
    done();
  };
}
