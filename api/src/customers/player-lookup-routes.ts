import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Sport } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { searchSchema, withErrors } from '../http/schemas.ts';
import { bearerToken } from '../tokens/auth.ts';

/** The lookup starts at this many characters; shorter texts answer no rows. */
export const LOOKUP_MIN_LENGTH = 3;
/** Customers answered at most. */
export const LOOKUP_ROWS = 20;
/** Lookups per token (or address) and minute by default: enough to type, too few to walk the customer list. */
export const DEFAULT_LOOKUP_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

const lookupBody = {
  type: 'object',
  properties: { search: searchSchema, sport: { type: 'string', enum: Object.values(Sport) } },
  required: ['search'],
  additionalProperties: false,
} as const;

const lookupAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    rowData: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          surname: { type: 'string' },
          logo: { type: 'string' },
          level: { type: ['number', 'null'] },
        },
        required: ['id', 'name', 'surname', 'logo', 'level'],
        additionalProperties: false,
      },
    },
  },
  required: ['ok', 'rowData'],
} as const);

// Counted per session, so players behind one club Wi-Fi do not share a limit; a call without a token (refused
// anyway) by its address.
const lookupKey = (request: FastifyRequest): string => {
  const token = bearerToken(request);
  return token ? `token:${token}` : `ip:${request.ip}`;
};

/**
 * POST /api/publiccustomers/list, the player lookup of checkout-booking's "Search a player" (document 2, 2.4): the
 * club's customers by name or surname, for logged-in customers only and rate-limited, answering what a teammate
 * may see (id, names, logo, level), never an e-mail or phone; the caller is left out.
 */
export function playerLookupRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: { search: string; sport?: Sport } }>(
      '/list',
      {
        config: {
          rateLimit: {
            max: ctx.lookupRateLimit.max,
            timeWindow: ctx.lookupRateLimit.timeWindowMs,
            keyGenerator: lookupKey,
          },
        },
        schema: { body: lookupBody, response: lookupAnswer },
      },
      (request) => {
        const session = ctx.auth.requireSession(request);
        const text = request.body.search.trim();
        if (text.length < LOOKUP_MIN_LENGTH) return { ok: true, rowData: [] };
        return {
          ok: true,
          rowData: ctx.playerLookup.find(text, request.body.sport, session.customer.id, LOOKUP_ROWS),
        };
      },
    );
    done();
  };
}
