import type { FastifyInstance } from 'fastify';
import { APP_LINK_CODE_TTL_MS, APP_LINK_TTL_MS } from '../app-context.ts';
import type { AppContext } from '../app-context.ts';
import { closedObject, customerLine, tokenSchema, withErrors } from '../http/schemas.ts';
import type { RedeemRefusal } from './app-link-repository.ts';

// How the club's mobile app links a customer's account (README, The club's mobile app): it asks for a link code with
// the S256 challenge of a secret it keeps, opens /link-account?token=<code>, where the customer logs in and confirms;
// the page hands the app a confirmation through its bridge, and the app redeems code, secret and confirmation for the
// token /auto-login takes (cauth with externalToken alone).

/** The answers of refused link codes, by reason (the page shows its own translation of the first three). */
export const APP_LINK_TEXTS: Record<RedeemRefusal, string> = {
  unknown: 'Este enlace de la app no es válido: vuelve a vincular tu cuenta desde la app.',
  used: 'Este enlace de la app ya se ha usado: vuelve a vincular tu cuenta desde la app.',
  lapsed: 'Este enlace de la app ha caducado (dura 5 minutos): vuelve a vincular tu cuenta desde la app.',
  unconfirmed: 'El cliente aún no ha confirmado la vinculación.',
  mismatch: 'El código no corresponde a esta app: vuelve a pedir la vinculación.',
};

/** The longest name an app gives itself. */
const APP_NAME_MAX_LENGTH = 60;

/** PKCE's verifier (RFC 7636): 43 to 128 unreserved characters. */
const codeVerifierSchema = {
  type: 'string',
  minLength: 43,
  maxLength: 128,
  pattern: '^[A-Za-z0-9._~-]+$',
} as const;
/** base64url(SHA-256(verifier)) without padding: 43 characters. */
const codeChallengeSchema = {
  type: 'string',
  minLength: 43,
  maxLength: 43,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

const refusal = (reason: RedeemRefusal) => ({ ok: false, errorMsg: APP_LINK_TEXTS[reason], reason });

const answerOf = (model: Record<string, object>) => {
  const modelSchema = {
    type: 'object',
    properties: model,
    required: Object.keys(model),
  } as const;
  return withErrors({
    type: 'object',
    properties: {
      ok: { type: 'boolean' },
      errorMsg: { type: 'string' },
      reason: { type: 'string' },
      model: modelSchema,
    },
    required: ['ok'],
  });
};

interface IssueBody {
  appName?: string;
  codeChallenge: string;
}
interface CodeBody {
  code: string;
}
interface RedeemBody {
  code: string;
  codeVerifier: string;
  confirmation: string;
}

/** The link code calls under /api/publiccustomers/app-link-codes. */
export function appLinkRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: IssueBody }>(
      '/app-link-codes',
      {
        // Anyone may ask, so each address asks as often as it may log in.
        config: { rateLimit: {} },
        schema: {
          body: {
            type: 'object',
            properties: { appName: customerLine(APP_NAME_MAX_LENGTH), codeChallenge: codeChallengeSchema },
            required: ['codeChallenge'],
            additionalProperties: false,
          },
          response: answerOf({
            code: { type: 'string' },
            expires: { type: 'string' },
            appName: { type: 'string' },
          }),
        },
      },
      (request) => {
        const appName = request.body.appName?.trim() ?? '';
        const issued = ctx.appLinks.issueCode(appName, request.body.codeChallenge, APP_LINK_CODE_TTL_MS);
        return { ok: true, model: { code: issued.code, expires: issued.expires.toISOString(), appName } };
      },
    );

    app.post<{ Body: CodeBody }>(
      '/app-link-codes/lookup',
      {
        schema: {
          body: closedObject({ code: tokenSchema }),
          response: answerOf({ appName: { type: 'string' }, expires: { type: 'string' } }),
        },
      },
      (request) => {
        const pending = ctx.appLinks.findCode(request.body.code);
        if (typeof pending === 'string') return refusal(pending);
        return { ok: true, model: { appName: pending.appName, expires: pending.expires.toISOString() } };
      },
    );

    app.post<{ Body: CodeBody }>(
      '/app-link-codes/confirm',
      {
        schema: {
          body: closedObject({ code: tokenSchema }),
          response: answerOf({ confirmation: { type: 'string' } }),
        },
      },
      (request) => {
        // The customer logged in on the page; a parent acting as a child links the app to the child it acts as.
        const session = ctx.auth.requireSession(request);
        const confirmed = ctx.appLinks.confirmCode(request.body.code, session.customer.id);
        if (typeof confirmed === 'string') return refusal(confirmed);
        return { ok: true, model: { confirmation: confirmed.confirmation } };
      },
    );

    app.post<{ Body: RedeemBody }>(
      '/app-link-codes/redeem',
      {
        config: { rateLimit: {} },
        schema: {
          body: closedObject({
            code: tokenSchema,
            codeVerifier: codeVerifierSchema,
            confirmation: tokenSchema,
          }),
          response: answerOf({ token: { type: 'string' }, customerId: { type: 'integer' } }),
        },
      },
      (request) => {
        const { code, codeVerifier, confirmation } = request.body;
        const redeemed = ctx.appLinks.redeemCode(code, codeVerifier, confirmation, APP_LINK_TTL_MS);
        if (typeof redeemed === 'string') return refusal(redeemed);
        return { ok: true, model: redeemed };
      },
    );
    done();
  };
}
