import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import { errorSchema } from '../http/schemas.ts';

/** The folder of the demo club's static images. */
export const UPLOADS_DIR = resolve(import.meta.dirname, '..', '..', 'uploads');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A plain file name: no folders, no leading dot, a known image extension. */
const FILE_NAME = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\\.(svg|png|jpg|jpeg|webp)$';

/** GET /uploads/:file, the static images named by Settings.Uploads. */
export function uploadsRoutes(uploadsDir: string = UPLOADS_DIR) {
  const root = resolve(uploadsDir);
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { file: string } }>(
      '/:file',
      {
        schema: {
          params: {
            type: 'object',
            properties: { file: { type: 'string', maxLength: 120, pattern: FILE_NAME } },
            required: ['file'],
            additionalProperties: false,
          },
          response: { '4xx': errorSchema, '5xx': errorSchema },
        },
      },
      async (request, reply) => {
        const path = join(root, request.params.file);
        // The pattern already forbids separators; this guards against any future loosening of it.
        if (!path.startsWith(root + sep) || path.includes('..'))
          throw new HttpError(400, ERROR_TEXTS.badRequest);
        const info = await stat(path).catch(() => undefined);
        if (!info?.isFile()) throw new HttpError(404, ERROR_TEXTS.notFound);
        const body = await readFile(path);
        return (
          reply
            .type(CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .header('X-Content-Type-Options', 'nosniff')
            // An SVG opened on its own must not run scripts on the API's origin.
            .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .send(body)
        );
      },
    );
    done();
  };
}
