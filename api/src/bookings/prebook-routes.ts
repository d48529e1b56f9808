import type { FastifyInstance } from 'fastify';
import type { CancelAnswer, PrebookPayload } from '@club/shared-contracts/booking-entities';
import {
  ClientOrigin,
  MatchGender,
  PaymentType,
  Team,
  type ErrorAnswer,
} from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import type { BookingTypeRules } from './booking-repository.ts';
import { HOLD_MINUTES } from './booking-rules.ts';
import type { NewSale } from './booking-store.ts';
import { BOOKING_TEXTS, SALE_TEXTS } from './booking-texts.ts';
import { cancelAnswer, cancelParams, prebookAnswer, prebookBody, toWireSale } from './booking-wire.ts';
import { clubDateText, clubInstant, clubMoment, hourText, localDateTime } from './club-time.ts';
import type { CancelRefusal } from './refunds.ts';
import { unitsOf } from './time-table.ts';
import { checkBookable, checkSlot, listedType, type CheckedSlot } from './slot-rules.ts';

/** The prebook body as the schema leaves it: only the fields the server reads. */
interface PrebookBody {
  booking: Pick<PrebookPayload['booking'], 'customerId' | 'bookingTypeId' | 'paymentType'> &
    Partial<Pick<PrebookPayload['booking'], 'origin' | 'gender' | 'modifyLevel' | 'minLevel' | 'maxLevel'>>;
  blocks: Array<{ resourceId: number; startDate: string; duration: number }>;
  customerIds?: number[];
  players?: Array<{ customerId: number; team?: Team }>;
  matchOptions?: PrebookPayload['matchOptions'];
}

/** A share of `cents` among `places`, to the cent. */
const shareOf = (cents: number, places: number): number => Math.round(cents / places);

/** "Reserva de pista de pádel · Pista 3 · 12/05/2026 18:30 (90 min)": what a sale line of a booking says. */
function bookingDescription(type: BookingTypeRules, slots: readonly CheckedSlot[]): string {
  const [first] = slots;
  if (!first) return type.name;
  const resources = slots.map((slot) => slot.resource.name).join(' + ');
  return `${type.name} · ${resources} · ${clubDateText(first.day)} ${hourText(first.start)} (${first.duration} min)`;
}

/**
 * Prebook and cancel under /api/publicbookings (document 2, 2.4 and 7): a prebook validates the slot, prices it on
 * the server, and takes it in one immediate transaction with the booking, its blocks, units, players and sales; an
 * unpaid booking holds its slot for HOLD_MINUTES. The cart's cancel of a booking sale frees the slot.
 */
export function prebookRoutes(ctx: AppContext) {
  const catalog = ctx.bookingCatalog;

  // Everything from here to the answer is synchronous: no await between the checks and the transaction.
  const prebook = (body: PrebookBody, isMatch: boolean, callerCheck: () => void) => {
    callerCheck();
    const { booking } = body;
    const type = listedType(catalog, booking.bookingTypeId);
    if (isMatch ? !type.allowCreateBookByPlace : type.byPlace || type.concept !== 'Booking') {
      throw new HttpError(400, isMatch ? BOOKING_TEXTS.notAMatch : BOOKING_TEXTS.notBookable);
    }
    const owner = ctx.customers.findById(booking.customerId);
    if (!owner) throw new HttpError(404, BOOKING_TEXTS.unknownPlayer);

    // The slots, priced for the owner and for everyone.
    const priceListId = catalog.priceListOf(owner.id);
    const now = ctx.now();
    const timeZone = catalog.timeZone();
    const slots = body.blocks.map((block, index) => {
      const slot = checkSlot(catalog, type, block, priceListId, index === 0);
      checkBookable(slot, type, now, timeZone);
      return slot;
    });
    const units = new Set<string>();
    for (const slot of slots) {
      for (const unit of unitsOf(slot.start, slot.duration)) {
        const key = `${slot.resource.id} ${slot.day} ${unit}`;
        if (units.has(key)) throw new HttpError(400, BOOKING_TEXTS.overlappingBlocks);
        units.add(key);
      }
    }

    // The players: the owner first, then the others in list order, then free places up to the type's size.
    const others = body.customerIds ?? [];
    if (new Set([owner.id, ...others]).size !== others.length + 1) {
      throw new HttpError(400, BOOKING_TEXTS.repeatedPlayer);
    }
    if (others.length + 1 > type.maxParticipants) {
      throw new HttpError(400, BOOKING_TEXTS.maxPlayers(type.maxParticipants));
    }
    const otherCustomers = others.map((id) => {
      const customer = ctx.customers.findById(id);
      if (!customer || customer.status !== 'Active') throw new HttpError(404, BOOKING_TEXTS.unknownPlayer);
      return customer;
    });
    const teamOf = (customerId: number): Team =>
      body.players?.find((player) => player.customerId === customerId)?.team ?? Team.NotSet;
    const players = [
      { customerId: owner.id, team: isMatch ? Team.Team1 : teamOf(owner.id) },
      ...otherCustomers.map((customer) => ({ customerId: customer.id, team: teamOf(customer.id) })),
      ...Array.from({ length: type.maxParticipants - others.length - 1 }, () => ({
        customerId: null,
        team: Team.NotSet,
      })),
    ];

    const sum = (pick: (slot: CheckedSlot) => number) => slots.reduce((total, slot) => total + pick(slot), 0);
    const priceCents = sum((slot) => slot.price.grossCents);
    const netPriceCents = sum((slot) => slot.price.netCents);
    const genericCents = sum((slot) => slot.genericPrice.grossCents);
    const genericNetCents = sum((slot) => slot.genericPrice.netCents);
    const isSpecialPrice = slots.some((slot) => slot.price.isSpecialPrice);
    const modes = catalog.paymentModes();
    const description = bookingDescription(type, slots);
    const places = type.maxParticipants;

    let paymentType: PaymentType;
    let match = { gender: MatchGender.Open as MatchGender, modifyLevel: false, minLevel: 0, maxLevel: 7 };
    let sales: NewSale[];
    if (isMatch) {
      const options = body.matchOptions;
      if (!options) throw new HttpError(400, BOOKING_TEXTS.matchOptionsMissing);
      const [minLevel = 0, maxLevel = 7] = options.matchRange;
      if (minLevel > maxLevel) throw new HttpError(400, BOOKING_TEXTS.badMatchRange);
      if (catalog.levelOf(owner.id, type.sport) === null) return refusal(BOOKING_TEXTS.noLevel);
      paymentType = PaymentType.ByPlace;
      match = { gender: options.gender, modifyLevel: options.competitive, minLevel, maxLevel };
      sales = [
        {
          customerId: owner.id,
          description: `${description} · ${SALE_TEXTS.ownPlace}`,
          paymentType,
          withRetention: false,
          grossCents: shareOf(priceCents, places),
          netCents: shareOf(netPriceCents, places),
        },
      ];
    } else if (booking.paymentType === PaymentType.Full) {
      if (isSpecialPrice && !modes.fullPaymentAllowedWithSpecialPrices) {
        return refusal(BOOKING_TEXTS.fullWithSpecialPrice);
      }
      paymentType = PaymentType.Full;
      sales = [
        {
          customerId: owner.id,
          description,
          paymentType,
          withRetention: false,
          grossCents: priceCents,
          netCents: netPriceCents,
        },
      ];
    } else if (booking.paymentType === PaymentType.Shared) {
      if (!modes.sharedPaymentAllowed) return refusal(BOOKING_TEXTS.sharedNotAllowed);
      if (places < 2) return refusal(BOOKING_TEXTS.sharedSinglePlace);
      paymentType = PaymentType.Shared;
      const withRetention = modes.sharedPaymentWithRetention;
      // The owner pays a share of the owner's price; every other place a share of the price without special prices.
      sales = players.map((player, index) => {
        const isOwner = index === 0;
        const customer = otherCustomers[index - 1];
        const whose = isOwner
          ? SALE_TEXTS.ownShare
          : customer
            ? SALE_TEXTS.shareOf(`${customer.name} ${customer.surname}`.trim())
            : SALE_TEXTS.freePlace;
        return {
          customerId: player.customerId,
          description: `${description} · ${whose}`,
          paymentType: PaymentType.Shared,
          withRetention,
          grossCents: shareOf(isOwner ? priceCents : genericCents, places),
          netCents: shareOf(isOwner ? netPriceCents : genericNetCents, places),
        };
      });
    } else {
      throw new HttpError(400, BOOKING_TEXTS.paymentType);
    }

    const serviceFree = priceCents === 0;
    const result = ctx.bookingStore.takeSlot(
      {
        typeId: type.id,
        ownerId: owner.id,
        paymentType,
        byPlace: isMatch,
        ...match,
        priceCents,
        netPriceCents,
        genericPriceCents: genericCents,
        origin: booking.origin ?? ClientOrigin.Web,
        confirmed: serviceFree,
        blocks: slots.map((slot) => ({
          resourceId: slot.resource.id,
          day: slot.day,
          start: slot.start,
          duration: slot.duration,
          priceCents: slot.price.grossCents,
        })),
        players,
        // A free booking is confirmed at once: nothing to pay, no sale lines.
        sales: serviceFree
          ? []
          : sales.map((sale) => ({ ...sale, netCents: Math.min(sale.netCents, sale.grossCents) })),
      },
      now,
      HOLD_MINUTES,
    );
    if (result.taken) return refusal(BOOKING_TEXTS.slotTaken);
    const deadline = result.expiresAt && localDateTime(clubMoment(result.expiresAt, timeZone));
    return {
      ok: true as const,
      model: result.sales.map((sale) => toWireSale(sale, result.bookingId, deadline)),
      serviceFree,
    };
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    for (const [path, isMatch] of [
      ['/prebook', false],
      ['/byplace-prebook', true],
    ] as const) {
      app.post<{ Body: PrebookBody }>(
        path,
        { schema: { body: prebookBody, response: prebookAnswer } },
        (request) =>
          prebook(request.body, isMatch, () =>
            ctx.auth.requireCustomer(request, request.body.booking.customerId),
          ),
      );
    }

    app.post<{ Params: { bookingId: number; customerId: number } }>(
      '/cancel/:bookingId/:customerId',
      { schema: { params: cancelParams, response: cancelAnswer } },
      (request): CancelAnswer | ErrorAnswer => {
        const { bookingId, customerId } = request.params;
        const session = ctx.auth.requireSession(request);
        // The cart posts the cancel URL of every line of the booking it removes: the owner's, a teammate's (the
        // line carries the teammate's id) or a free place's (-1). Whichever line, only the owner (or its parent)
        // cancels, and the whole booking goes. A player who joined someone else's booking by place leaves it
        // instead: their place frees (for the waiting list first) and what they paid comes back.
        const parties = ctx.bookingStore.partiesOf(bookingId);
        const owner = parties && ctx.customers.findById(parties.ownerId);
        const callerOwns =
          owner !== undefined && (owner.id === session.customer.id || owner.parentId === session.customer.id);
        if (parties && !callerOwns && customerId !== -1) {
          ctx.auth.requireCustomer(request, customerId);
          const left = ctx.byPlaceStore.leave(bookingId, customerId, ctx.now());
          if (left.kind === 'notIn') throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
          if (left.kind === 'refused') return refusal(cancelRefusalText(left.refusal));
          if (left.kind === 'alreadyLeft') return { ok: true, alreadyCancelled: true };
          return left.refunds ? { ok: true, infoReturns: left.refunds } : { ok: true };
        }
        const lineOfIt =
          parties !== undefined &&
          (customerId === parties.ownerId ||
            (customerId === -1 ? parties.playerIds.includes(null) : parties.playerIds.includes(customerId)));
        if (!parties || !callerOwns || !lineOfIt) {
          // Naming a customer the caller may not act for is the usual 403; otherwise the booking is not theirs,
          // which answers as an unknown one, so ids cannot be probed.
          if (customerId !== -1 && !callerOwns) ctx.auth.requireCustomer(request, customerId);
          throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
        }
        const timeZone = catalog.timeZone();
        const result = ctx.bookingStore.cancel(bookingId, parties.ownerId, ctx.now(), (day, minute) =>
          clubInstant(day, minute, timeZone),
        );
        if (result.kind === 'notFound') throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
        if (result.kind === 'refused') return refusal(cancelRefusalText(result.refusal));
        if (result.kind === 'alreadyCancelled') return { ok: true, alreadyCancelled: true };
        return result.refunds ? { ok: true, infoReturns: result.refunds } : { ok: true };
      },
    );
    done();
  };
}

/** Why a booking may not be cancelled, as the customer reads it. */
const cancelRefusalText = (refusal: Exclude<CancelRefusal, null>): string =>
  refusal === 'started' ? BOOKING_TEXTS.startedBooking : BOOKING_TEXTS.cancelWindow(refusal.windowMinutes);

/** A business refusal: 200 `{ ok: false, errorMsg }`, shown by the client as it is. */
const refusal = (errorMsg: string): ErrorAnswer => ({ ok: false, errorMsg });
