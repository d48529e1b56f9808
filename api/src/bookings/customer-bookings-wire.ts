// JSON schemas of My bookings (document 2, 2.7 and 7) and of calendar files and feeds: what the routes accept and
// answer, in the shapes of shared-contracts (CustomerBookings, CalendarFeed).
import { closedObject, idSchema, withErrors } from '../http/schemas.ts';
import { bookingSaleSchema } from './booking-wire.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;

/** A booking's public token: 32 hexadecimal digits (see 012_customer_bookings.sql). */
export const bookingTokenSchema = { type: 'string', maxLength: 32, pattern: '^[0-9a-f]{32}$' } as const;

/** `{ bookingToken }` path parameters. */
export const tokenParams = closedObject({ bookingToken: bookingTokenSchema });

/** Path of a calendar file: the customer, booking or training, and its id. */
export const calendarFileParams = closedObject({
  customerId: idSchema,
  kind: { type: 'string', enum: ['booking', 'training'] },
  id: idSchema,
});

/** Path of a calendar feed: its token and the .ics extension. */
export const calendarFeedFileParams = closedObject({
  file: { type: 'string', maxLength: 36, pattern: '^[A-Za-z0-9_-]{32}\\.ics$' },
});

const num = { type: 'number' } as const;
const nullableStr = { anyOf: [str, { type: 'null' }] } as const;

/** A card guarantee (shared-contracts CardGuarantee), or null. */
const guaranteeSchema = {
  anyOf: [
    {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['Scheduled', 'Held', 'Captured', 'Released', 'Failed'] },
        amount: num,
        cardLastDigits: str,
        holdFrom: str,
        heldUntil: nullableStr,
        captured: num,
        released: num,
      },
      required: ['status', 'amount', 'cardLastDigits', 'holdFrom', 'heldUntil', 'captured', 'released'],
    },
    { type: 'null' },
  ],
} as const;

/** An unpaid hold's end and the sales that pay it (shared-contracts AwaitingPayment), or null. */
const awaitingPaymentSchema = {
  anyOf: [
    {
      type: 'object',
      properties: { heldUntil: str, sales: { type: 'array', items: bookingSaleSchema } },
      required: ['heldUntil', 'sales'],
    },
    { type: 'null' },
  ],
} as const;

const itemSchema = {
  type: 'object',
  properties: {
    id: int,
    bookingType: str,
    resourceName: str,
    start: str,
    duration: int,
    description: str,
    comments: str,
    canCancel: bool,
    parentName: str,
    guarantee: guaranteeSchema,
    awaitingPayment: awaitingPaymentSchema,
  },
  required: [
    'id',
    'bookingType',
    'resourceName',
    'start',
    'duration',
    'description',
    'comments',
    'canCancel',
    'parentName',
    'guarantee',
    'awaitingPayment',
  ],
} as const;

/** Answer of customer-bookings and customer-booking: `{ ok, model: CustomerBookings }`. */
export const customerBookingsAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    model: {
      type: 'object',
      properties: {
        next: { type: 'array', items: itemSchema },
        past: { type: 'array', items: itemSchema },
        turntilesEnabled: bool,
      },
      required: ['next', 'past', 'turntilesEnabled'],
    },
  },
  required: ['ok', 'model'],
} as const);

/** Answer of the calendar-feed calls: `{ ok, model: CalendarFeed }`. */
export const calendarFeedAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    model: {
      type: 'object',
      properties: { path: { anyOf: [str, { type: 'null' }] } },
      required: ['path'],
    },
  },
  required: ['ok', 'model'],
} as const);
