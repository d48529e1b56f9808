import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { TEXT_LIMITS, customerLines, emailSchema, okSchema, withErrors } from '../http/schemas.ts';

const ORIGINS = new Set(['Web', 'iOS', 'Android']);

interface InfoRequestBody {
  email: string;
  question: string;
}

/** POST /api/publiccomms/info-request: the footer's "Request more info" form. */
export function publicCommsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: InfoRequestBody }>(
      '/info-request',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              email: emailSchema,
              question: { ...customerLines(TEXT_LIMITS.question), minLength: 1 },
            },
            required: ['email', 'question'],
            additionalProperties: false,
          },
          response: withErrors(okSchema),
        },
      },
      (request) => {
        const email = request.body.email.trim();
        const question = request.body.question.trim();
        if (question === '') throw new HttpError(400, 'question is required');
        const header = request.headers.czorigin;
        const origin = typeof header === 'string' && ORIGINS.has(header) ? header : 'Web';
        ctx.infoRequests.add({ email, question, origin });
        return { ok: true };
      },
    );
    done();
  };
}
