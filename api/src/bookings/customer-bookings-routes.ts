import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  AwaitingPayment,
  CalendarFeed,
  CardGuarantee,
  CustomerBookingItem,
  CustomerBookings,
} from '@club/shared-contracts/booking-entities';
import type { AppContext } from '../app-context.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { guaranteesOf, type GuaranteeView } from '../checkout/card-guarantees.ts';
import { HttpError } from '../http/errors.ts';
import { customerIdParams, withErrors } from '../http/schemas.ts';
import { TRAINING_TEXTS } from '../trainings/training-texts.ts';
import {
  listCustomerTrainings,
  type CustomerTraining,
  type CustomerTrainings,
} from '../trainings/training-repository.ts';
import { turnstilesEnabled } from '../turnstiles/turnstiles.ts';
import { accessRefusal } from './booking-access.ts';
import { BOOKING_TEXTS } from './booking-texts.ts';
import { toWireSale } from './booking-wire.ts';
import { calendarText, type CalendarEntry } from './calendar.ts';
import { clubInstant, clubMoment, localDateTime } from './club-time.ts';
import {
  calendarFeedAnswer,
  calendarFeedFileParams,
  calendarFileParams,
  customerBookingsAnswer,
  tokenParams,
} from './customer-bookings-wire.ts';
import { canCancel, createCustomerBookingsStore, type MyBookingRow } from './customer-bookings-store.ts';
import { listedSiteOriginOf } from '../settings/cross-origins.ts';

/** Past bookings My bookings lists, newest first. */
export const PAST_BOOKINGS_SHOWN = 50;

/** How far back a feed still tells subscribers of cancelled bookings. */
const FEED_CANCELLED_DAYS = 30;

/** The parentName that marks a training among My bookings' items (document 2, 3). */
export const TRAINING_PARENT = 'Team';

/** Where the API answers a calendar feed's token. */
export const calendarFeedPath = (token: string): string => `/api/calendar-feeds/${token}.ics`;

/** What the My bookings routes and the feed share: the store, and bookings as items and calendar events. */
function myBookings(ctx: AppContext) {
  const store = createCustomerBookingsStore(ctx.db);
  const catalog = ctx.bookingCatalog;
  const startOf = (booking: MyBookingRow): Date =>
    clubInstant(booking.day, booking.start, catalog.timeZone());
  const hasEnded = (booking: MyBookingRow, now: Date): boolean =>
    startOf(booking).getTime() + booking.duration * 60_000 <= now.getTime();

  const clubDateTime = (iso: string): string => localDateTime(clubMoment(new Date(iso), catalog.timeZone()));
  const guaranteeItem = (view: GuaranteeView): CardGuarantee => ({
    status: view.status,
    amount: centsToDecimal(view.amountCents),
    cardLastDigits: view.cardLastDigits,
    holdFrom: clubDateTime(view.holdFrom),
    heldUntil: view.heldUntil === null ? null : clubDateTime(view.heldUntil),
    captured: centsToDecimal(view.capturedCents),
    released: centsToDecimal(view.releasedCents),
  });

  /** An unpaid hold's end and the sales the customer pays it with (none on the public page); null once confirmed. */
  const awaitingPaymentOf = (booking: MyBookingRow, customerId: number | null): AwaitingPayment | null => {
    const { heldUntil } = booking.access;
    if (booking.access.state !== 'awaitingPayment' || heldUntil === null) return null;
    const deadline = clubDateTime(heldUntil);
    const sales = customerId === null ? [] : store.holdSales(booking, customerId);
    return { heldUntil, sales: sales.map((sale) => toWireSale(sale, booking.id, deadline)) };
  };

  /**
   * A booking as an item, for the customer (null: the public page, which neither cancels nor pays); its guarantee
   * only when given (the owner's list: guarantees are read by owner).
   */
  const itemOf = (
    booking: MyBookingRow,
    now: Date,
    customerId: number | null,
    guarantees: ReadonlyMap<number, GuaranteeView>,
  ): CustomerBookingItem => {
    const guarantee = guarantees.get(booking.id);
    return {
      id: booking.id,
      bookingType: booking.typeName,
      resourceName: booking.resourceName,
      start: localDateTime({ day: booking.day, minute: booking.start }),
      duration: booking.duration,
      description: booking.description,
      comments: booking.comments,
      canCancel: customerId !== null && canCancel(booking, startOf(booking), now),
      parentName: '',
      guarantee: guarantee ? guaranteeItem(guarantee) : null,
      awaitingPayment: awaitingPaymentOf(booking, customerId),
    };
  };

  /** A training as an item of My bookings: parentName 'Team' marks it, and it is never cancelled from here. */
  const trainingItem = (training: CustomerTraining): CustomerBookingItem => ({
    id: training.id,
    bookingType: training.teamName,
    resourceName: '',
    start: training.start,
    duration: training.duration,
    description: training.description,
    comments: '',
    canCancel: false,
    parentName: TRAINING_PARENT,
    guarantee: null,
    awaitingPayment: null,
  });

  /**
   * Next (not ended, soonest first) and past (newest first) bookings of the customer (null: the public page of one
   * booking), with the customer's trainings when given (the public page has none).
   */
  const listOf = (
    bookings: readonly MyBookingRow[],
    now: Date,
    customerId: number | null,
    trainings: CustomerTrainings = { next: [], past: [] },
    guarantees: ReadonlyMap<number, GuaranteeView> = new Map(),
  ): CustomerBookings => {
    const bySoonest = (a: CustomerBookingItem, b: CustomerBookingItem) => a.start.localeCompare(b.start);
    const next = bookings
      .filter((booking) => !hasEnded(booking, now))
      .map((booking) => itemOf(booking, now, customerId, guarantees))
      .concat(trainings.next.map(trainingItem))
      .sort(bySoonest);
    const past = bookings
      .filter((booking) => hasEnded(booking, now))
      .map((booking) => itemOf(booking, now, customerId, guarantees))
      .concat(trainings.past.map(trainingItem))
      .sort((a, b) => bySoonest(b, a));
    return {
      next,
      past: past.slice(0, PAST_BOOKINGS_SHOWN),
      turntilesEnabled: turnstilesEnabled(ctx.db),
    };
  };

  const trainingsOf = (customerId: number, now: Date): CustomerTrainings =>
    listCustomerTrainings(ctx.db, customerId, now, catalog.timeZone());

  const clubLocation = (): string =>
    [ctx.settings.getSettings()?.title, ctx.settings.getSettings()?.address].filter(Boolean).join(', ');

  const trainingEntry = (training: CustomerTraining, siteOrigin: string): CalendarEntry => ({
    kind: 'training',
    id: training.id,
    start: clubInstant(training.day, training.startMinute, catalog.timeZone()),
    durationMinutes: training.duration,
    title: training.teamName,
    description: training.description,
    location: clubLocation(),
    url: siteOrigin ? `${siteOrigin}/trainings/${training.id}` : null,
    cancelled: false,
  });

  const entryOf = (booking: MyBookingRow, siteOrigin: string): CalendarEntry => ({
    kind: 'booking',
    id: booking.id,
    start: startOf(booking),
    durationMinutes: booking.duration,
    title: [booking.typeName, booking.resourceName].filter(Boolean).join(' · '),
    description: [booking.description, booking.comments].filter(Boolean).join('\n'),
    location: clubLocation(),
    url: siteOrigin ? `${siteOrigin}/booking-join/${booking.id}` : null,
    cancelled: booking.status === 'Cancelled',
  });

  const sendCalendar = (reply: FastifyReply, text: string, fileName: string | null): FastifyReply => {
    reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'no-store');
    if (fileName) reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return reply.send(text);
  };

  return { store, catalog, startOf, listOf, trainingsOf, entryOf, trainingEntry, sendCalendar };
}

/**
 * Whether a booking is an event of the customer's calendars: confirmed for them, or cancelled after it was (the feed
 * tells subscribers, who drop it). An unpaid hold, let go or not, never was one.
 */
const isEvent = (booking: MyBookingRow): boolean =>
  booking.access.state === 'confirmed' ||
  (booking.access.state === 'cancelled' && booking.expiresAt === null && !booking.unpaid);

const feedAnswer = (token: string | undefined): { ok: true; model: CalendarFeed } => ({
  ok: true,
  model: { path: token ? calendarFeedPath(token) : null },
});

/**
 * My bookings under /api/publicbookings (document 2, 2.7 and 7): a customer's bookings, one booking by its public
 * token, and, beyond the specification, a booking's calendar file and the address of the customer's calendar feed.
 */
export function customerBookingsRoutes(ctx: AppContext) {
  const { store, catalog, listOf, trainingsOf, entryOf, trainingEntry, sendCalendar } = myBookings(ctx);
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/customer-bookings/:customerId',
      { schema: { params: customerIdParams, response: customerBookingsAnswer } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const now = ctx.now();
        return {
          ok: true,
          model: listOf(
            store.bookingsOf(customerId, now.toISOString()),
            now,
            customerId,
            trainingsOf(customerId, now),
            // The guarantees of the bookings the customer owns: a player of someone else's booking sees none.
            guaranteesOf(ctx.db, customerId),
          ),
        };
      },
    );

    app.get<{ Params: { bookingToken: string } }>(
      '/customer-booking/:bookingToken',
      { schema: { params: tokenParams, response: customerBookingsAnswer } },
      (request) => {
        const now = ctx.now();
        const booking = store.byToken(request.params.bookingToken, now.toISOString());
        if (!booking) throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
        // Only a confirmed booking may be shared: an unpaid hold, a hold that ran out and a cancelled booking say why.
        const refusal = accessRefusal(booking.access, catalog.timeZone());
        if (refusal !== null) throw new HttpError(404, refusal);
        // The public page shows the booking, never a way to cancel or pay it.
        return { ok: true, model: listOf([booking], now, null) };
      },
    );

    app.get<{ Params: { customerId: number; kind: 'booking' | 'training'; id: number } }>(
      '/calendar-file/:customerId/:kind/:id',
      { schema: { params: calendarFileParams, response: withErrors({}) } },
      (request, reply) => {
        const { customerId, kind, id } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const now = ctx.now();
        const siteOrigin = listedSiteOriginOf(request, ctx.settings);
        if (kind === 'training') {
          const { next, past } = trainingsOf(customerId, now);
          const training = [...next, ...past].find((candidate) => candidate.id === id);
          if (!training) throw new HttpError(404, TRAINING_TEXTS.notFound);
          const text = calendarText([trainingEntry(training, siteOrigin)], training.teamName);
          return sendCalendar(reply, text, `training-${training.id}.ics`);
        }
        const booking = store
          .bookingsOf(customerId, now.toISOString())
          .find((candidate) => candidate.id === id);
        if (!booking) throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
        // An unpaid hold is not an event in anyone's calendar until it is confirmed.
        const refusal = accessRefusal(booking.access, catalog.timeZone());
        if (refusal !== null) throw new HttpError(404, refusal);
        const text = calendarText([entryOf(booking, siteOrigin)], booking.typeName);
        return sendCalendar(reply, text, `booking-${booking.id}.ics`);
      },
    );

    app.get<{ Params: { customerId: number } }>(
      '/calendar-feed/:customerId',
      { schema: { params: customerIdParams, response: calendarFeedAnswer } },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        return feedAnswer(store.feedOf(request.params.customerId)?.token);
      },
    );

    app.post<{ Params: { customerId: number } }>(
      '/calendar-feed/:customerId',
      { schema: { params: customerIdParams, response: calendarFeedAnswer } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        return feedAnswer(
          store.renewFeed(customerId, listedSiteOriginOf(request, ctx.settings), ctx.now().toISOString()),
        );
      },
    );

    app.delete<{ Params: { customerId: number } }>(
      '/calendar-feed/:customerId',
      { schema: { params: customerIdParams, response: calendarFeedAnswer } },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        store.revokeFeed(request.params.customerId);
        return feedAnswer(undefined);
      },
    );
    done();
  };
}

/** A customer's calendar feed under /api/calendar-feeds (beyond the specification): public, its token is the secret. */
export function calendarFeedRoutes(ctx: AppContext) {
  const { store, startOf, trainingsOf, entryOf, trainingEntry, sendCalendar } = myBookings(ctx);
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { file: string } }>(
      '/:file',
      { schema: { params: calendarFeedFileParams, response: withErrors({}) } },
      (request, reply) => {
        const owner = store.feedOwner(request.params.file.replace(/\.ics$/, ''));
        if (!owner) throw new HttpError(404, BOOKING_TEXTS.feedNotFound);
        const now = ctx.now();
        const since = new Date(now.getTime() - FEED_CANCELLED_DAYS * 24 * 60 * 60_000);
        const bookings = store
          .bookingsOf(owner.customerId, now.toISOString(), since.toISOString())
          .filter((booking) => isEvent(booking) && startOf(booking).getTime() >= since.getTime());
        const trainings = trainingsOf(owner.customerId, now);
        const entries = [
          ...bookings.map((booking) => entryOf(booking, owner.siteOrigin)),
          ...[...trainings.next, ...trainings.past]
            .map((training) => trainingEntry(training, owner.siteOrigin))
            .filter((entry) => entry.start.getTime() >= since.getTime()),
        ];
        return sendCalendar(reply, calendarText(entries, ctx.settings.getSettings()?.title ?? ''), null);
      },
    );
    done();
  };
}
