import type { FastifyInstance } from 'fastify';
import { TEMPORARY_LOGIN_MS, type AppContext } from '../app-context.ts';
import { clubMoment, localDateTime } from '../bookings/club-time.ts';
import { removeFormFiles } from '../forms/form-files.ts';
import { createFormRepository } from '../forms/form-repository.ts';
import { HttpError } from '../http/errors.ts';
import { emptyQuery, idSchema, withErrors } from '../http/schemas.ts';
import type { CustomerProof } from '../tokens/auth.ts';
import {
  createActivityStore,
  type ActivityRecord,
  type ActivityStore,
  type SignUpRequest,
  type SignUpResult,
} from './activity-store.ts';
import { ACTIVITY_TEXTS } from './activity-texts.ts';
import {
  activitySchema,
  optionalIdSchema,
  activitySummarySchema,
  signUpAnswer,
  signUpReply,
  toWireActivity,
  toWireSummary,
} from './activity-wire.ts';

/** The activity store of the app. */
export const activityStoreOf = (ctx: AppContext): ActivityStore =>
  createActivityStore(ctx.db, createFormRepository(ctx.db));

/** What a sign-up takes from the app: the club's clock (club-local and UTC) and how it writes prices. */
export function signUpMoment(ctx: AppContext): Pick<SignUpRequest, 'nowLocal' | 'nowIso' | 'priceWithTaxes'> {
  const now = ctx.now();
  return {
    nowLocal: localDateTime(clubMoment(now, ctx.bookingCatalog.timeZone())),
    nowIso: now.toISOString(),
    priceWithTaxes: ctx.settings.getSettings()?.priceWithTaxes ?? true,
  };
}

/** The activity, or 404 for an unknown id. */
export function requireActivity(activities: ActivityStore, id: number): ActivityRecord {
  const activity = activities.find(id);
  if (!activity) throw new HttpError(404, ACTIVITY_TEXTS.notFound);
  return activity;
}

/**
 * The answer of a sign-up to the caller. A customer signed up on the registration token (just registered: no session,
 * the account is not active until its link is opened) gets with the sales a paid activity owes a cart token (`ctk`):
 * a session of TEMPORARY_LOGIN_MS, as a visitor's checkout gets one, so that /checkout can take the payment (document
 * 3, 4: "A cart token returned with a sale is stored for 5 minutes and marks the user as logged in"). A customer
 * signed up with a session of their own, or owing nothing, gets none.
 */
export function signUpAnswerFor(ctx: AppContext, proof: CustomerProof, result: SignUpResult) {
  const owesSales = result.ok && result.sales.length > 0;
  const cartToken =
    proof.kind === 'registration' && owesSales
      ? ctx.tokens.issue(proof.customerId, 'session', TEMPORARY_LOGIN_MS).token
      : undefined;
  return signUpReply(result, cartToken);
}

interface InscriptionBody {
  id: number;
  customerId: number;
  partnerCustomerId?: number | null;
  activityCategoryId?: number | null;
}

const activityAnswer = withErrors({
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    model: activitySchema,
    hasCustomSignUp: { type: 'boolean' },
    alreadyIn: { type: 'boolean' },
  },
  required: ['ok', 'model', 'hasCustomSignUp', 'alreadyIn'],
} as const);

/**
 * The activities (document 3, 2 Activity detail, 4 Activity sign-up, 7): GET /api/publicactivities/list (the
 * upcoming ones), GET /{id} and /{id}/{customerId} (`alreadyIn` for that customer, whose token it needs),
 * GET /{id}/categories, POST /inscription, the direct sign-up of an activity without a form, and POST
 * /cancel-inscription/{id}/{customerId}, the cancel URL of a sign-up's unpaid sale. The customer's calls take a session
 * or, for the customer just registered, the registration token; giving up a sign-up takes a session (a paid sign-up's
 * cart token is one). `formFilesFolder` is where the sign-up forms' files are kept.
 */
export function publicActivitiesRoutes(ctx: AppContext, { formFilesFolder }: { formFilesFolder: string }) {
  const activities = activityStoreOf(ctx);
  const forms = createFormRepository(ctx.db);
  const answerFor = (activity: ActivityRecord, customerId: number | null) => ({
    ok: true,
    model: toWireActivity(activity),
    hasCustomSignUp: forms.listFields('Activity', activity.id).length > 0,
    alreadyIn: customerId !== null && activities.isIn(activity.id, customerId),
  });

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/list',
      {
        schema: {
          querystring: emptyQuery,
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, model: { type: 'array', items: activitySummarySchema } },
            required: ['ok', 'model'],
          } as const),
        },
      },
      () => ({
        ok: true,
        model: activities.listUpcoming(signUpMoment(ctx).nowLocal).map(toWireSummary),
      }),
    );

    app.get<{ Params: { id: number } }>(
      '/:id',
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: idSchema },
            required: ['id'],
            additionalProperties: false,
          },
          response: activityAnswer,
        },
      },
      (request) => answerFor(requireActivity(activities, request.params.id), null),
    );

    app.get<{ Params: { id: number } }>(
      '/:id/categories',
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: idSchema },
            required: ['id'],
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              model: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { id: { type: 'integer' }, name: { type: 'string' } },
                  required: ['id', 'name'],
                },
              },
            },
            required: ['ok', 'model'],
          } as const),
        },
      },
      (request) => ({
        ok: true,
        model: activities.categories(requireActivity(activities, request.params.id).id),
      }),
    );

    app.get<{ Params: { id: number; customerId: number } }>(
      '/:id/:customerId',
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: idSchema, customerId: idSchema },
            required: ['id', 'customerId'],
            additionalProperties: false,
          },
          response: activityAnswer,
        },
      },
      (request) => {
        ctx.auth.requireCustomerOrRegistration(request, request.params.customerId);
        return answerFor(requireActivity(activities, request.params.id), request.params.customerId);
      },
    );

    app.post<{ Body: InscriptionBody }>(
      '/inscription',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              id: idSchema,
              customerId: idSchema,
              partnerCustomerId: optionalIdSchema,
              activityCategoryId: optionalIdSchema,
            },
            required: ['id', 'customerId'],
          },
          response: signUpAnswer,
        },
      },
      (request) => {
        const { id, customerId } = request.body;
        const proof = ctx.auth.requireCustomerOrRegistration(request, customerId);
        requireActivity(activities, id);
        return signUpAnswerFor(
          ctx,
          proof,
          activities.signUp({
            activityId: id,
            customerId,
            partnerCustomerId: request.body.partnerCustomerId ?? null,
            categoryId: request.body.activityCategoryId ?? null,
            form: null,
            ...signUpMoment(ctx),
          }),
        );
      },
    );
    app.post<{ Params: { id: number; customerId: number } }>(
      '/cancel-inscription/:id/:customerId',
      {
        schema: {
          params: {
            type: 'object',
            properties: { id: idSchema, customerId: idSchema },
            required: ['id', 'customerId'],
            additionalProperties: false,
          },
          response: withErrors({
            type: 'object',
            properties: { ok: { type: 'boolean' }, errorMsg: { type: 'string' } },
            required: ['ok'],
          } as const),
        },
      },
      async (request) => {
        const { id, customerId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        requireActivity(activities, id);
        const result = activities.cancelUnpaid(id, customerId);
        if (!result.ok) return result;
        await removeFormFiles(formFilesFolder, result.fileIds);
        return { ok: true };
      },
    );
    done();
  };
}
