import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { withErrors } from '../http/schemas.ts';
import type { PostSummary } from './post-repository.ts';

/** Most posts one list call may ask for. */
export const MAX_POST_COUNT = 100;

interface ListQuery {
  count: number;
  popular: boolean;
}

const postSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    image: { type: 'string' },
    smalText: { type: 'string' },
    created: { type: 'string' },
    name: { type: 'string' },
  },
  required: ['id', 'title', 'image', 'smalText', 'created', 'name'],
} as const;

/** The wire form of a post summary (the field `smalText` is spelt as the clients expect). */
export const toWirePostSummary = (post: PostSummary) => ({
  id: post.id,
  title: post.title,
  image: post.image,
  smalText: post.smallText,
  created: post.created,
  name: post.authorName,
});

/** The blog calls under /api/cztextblocks. */
export function cztextblocksRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Querystring: ListQuery }>(
      '/list-with-users',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              count: { type: 'integer', minimum: 1, maximum: MAX_POST_COUNT, default: 2 },
              popular: { type: 'boolean', default: false },
            },
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, model: { type: 'array', items: postSummarySchema } },
            required: ['ok', 'model'],
          }),
        },
      },
      (request) => ({
        ok: true,
        model: ctx.posts.listWithUsers(request.query.count, request.query.popular).map(toWirePostSummary),
      }),
    );
    done();
  };
}
