// The wire schemas of the booking calls (shared-contracts booking-entities.ts): bodies, path values and answers.
// Bodies name only the fields the server reads; the client's other draft fields (names, the price it showed) are
// dropped, since the server takes names from its records and computes every price itself.
import type { BookingSale } from '@club/shared-contracts/booking-entities';
import { bookingTypeSchema } from '../catalog/catalog-wire.ts';
import { MAX_ID, idSchema, withErrors } from '../http/schemas.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { LEVEL_SCALE, MAX_BLOCKS, MAX_DURATION, MAX_PLAYERS } from './booking-rules.ts';
import type { StoredSale } from './booking-store.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** A club-local day, `YYYY-MM-DD` (a real day is checked by the handler). */
export const daySchema = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** A club-local start, `YYYY-MM-DDTHH:mm[:ss]` (TimeTableSlot.start). */
export const startSchema = {
  type: 'string',
  maxLength: 19,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$',
} as const;

const durationSchema = { type: 'integer', minimum: 1, maximum: MAX_DURATION } as const;
const levelSchema = { type: 'number', minimum: LEVEL_SCALE.min, maximum: LEVEL_SCALE.max } as const;
/** A customer id, or -1 for a free place or the generic price. */
const customerOrNoneSchema = { type: 'integer', minimum: -1, maximum: MAX_ID } as const;
const genderSchema = { type: 'string', enum: ['Male', 'Female', 'Mixed', 'Open'] } as const;
const teamSchema = { type: 'integer', enum: [-1, 0, 1] } as const;

/** `{ bookingTypeId }` path parameters. */
export const bookingTypeParams = {
  type: 'object',
  properties: { bookingTypeId: idSchema },
  required: ['bookingTypeId'],
  additionalProperties: false,
} as const;

/** `{ resourceId }` path parameters. */
export const resourceParams = {
  type: 'object',
  properties: { resourceId: idSchema },
  required: ['resourceId'],
  additionalProperties: false,
} as const;

/** `{ bookingId, customerId }` path parameters; -1 names a free place's line of a shared payment. */
export const cancelParams = {
  type: 'object',
  properties: { bookingId: idSchema, customerId: customerOrNoneSchema },
  required: ['bookingId', 'customerId'],
  additionalProperties: false,
} as const;

/** The body of POST /api/publicbookings/list (BookingListQuery). */
export const listBody = {
  type: 'object',
  properties: { date: daySchema, bookingTypeId: idSchema, customerId: nullable(idSchema) },
  required: ['date', 'bookingTypeId'],
  additionalProperties: false,
} as const;

/** The body of POST /api/publicbookings/loadprice (LoadPriceQuery). */
export const loadPriceBody = {
  type: 'object',
  properties: {
    startDate: startSchema,
    bookingTypeId: idSchema,
    duration: durationSchema,
    customerId: customerOrNoneSchema,
    resourceId: idSchema,
  },
  required: ['startDate', 'bookingTypeId', 'duration', 'customerId', 'resourceId'],
  additionalProperties: false,
} as const;

/** The body of POST /api/publicbookings/date-availability (DateAvailabilityQuery). */
export const dateAvailabilityBody = {
  type: 'object',
  properties: { date: daySchema, customerId: nullable(idSchema), bookingTypeResourceId: idSchema },
  required: ['date', 'bookingTypeResourceId'],
  additionalProperties: false,
} as const;

const prebookBookingSchema = {
  type: 'object',
  properties: {
    customerId: idSchema,
    bookingTypeId: idSchema,
    paymentType: { type: 'integer', enum: [0, 1, 2, 3] },
    bookingByPlace: bool,
    origin: { type: 'string', enum: ['Web', 'iOS', 'Android'] },
    date: startSchema,
    duration: durationSchema,
    gender: genderSchema,
    modifyLevel: bool,
    minLevel: levelSchema,
    maxLevel: levelSchema,
  },
  required: ['customerId', 'bookingTypeId', 'paymentType'],
  additionalProperties: false,
} as const;

const blockSchema = {
  type: 'object',
  properties: { resourceId: idSchema, startDate: startSchema, duration: durationSchema },
  required: ['resourceId', 'startDate', 'duration'],
  additionalProperties: false,
} as const;

const playerSchema = {
  type: 'object',
  properties: { customerId: customerOrNoneSchema, team: teamSchema },
  required: ['customerId'],
  additionalProperties: false,
} as const;

const matchOptionsSchema = {
  type: 'object',
  properties: {
    gender: genderSchema,
    competitive: bool,
    matchRange: { type: 'array', minItems: 2, maxItems: 2, items: levelSchema },
  },
  required: ['gender', 'competitive', 'matchRange'],
  additionalProperties: false,
} as const;

/** The body of POST /api/publicbookings/prebook and byplace-prebook (PrebookPayload). */
export const prebookBody = {
  type: 'object',
  properties: {
    booking: prebookBookingSchema,
    blocks: { type: 'array', minItems: 1, maxItems: MAX_BLOCKS, items: blockSchema },
    customerIsParticipant: bool,
    isMultiple: bool,
    customerIds: { type: 'array', maxItems: MAX_PLAYERS, items: idSchema },
    players: { type: 'array', maxItems: MAX_PLAYERS, items: playerSchema },
    matchOptions: matchOptionsSchema,
  },
  required: ['booking', 'blocks'],
  additionalProperties: false,
} as const;

const slotPriceSchema = {
  type: 'object',
  properties: { amount: num, isSpecialPrice: bool },
  required: ['amount', 'isSpecialPrice'],
} as const;

const timeTableSlotSchema = {
  type: 'object',
  properties: {
    id: int,
    start: str,
    sstart: str,
    durations: { type: 'array', items: int },
    priceByDuration: { type: 'object', additionalProperties: slotPriceSchema },
    noOnlineBlocks: {
      type: 'array',
      items: {
        type: 'object',
        properties: { duration: int, resourceId: int, resourceName: str, start: str },
        required: ['duration', 'resourceId', 'resourceName', 'start'],
      },
    },
  },
  required: ['id', 'start', 'sstart', 'durations', 'priceByDuration', 'noOnlineBlocks'],
} as const;

/** Answer schema of a resource with its free starts (BookingResource). */
export const bookingResourceSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    type: str,
    image: str,
    showNameOnline: bool,
    timeTable: { type: 'array', items: timeTableSlotSchema },
  },
  required: ['id', 'name', 'type', 'image', 'showNameOnline', 'timeTable'],
} as const;

/** `{ ok, model }` answer schema. */
const modelAnswer = <T extends object>(model: T) =>
  withErrors({ type: 'object', properties: { ok: bool, model }, required: ['ok', 'model'] } as const);

/** Answer of the filters (BookingFilters). */
export const filtersAnswer = modelAnswer({
  type: 'object',
  properties: {
    bookingTypes: { type: 'array', items: bookingTypeSchema },
    anticipationText: str,
    anticipationMins: { type: ['integer', 'null'] },
    cancelText: str,
  },
  required: ['bookingTypes', 'anticipationText', 'anticipationMins', 'cancelText'],
} as const);

/** Answer of the booking list (BookingList). */
export const listAnswer = modelAnswer({
  type: 'object',
  properties: {
    list: { type: 'array', items: bookingResourceSchema },
    errorMsg: str,
    multipleResources: {
      type: 'array',
      items: { type: 'object', properties: { id: int, name: str }, required: ['id', 'name'] },
    },
  },
  required: ['list', 'errorMsg', 'multipleResources'],
} as const);

/** Answer of date-availability (BookingResource[]). */
export const dateAvailabilityAnswer = modelAnswer({ type: 'array', items: bookingResourceSchema } as const);

/** Answer of loadprice: `{ ok, price }`, or a refusal `{ ok: false, errorMsg }` when the slot was taken meanwhile. */
export const loadPriceAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    price: {
      type: 'object',
      properties: { price: num, netPrice: num, isSpecialPrice: bool },
      required: ['price', 'netPrice', 'isSpecialPrice'],
    },
  },
  required: ['ok'],
} as const);

const pairSchema = {
  type: 'object',
  properties: { item1: num, item2: num },
  required: ['item1', 'item2'],
} as const;

/** Answer of the level range (LevelRange). */
export const levelRangeAnswer = modelAnswer({
  type: 'object',
  properties: {
    referenceCustomerLevel: { type: ['number', 'null'] },
    levelProviderRange: pairSchema,
    matchRange: pairSchema,
  },
  required: ['referenceCustomerLevel', 'levelProviderRange', 'matchRange'],
} as const);

/** Answer of the payment modes (PaymentModeSettings beside ok). */
export const paymentModesAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    pendingPaymentAllowed: bool,
    sharedPaymentAllowed: bool,
    sharedPaymentWithRetention: bool,
    fullPaymentAllowedWithSpecialPrices: bool,
  },
  required: [
    'ok',
    'pendingPaymentAllowed',
    'sharedPaymentAllowed',
    'sharedPaymentWithRetention',
    'fullPaymentAllowedWithSpecialPrices',
  ],
} as const);

/** Answer schema of a booking sale (BookingSale), shared by the prebook of a booking and of a place. */
export const bookingSaleSchema = {
  type: 'object',
  properties: {
    id: int,
    groupId: int,
    saleNumber: str,
    description: str,
    pending: num,
    netPending: num,
    paid: num,
    total: num,
    netTotal: num,
    grossTotalWithDiscount: num,
    netTotalWithDiscount: num,
    paymentType: int,
    withRetention: bool,
    bookingId: int,
    customerId: int,
    paymentDeadline: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'groupId',
    'saleNumber',
    'description',
    'pending',
    'netPending',
    'paid',
    'total',
    'netTotal',
    'grossTotalWithDiscount',
    'netTotalWithDiscount',
    'paymentType',
    'withRetention',
    'bookingId',
    'customerId',
    'paymentDeadline',
  ],
} as const;

/** Answer of a prebook (PrebookAnswer), or a business refusal `{ ok: false, errorMsg }`. */
export const prebookAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    model: { type: 'array', items: bookingSaleSchema },
    serviceFree: bool,
  },
  required: ['ok'],
} as const);

/** Answer of a cancel (CancelAnswer). */
export const cancelAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    infoReturns: {
      type: 'array',
      items: {
        type: 'object',
        properties: { paymentMethod: str, amount: num },
        required: ['paymentMethod', 'amount'],
      },
    },
    alreadyCancelled: bool,
  },
  required: ['ok'],
} as const);

/** The wire form of a stored sale line: nothing paid yet, the whole share pending. */
export function toWireSale(
  sale: StoredSale,
  bookingId: number,
  paymentDeadline: string | null,
): BookingSale & { groupId: number } {
  const gross = centsToDecimal(sale.grossCents);
  const net = centsToDecimal(sale.netCents);
  return {
    id: sale.id,
    // A booking's lines travel together in the cart.
    groupId: bookingId,
    saleNumber: sale.number,
    description: sale.description,
    pending: gross,
    netPending: net,
    paid: 0,
    total: gross,
    netTotal: net,
    grossTotalWithDiscount: gross,
    netTotalWithDiscount: net,
    paymentType: sale.paymentType,
    withRetention: sale.withRetention,
    bookingId,
    customerId: sale.customerId ?? -1,
    paymentDeadline,
  };
}
