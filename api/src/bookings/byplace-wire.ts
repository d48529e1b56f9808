// The wire schemas of joining by place, the place map, the booking info, teams and results (shared-contracts
// booking-entities.ts: ByPlaceListQuery, ByPlaceBooking, PlacePrebookAnswer, BookingTemplateInfo, BookingInfo,
// TeamUpdate, ResultsPayload).
import { closedObject, idSchema, okSchema, withErrors } from '../http/schemas.ts';
import { bookingSaleSchema, daySchema } from './booking-wire.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const teamSchema = { type: 'integer', enum: [-1, 0, 1] } as const;

/** The most sets a match is played to. */
export const MAX_SETS = 5;

/** Games of one set: a whole number from 0 to 99. */
const gamesSchema = { type: 'integer', minimum: 0, maximum: 99 } as const;

/** The body of POST /api/publicbookings/byplace-list (ByPlaceListQuery). */
export const byPlaceListBody = {
  type: 'object',
  properties: {
    bookingTypeId: { anyOf: [idSchema, { type: 'null' }] },
    customerId: { anyOf: [idSchema, { type: 'null' }] },
    date: daySchema,
  },
  required: ['date'],
  additionalProperties: false,
} as const;

const placePrebookPath = {
  customerId: idSchema,
  bookingId: idSchema,
  origin: { type: 'string', enum: ['Web', 'iOS', 'Android'] },
} as const;

/** Path of byplace-prebook-place without a map place. */
export const placePrebookParams = closedObject(placePrebookPath);

/** Path of byplace-prebook-place with the map's place. */
export const mapPlacePrebookParams = closedObject({ ...placePrebookPath, placeId: idSchema });

/** The body of byplace-prebook-place: nothing, or the team chosen (PlacePrebookTeam). */
export const placePrebookBody = {
  type: 'object',
  properties: { team: teamSchema },
  additionalProperties: false,
} as const;

/** `{ templateId, bookingId }` path parameters. */
export const templateInfoParams = closedObject({ templateId: idSchema, bookingId: idSchema });

/** `{ bookingId }` path parameters. */
export const bookingIdParams = closedObject({ bookingId: idSchema });

/** The body of PUT /api/publicbookings/update-team (TeamUpdate). */
export const teamUpdateBody = closedObject({ id: idSchema, team: teamSchema });

/** The body of POST /api/publicbookings/save-results (ResultsPayload). */
export const resultsBody = {
  type: 'object',
  properties: {
    bookingId: idSchema,
    team1: { type: 'array', maxItems: MAX_SETS, items: gamesSchema },
    team2: { type: 'array', maxItems: MAX_SETS, items: gamesSchema },
  },
  required: ['bookingId', 'team1', 'team2'],
  additionalProperties: false,
} as const;

const playerSchema = {
  type: 'object',
  properties: {
    id: int,
    customerId: int,
    name: str,
    logo: str,
    level: { type: ['number', 'null'] },
    team: int,
    isPlaceholder: bool,
    totalDebts: num,
    price: num,
  },
  required: ['id', 'customerId', 'name', 'logo', 'level', 'team', 'isPlaceholder', 'totalDebts', 'price'],
} as const;

const cardProperties = {
  id: int,
  dtStart: str,
  date: str,
  startHour: str,
  duration: int,
  sport: str,
  concept: str,
  bookingTypeName: str,
  gender: str,
  minLevel: num,
  maxLevel: num,
  modifyLevel: bool,
  price: num,
  netPrice: num,
  participantsIn: int,
  maxParticipants: int,
  players: { type: 'array', items: playerSchema },
  isPast: bool,
  resourceName: str,
  results: {
    anyOf: [
      {
        type: 'object',
        properties: {
          nSets: int,
          team1: { type: 'array', items: int },
          team2: { type: 'array', items: int },
        },
        required: ['nSets', 'team1', 'team2'],
      },
      { type: 'null' },
    ],
  },
} as const;

const cardRequired = Object.keys(cardProperties);

/** Where the asker stands on a booking's waiting list (WaitingListState). */
const waitingListSchema = {
  type: 'object',
  properties: {
    position: { anyOf: [int, { type: 'null' }] },
    offerExpiresAt: { anyOf: [str, { type: 'null' }] },
    heldPlaces: int,
  },
  required: ['position', 'offerExpiresAt', 'heldPlaces'],
} as const;

/** Why a match's rules keep the asker out (JoinRefusal), or null. */
const joinRefusalSchema = {
  anyOf: [{ type: 'string', enum: ['noLevel', 'outsideLevel', 'menOnly', 'womenOnly'] }, { type: 'null' }],
} as const;

/** Answer of byplace-list: `{ ok, data: ByPlaceBooking[] }`. */
export const byPlaceListAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...cardProperties,
          start: str,
          bookingTypeId: int,
          bookingTemplateId: { type: ['integer', 'null'] },
          description: str,
          serviceFree: bool,
          waitingList: waitingListSchema,
          joinRefusal: joinRefusalSchema,
        },
        required: [
          ...cardRequired,
          'start',
          'bookingTypeId',
          'bookingTemplateId',
          'description',
          'serviceFree',
          'waitingList',
          'joinRefusal',
        ],
      },
    },
  },
  required: ['ok', 'data'],
} as const);

/** Path of the waiting-list calls: the customer and the booking. */
export const waitingListParams = closedObject({ customerId: idSchema, bookingId: idSchema });

/** Answer of joining a waiting list: `{ ok, model: WaitingListState }`, or a refusal. */
export const waitingListAnswer = withErrors({
  type: 'object',
  properties: { ok: bool, errorMsg: str, model: waitingListSchema },
  required: ['ok'],
} as const);

/** Answer of leaving a waiting list. */
export const leaveWaitingListAnswer = withErrors(okSchema);

/** Answer of booking info: `{ ok, model: BookingInfo }`. */
export const bookingInfoAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    model: {
      type: 'object',
      properties: {
        ...cardProperties,
        resourceIds: { type: 'array', items: int },
        allowJoin: bool,
        allowPay: bool,
        paymentType: int,
        bookingTypeId: int,
        waitingList: waitingListSchema,
        joinRefusal: joinRefusalSchema,
      },
      required: [
        ...cardRequired,
        'resourceIds',
        'allowJoin',
        'allowPay',
        'paymentType',
        'bookingTypeId',
        'waitingList',
        'joinRefusal',
      ],
    },
  },
  required: ['ok', 'model'],
} as const);

/** Answer of byplace-prebook-place (PlacePrebookAnswer), or a refusal `{ ok: false, errorMsg }`. */
export const placePrebookAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    model: { anyOf: [bookingSaleSchema, { type: 'null' }] },
    serviceFree: bool,
  },
  required: ['ok'],
} as const);

/** Answer of booking-template-info: `{ ok, model: BookingTemplateInfo }`. */
export const templateInfoAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    model: {
      type: 'object',
      properties: {
        participants: {
          type: 'array',
          items: {
            type: 'object',
            properties: { bookingTemplatePlaceId: int, name: str, phone: str, email: str, logo: str },
            required: ['bookingTemplatePlaceId', 'name', 'phone', 'email', 'logo'],
          },
        },
        allowSeeParticipants: bool,
        imageMap: str,
        templateMap: {
          type: 'object',
          properties: { id: int, configJson: str },
          required: ['id', 'configJson'],
        },
        places: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: int, place: str, configJson: str },
            required: ['id', 'place', 'configJson'],
          },
        },
      },
      required: ['participants', 'allowSeeParticipants', 'imageMap', 'templateMap', 'places'],
    },
  },
  required: ['ok', 'model'],
} as const);

/** Answer of update-team: `{ ok }`, or a refusal. */
export const teamUpdateAnswer = withErrors(okSchema);

/** Answer of save-results: `{ ok, data: { team1, team2 } }`, or a refusal. */
export const resultsAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    data: {
      type: 'object',
      properties: { team1: { type: 'array', items: int }, team2: { type: 'array', items: int } },
      required: ['team1', 'team2'],
    },
  },
  required: ['ok'],
} as const);
