import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { emptyQuery, withErrors } from '../http/schemas.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { createBannerRepository } from './banner-repository.ts';

const bannerSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    text: { type: 'string' },
    image: { type: 'string' },
    url: { type: 'string' },
  },
  required: ['id', 'title', 'text', 'image', 'url'],
} as const;

/** GET /api/banners/open-list: the club's board banners in its order (the home page shows the first 4). */
export function bannersRoutes(ctx: AppContext) {
  const banners = createBannerRepository(ctx.db);
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/open-list',
      {
        schema: {
          querystring: emptyQuery,
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, rowData: { type: 'array', items: bannerSchema } },
            required: ['ok', 'rowData'],
          }),
        },
      },
      () => ({ ok: true, rowData: banners.list(CLUB_ID) }),
    );
    done();
  };
}
