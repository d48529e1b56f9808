import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
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
import { BOOKING_TEXTS } from './booking-texts.ts';
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

/** Past bookings My bookings lists, newest first. */
export const PAST_BOOKINGS_SHOWN = 50;

/** How far back a feed still tells subscribers of cancelled bookings. */
const FEED_CANCELLED_DAYS = 30;

/** The parentName that marks a training among My bookings' items (document 2, 3). */
export const TRAINING_PARENT = 'Team';

/** Where the API answers a calendar feed's token. */
export const calendarFeedPath = (token: string): string => `/api/calendar-feeds/${token}.ics`;

/**
 * The site a request came from (its Origin, or its Referer's origin), for links back to it in calendar events; ''
 * when neither is an http(s) address.
 */
function siteOriginOf(request: FastifyRequest): string {
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header !== 'string') continue;
    try {
      const url = new URL(header);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not an address: try the next header.
    }
  }
  return '';
}

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

  /** A booking as an item; its guarantee only when given (the owner's list: guarantees are read by owner). */
  const itemOf = (
    booking: MyBookingRow,
    now: Date,
    withCancel: boolean,
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
      canCancel: withCancel && canCancel(booking, startOf(booking), now),
      parentName: '',
      guarantee: guarantee ? guaranteeItem(guarantee) : null,
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
  });

  /**
   * Next (not ended, soonest first) and past (newest first) bookings, with the customer's trainings when given (the
   * public page of one booking has none).
   */
  const listOf = (
    bookings: readonly MyBookingRow[],
    now: Date,
    withCancel: boolean,
    trainings: CustomerTrainings = { next: [], past: [] },
    guarantees: ReadonlyMap<number, GuaranteeView> = new Map(),
  ): CustomerBookings => {
    const bySoonest = (a: CustomerBookingItem, b: CustomerBookingItem) => a.start.localeCompare(b.start);
    const next = bookings
      .filter((booking) => !hasEnded(booking, now))
      .map((booking) => itemOf(booking, now, withCancel, guarantees))
      .concat(trainings.next.map(trainingItem))
      .sort(bySoonest);
    const past = bookings
      .filter((booking) => hasEnded(booking, now))
      .map((booking) => itemOf(booking, now, withCancel, guarantees))
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

  return { store, startOf, listOf, trainingsOf, entryOf, trainingEntry, sendCalendar };
}

const feedAnswer = (token: string | undefined): { ok: true; model: CalendarFeed } => ({
  ok: true,
  model: { path: token ? calendarFeedPath(token) : null },
});

/**
 * My bookings under /api/publicbookings (document 2, 2.7 and 7): a customer's bookings, one booking by its public
 * token, and, beyond the specification, a booking's calendar file and the address of the customer's calendar feed.
 */
export function customerBookingsRoutes(ctx: AppContext) {
  const { store, listOf, trainingsOf, entryOf, trainingEntry, sendCalendar } = myBookings(ctx);
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
            true,
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
        const booking = store.byToken(request.params.bookingToken);
        if (!booking || booking.status === 'Cancelled')
          throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
        // The public page shows the booking, never a way to cancel it.
        return { ok: true, model: listOf([booking], ctx.now(), false) };
      },
    );

    app.get<{ Params: { customerId: number; kind: 'booking' | 'training'; id: number } }>(
      '/calendar-file/:customerId/:kind/:id',
      { schema: { params: calendarFileParams, response: withErrors({}) } },
      (request, reply) => {
        const { customerId, kind, id } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const now = ctx.now();
        const siteOrigin = siteOriginOf(request);
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
        return feedAnswer(store.renewFeed(customerId, siteOriginOf(request), ctx.now().toISOString()));
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
          .filter((booking) => startOf(booking).getTime() >= since.getTime());
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
