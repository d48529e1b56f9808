// The wire schemas of the trainings calls (shared-contracts training-entities.ts: TrainingListQuery, TrainingQuery,
// TrainingLists, Training).
import { customerIdParams, idSchema, withErrors } from '../http/schemas.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** The body of POST /api/publicteams/trainings (TrainingListQuery): the same `{ customerId }` object. */
export const trainingListBody = customerIdParams;

/** The body of POST /api/publicteams/training (TrainingQuery). */
export const trainingBody = {
  type: 'object',
  properties: { customerId: idSchema, itemId: idSchema },
  required: ['customerId', 'itemId'],
  additionalProperties: false,
} as const;

const summaryProperties = { id: int, start: str, duration: int, description: str } as const;
const summarySchema = {
  type: 'object',
  properties: summaryProperties,
  required: Object.keys(summaryProperties),
} as const;

const linkSchema = {
  type: 'object',
  properties: { title: str, url: str },
  required: ['title', 'url'],
} as const;

/** Answer of POST /api/publicteams/trainings: `{ ok, model: { next, past } }`. */
export const trainingListAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    model: {
      type: 'object',
      properties: {
        next: { type: 'array', items: summarySchema },
        past: { type: 'array', items: summarySchema },
      },
      required: ['next', 'past'],
    },
  },
  required: ['ok', 'model'],
});

const trainingProperties = {
  ...summaryProperties,
  presented: { type: 'boolean' },
  publicComments: str,
  gallery: {
    type: 'array',
    items: {
      type: 'object',
      properties: { url: str, title: str, width: int, height: int },
      required: ['url', 'title', 'width', 'height'],
    },
  },
  videos: { type: 'array', items: linkSchema },
  files: { type: 'array', items: linkSchema },
} as const;

/** Answer of POST /api/publicteams/training: `{ ok, model: Training }`. */
export const trainingAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    model: { type: 'object', properties: trainingProperties, required: Object.keys(trainingProperties) },
  },
  required: ['ok', 'model'],
});
