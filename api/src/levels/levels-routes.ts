import type { FastifyInstance } from 'fastify';
import type { LevelProvider } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { admitsCrossOrigin } from '../settings/cross-origins.ts';
import { inTransaction } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { errorSchema } from '../http/schemas.ts';
import {
  importLevelHistories,
  isLevelProvider,
  levelGroupsOf,
  saveProviderLink,
} from './level-repository.ts';
import { LEVEL_TEXTS } from './level-texts.ts';
import {
  authorizePage,
  checkedRedirect,
  sandboxAuthorizeUrl,
  sandboxLevels,
} from './level-provider-sandbox.ts';
import {
  levelsAnswer,
  levelsParams,
  linkSavedAnswer,
  providerLinkAnswer,
  providerLinkBody,
  providerLinkParams,
  sandboxParams,
  sandboxQuery,
} from './levels-wire.ts';

/** The provider a path names, or 404 with the club's text. */
function providerOf(text: string): LevelProvider {
  if (!isLevelProvider(text)) throw new HttpError(404, LEVEL_TEXTS.unknownProvider);
  return text;
}

/**
 * Levels under /api/publicbookings (document 2, 2.8 and 7): a customer's level history per sport and provider, the
 * provider's authorisation page to link an account, and the link itself, which imports the account's levels.
 */
export function levelsRoutes(ctx: AppContext) {
  const timeZone = () => ctx.bookingCatalog.timeZone();
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/levels/:customerId',
      { schema: { params: levelsParams, response: levelsAnswer } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        return { ok: true, model: levelGroupsOf(ctx.db, customerId, timeZone()) };
      },
    );

    app.get<{ Params: { customerId: number; provider: string } }>(
      '/levels/:customerId/provider/:provider/link',
      { schema: { params: providerLinkParams, response: providerLinkAnswer } },
      (request) => {
        const { customerId, provider } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        // A real provider's address would come from the club's settings; offline it is the API's own sandbox.
        return { ok: true, model: sandboxAuthorizeUrl(providerOf(provider)) };
      },
    );

    app.post<{ Params: { customerId: number; provider: string }; Body: { userId: string } }>(
      '/levels/:customerId/provider/:provider/link',
      { schema: { params: providerLinkParams, body: providerLinkBody, response: linkSavedAnswer } },
      (request) => {
        const { customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const provider = providerOf(request.params.provider);
        const userId = request.body.userId.trim();
        if (userId === '') throw new HttpError(400, LEVEL_TEXTS.missingUserId);
        const now = ctx.now();
        const histories = sandboxLevels(provider, userId, now, timeZone());
        if (!histories) throw new HttpError(400, LEVEL_TEXTS.unknownProviderUser);
        inTransaction(ctx.db, () => {
          saveProviderLink(ctx.db, customerId, provider, userId, now);
          importLevelHistories(ctx.db, customerId, histories);
        });
        return { ok: true };
      },
    );
    done();
  };
}

/**
 * The level providers' sandbox under /api/level-providers: GET /{provider}/authorize?redirect_uri=… answers the
 * provider's authorisation page (HTML). Only the link page of that provider on a site of the club is accepted as
 * redirect_uri.
 */
export function levelProviderSandboxRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { provider: string }; Querystring: { redirect_uri: string } }>(
      '/:provider/authorize',
      {
        schema: {
          params: sandboxParams,
          querystring: sandboxQuery,
          response: { '4xx': errorSchema, '5xx': errorSchema },
        },
      },
      (request, reply) => {
        const provider = providerOf(request.params.provider);
        const back = checkedRedirect(provider, request.query.redirect_uri, (origin) =>
          admitsCrossOrigin(ctx.settings, origin),
        );
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('Cache-Control', 'no-store')
            .header('X-Content-Type-Options', 'nosniff')
            // No scripts, no forms, nothing loaded: two links and inline styles; framing refused (clickjacking).
            .header(
              'Content-Security-Policy',
              "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
            )
            .header('Referrer-Policy', 'no-referrer')
            .send(authorizePage(provider, back))
        );
      },
    );
    done();
  };
}
