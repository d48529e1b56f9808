import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { closedObject, customerIdParams, emptyQuery, idSchema, withErrors } from '../http/schemas.ts';
import { findCustomerEmail, listCustomerComms } from './customer-comms.ts';

/** The answer to an unknown e-mail id and to another customer's. */
export const EMAIL_NOT_FOUND = 'Email not found';

const emailSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    subject: { type: 'string' },
    body: { type: 'string' },
    created: { type: 'string' },
  },
  required: ['id', 'subject', 'body', 'created'],
} as const;

const smsSchema = {
  type: 'object',
  properties: { body: { type: 'string' }, created: { type: 'string' } },
  required: ['body', 'created'],
} as const;

/**
 * The customer's communications under /api/publiccomms (document 3, 7): their e-mails and SMS, and one e-mail.
 * The token's customer may read its own and its children's only.
 */
export function customerCommsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/customer-comms/:customerId',
      {
        schema: {
          params: customerIdParams,
          querystring: emptyQuery,
          response: withErrors({
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              model: {
                type: 'object',
                properties: {
                  emails: { type: 'array', items: emailSchema },
                  smss: { type: 'array', items: smsSchema },
                },
                required: ['emails', 'smss'],
              },
            },
            required: ['ok', 'model'],
          }),
        },
      },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        return { ok: true, model: listCustomerComms(ctx.db, customerId) };
      },
    );

    app.get<{ Params: { id: number; customerId: number } }>(
      '/customer-comms/emails/:id/:customerId',
      {
        schema: {
          params: closedObject({ id: idSchema, customerId: idSchema }),
          querystring: emptyQuery,
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, model: emailSchema },
            required: ['ok', 'model'],
          }),
        },
      },
      (request) => {
        const { id, customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const email = findCustomerEmail(ctx.db, id, customerId);
        if (!email) throw new HttpError(404, EMAIL_NOT_FOUND);
        return { ok: true, model: email };
      },
    );
    done();
  };
}
