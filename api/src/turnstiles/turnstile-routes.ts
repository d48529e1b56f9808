import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TurnstileAnswer } from '@club/shared-contracts/booking-entities';
import type { AppContext } from '../app-context.ts';
import { accessRefusal } from '../bookings/booking-access.ts';
import { BOOKING_TEXTS } from '../bookings/booking-texts.ts';
import { clubInstant, clubMoment, hourText } from '../bookings/club-time.ts';
import { createCustomerBookingsStore, type MyBookingRow } from '../bookings/customer-bookings-store.ts';
import { HttpError } from '../http/errors.ts';
import { bookingTokenSchema } from '../bookings/customer-bookings-wire.ts';
import { closedObject, idSchema, withErrors } from '../http/schemas.ts';
import { doorQr, doorRefusal, OPENS_BEFORE_MINUTES, turnstilesEnabled } from './turnstiles.ts';

const bool = { type: 'boolean' } as const;
const str = { type: 'string' } as const;

const openParams = closedObject({ bookingId: idSchema });

const openWithTokenParams = closedObject({ bookingId: idSchema, bookingToken: bookingTokenSchema });

const openAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    reason: str,
    model: {
      type: 'object',
      properties: { contentType: str, content: str },
      required: ['contentType', 'content'],
    },
  },
  required: ['ok'],
} as const);

const enabledAnswer = withErrors({
  type: 'object',
  properties: { ok: bool, model: bool },
  required: ['ok', 'model'],
} as const);

/** Why the door stays shut, as the customer reads it (Spanish, like the club's other messages). */
export const TURNSTILE_TEXTS = {
  disabled: 'El club no tiene tornos de acceso.',
  tooEarly: (opensAt: string): string =>
    `El acceso se abre ${OPENS_BEFORE_MINUTES} minutos antes de la reserva, a las ${opensAt}.`,
  ended: 'La reserva ya ha terminado.',
} as const;

/**
 * The turnstiles under /api/publicturnstiles (document 2, 2.7 and 7): whether the club has them, and the QR that
 * opens them for a confirmed booking: for its owner or a player whose place is confirmed, with a session, or for
 * whoever holds the booking's public token. An unpaid hold, one that ran out, a cancelled booking, an unpaid place
 * and a waiting list's offer not taken yet get the reason instead (booking-access.ts).
 */
export function turnstileRoutes(ctx: AppContext) {
  const store = createCustomerBookingsStore(ctx.db);

  /** The booking the caller asks the door of: by its token, or one the session customer takes part in. */
  const bookingFor = (
    request: FastifyRequest<{ Params: { bookingId: number; bookingToken?: string } }>,
  ): MyBookingRow => {
    const { bookingId, bookingToken } = request.params;
    const nowIso = ctx.now().toISOString();
    const booking =
      bookingToken === undefined
        ? store.ofCustomer(bookingId, ctx.auth.requireSession(request).customer.id, nowIso)
        : store.byToken(bookingToken, nowIso);
    if (booking?.id !== bookingId) throw new HttpError(404, BOOKING_TEXTS.bookingNotFound);
    return booking;
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get('/enabled', { schema: { response: enabledAnswer } }, () => ({
      ok: true,
      model: turnstilesEnabled(ctx.db),
    }));

    for (const [path, params] of [
      ['/open/:bookingId', openParams],
      ['/open/:bookingId/:bookingToken', openWithTokenParams],
    ] as const) {
      app.get<{ Params: { bookingId: number; bookingToken?: string } }>(
        path,
        { schema: { params, response: openAnswer } },
        async (request): Promise<TurnstileAnswer> => {
          const booking = bookingFor(request);
          if (!turnstilesEnabled(ctx.db)) return { ok: false, reason: TURNSTILE_TEXTS.disabled };
          const timeZone = ctx.bookingCatalog.timeZone();
          const refusal = accessRefusal(booking.access, timeZone);
          if (refusal !== null) return { ok: false, reason: refusal };
          const start = clubInstant(booking.day, booking.start, timeZone);
          const shut = doorRefusal(start, booking.duration, ctx.now());
          if (shut === 'ended') return { ok: false, reason: TURNSTILE_TEXTS.ended };
          if (shut === 'tooEarly') {
            const opensAt = clubMoment(new Date(start.getTime() - OPENS_BEFORE_MINUTES * 60_000), timeZone);
            return { ok: false, reason: TURNSTILE_TEXTS.tooEarly(hourText(opensAt.minute)) };
          }
          return { ok: true, model: await doorQr(booking.id, booking.token) };
        },
      );
    }
    done();
  };
}
