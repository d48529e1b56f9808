import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { gridStatusSchema, pageOf, rowSchema } from '../http/grid-status.ts';
import { idSchema, withErrors } from '../http/schemas.ts';
import { parsePostGridStatus } from './post-grid-status.ts';
import type { PostSummary, TextBlockRecord } from './post-repository.ts';

/** The answer to an unknown text block id. */
export const POST_NOT_FOUND = 'Post not found';

/** The blog's page size (document 3, 9): the rows answered when the query names none. */
export const BLOG_PAGE_SIZE = 30;

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

const textBlockSchema = {
  type: 'object',
  properties: {
    ...postSummarySchema.properties,
    text: { type: 'string' },
    textBlockType: { type: 'string' },
  },
  required: [...postSummarySchema.required, 'text', 'textBlockType'],
} as const;

/** The wire form of a text block (TextBlock of shared-contracts). */
export const toWireTextBlock = (block: TextBlockRecord) => ({
  ...toWirePostSummary(block),
  text: block.text,
  textBlockType: block.type,
});

interface PageQuery {
  startRow: number;
  endRow: number;
  gridStatus?: string;
}

/** The rows the home page's text block lists load when the query names none: 0 to 14 (document 2, 9). */
export const HOME_TEXT_BLOCK_ROWS = { startRow: 0, endRow: 14 } as const;

interface TextBlockListQuery {
  startRow: number;
  endRow: number;
  lookup: boolean;
  gridstatus?: string;
}

/** The blog's and the home page's calls under /api/cztextblocks. */
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

    app.get<{ Querystring: PageQuery }>(
      '/list-by-page',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              startRow: { ...rowSchema, default: 0 },
              endRow: { ...rowSchema, default: BLOG_PAGE_SIZE - 1 },
              gridStatus: gridStatusSchema,
            },
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              data: { type: 'array', items: textBlockSchema },
              totalCount: { type: 'integer' },
            },
            required: ['ok', 'data', 'totalCount'],
          }),
        },
      },
      (request) => {
        const page = pageOf(request.query.startRow, request.query.endRow);
        const { blocks, totalCount } = ctx.posts.listPage(
          parsePostGridStatus(request.query.gridStatus),
          page,
        );
        return { ok: true, data: blocks.map(toWireTextBlock), totalCount };
      },
    );

    // The home page's testimonials and team (document 2, 7): text blocks filtered by the grid status, spelt
    // `gridstatus` on this call. `lookup=true` is what the front end sends; the answer is the same either way.
    app.get<{ Querystring: TextBlockListQuery }>(
      '/list',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              startRow: { ...rowSchema, default: HOME_TEXT_BLOCK_ROWS.startRow },
              endRow: { ...rowSchema, default: HOME_TEXT_BLOCK_ROWS.endRow },
              lookup: { type: 'boolean', default: false },
              gridstatus: gridStatusSchema,
            },
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, rowData: { type: 'array', items: textBlockSchema } },
            required: ['ok', 'rowData'],
          }),
        },
      },
      (request) => {
        const page = pageOf(request.query.startRow, request.query.endRow);
        const { blocks } = ctx.posts.listPage(
          parsePostGridStatus(request.query.gridstatus, 'gridstatus'),
          page,
        );
        return { ok: true, rowData: blocks.map(toWireTextBlock) };
      },
    );

    app.get<{ Querystring: { id: number } }>(
      '/get-with-user',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { id: idSchema },
            required: ['id'],
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, model: textBlockSchema },
            required: ['ok', 'model'],
          }),
        },
      },
      (request) => {
        // Each reading counts towards the popular posts.
        const block = ctx.posts.readWithUser(request.query.id);
        if (!block) throw new HttpError(404, POST_NOT_FOUND);
        return { ok: true, model: toWireTextBlock(block) };
      },
    );
    done();
  };
}
