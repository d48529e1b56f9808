// The wire schemas of the levels calls and the provider sandbox (shared-contracts level-entities.ts: LevelGroup,
// LevelEntry, LevelProviderLink).
import { levelProviderUserIdMaxLength } from '@club/shared-contracts/level-entities';
import { LevelProvider, Sport } from '@club/shared-contracts/entities';
import {
  customerIdParams,
  customerLine,
  idSchema,
  okSchema,
  recordNameSchema,
  withErrors,
} from '../http/schemas.ts';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;

/** The longest redirect_uri the sandbox takes. */
export const REDIRECT_URI_MAX_LENGTH = 2000;

/** `{ customerId }` path of GET /api/publicbookings/levels/{customerId}. */
export const levelsParams = customerIdParams;

/** `{ customerId, provider }` path of the link calls; an unknown provider answers the club's text (404). */
export const providerLinkParams = {
  type: 'object',
  properties: { customerId: idSchema, provider: recordNameSchema },
  required: ['customerId', 'provider'],
  additionalProperties: false,
} as const;

/** The body of POST …/link (LevelProviderLink): the provider's user_id, as JSON `{ userId }`. */
export const providerLinkBody = {
  type: 'object',
  properties: { userId: customerLine(levelProviderUserIdMaxLength) },
  required: ['userId'],
  additionalProperties: false,
} as const;

const levelEntrySchema = {
  type: 'object',
  properties: {
    comments: str,
    date: str,
    parentId: { type: ['integer', 'null'] },
    modification: num,
    newLevel: num,
  },
  required: ['comments', 'date', 'parentId', 'modification', 'newLevel'],
} as const;

/** Answer of GET /api/publicbookings/levels/{customerId}: `{ ok, model: LevelGroup[] }`. */
export const levelsAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    model: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          sport: { type: 'string', enum: Object.values(Sport) },
          provider: { type: 'string', enum: Object.values(LevelProvider) },
          levels: { type: 'array', items: levelEntrySchema },
        },
        required: ['sport', 'provider', 'levels'],
      },
    },
  },
  required: ['ok', 'model'],
});

/** Answer of GET …/link: `{ ok, model }`, the provider's authorisation page. */
export const providerLinkAnswer = withErrors({
  type: 'object',
  properties: { ok: { type: 'boolean' }, model: str },
  required: ['ok', 'model'],
});

/** Answer of POST …/link: `{ ok }`. */
export const linkSavedAnswer = withErrors(okSchema);

/** `{ provider }` path of the sandbox's authorisation page. */
export const sandboxParams = {
  type: 'object',
  properties: { provider: recordNameSchema },
  required: ['provider'],
  additionalProperties: false,
} as const;

/** Query of the sandbox's authorisation page: where to come back to. */
export const sandboxQuery = {
  type: 'object',
  properties: { redirect_uri: { type: 'string', minLength: 1, maxLength: REDIRECT_URI_MAX_LENGTH } },
  required: ['redirect_uri'],
  additionalProperties: false,
} as const;
