import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ACCOUNT_TEXTS } from '../customers/publiccustomers-routes.ts';
import { inTransaction } from '../db/database.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import { customerIdParams, emptyQuery, okSchema, withErrors } from '../http/schemas.ts';
import { accountDataFrom, type AccountSaveBody } from './account-changes.ts';
import type { Account } from './account-repository.ts';
import { customerAnswerSchema, customerSaveBodySchema } from './account-wire.ts';
import { parseCustomFieldValues } from './custom-field-values.ts';

/** The account page's calls under /api/publicacademycustomers: read and save the customer record. */
export function publicAcademyCustomersRoutes(ctx: AppContext) {
  // The caller may act for itself and its children; a deleted account answers like an unknown one.
  const accountFor = (customerId: number): Account => {
    const account = ctx.accounts.find(customerId);
    if (!account) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
    return account;
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/:customerId',
      { schema: { params: customerIdParams, querystring: emptyQuery, response: customerAnswerSchema } },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        return { ok: true, model: accountFor(request.params.customerId) };
      },
    );

    app.put<{ Body: AccountSaveBody }>(
      '/put-json',
      { schema: { body: customerSaveBodySchema, response: withErrors(okSchema) } },
      (request) => {
        const body = request.body;
        ctx.auth.requireCustomer(request, body.id);
        const account = accountFor(body.id);
        const data = accountDataFrom(body, account, ctx.now());
        const answers =
          body.customFieldValues === undefined
            ? new Map<number, string>()
            : parseCustomFieldValues(body.customFieldValues, account.customFields);
        return inTransaction(ctx.db, () => {
          // Checked inside the transaction, so two customers cannot take the same new e-mail at once.
          if (ctx.accounts.isEmailTaken(data.email, account.id)) {
            return { ok: false, errorMsg: ACCOUNT_TEXTS.alreadyRegistered };
          }
          ctx.accounts.save(account.id, data, answers);
          return { ok: true };
        });
      },
    );
    done();
  };
}
