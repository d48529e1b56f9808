import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { idSchema, recordNameSchema, withErrors } from '../http/schemas.ts';

interface OpenListQuery {
  parentName: string;
  parentId: number;
  category: string;
}

/** GET /api/fileuploads/open-list: public files of a record, e.g. the club gallery or sponsors. */
export function fileUploadsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Querystring: OpenListQuery }>(
      '/open-list',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { parentName: recordNameSchema, parentId: idSchema, category: recordNameSchema },
            required: ['parentName', 'parentId', 'category'],
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { url: { type: 'string' }, description: { type: 'string' } },
                  required: ['url', 'description'],
                },
              },
            },
            required: ['ok', 'data'],
          }),
        },
      },
      (request) => {
        const { parentName, parentId, category } = request.query;
        // url is a file name relative to Settings.Uploads, like every other image name the API sends.
        const data = ctx.files
          .list(parentName, parentId, category)
          .map((file) => ({ url: file.fileName, description: file.description }));
        return { ok: true, data };
      },
    );
    done();
  };
}
