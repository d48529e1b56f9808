// The Redsys routes: the merchant notification (POST /api/redsys/notification), settled once, and the sandbox's
// payment page under /api/redsys-sandbox, which stands for Redsys when no real keys are set. Both take form
// bodies, as Redsys posts them.
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { closedObject, customerLine, errorSchema, okSchema, withErrors } from '../../http/schemas.ts';
import { passesLuhn } from '../stripe/stripe-test-cards.ts';
import { settleReport, type Settle } from '../stripe/stripe-provider.ts';
import { notificationOutcome, SANDBOX_PAYMENT_PATH, type RedsysSettings } from './redsys-provider.ts';
import { cardPage, challengePage, closedPage, REDSYS_PAGE_TEXTS } from './redsys-sandbox-page.ts';
import {
  answerOf,
  createRedsysSandboxStore,
  REDSYS_TEST_CARDS,
  RESPONSE_CODES,
  TEST_CIP,
  type RedsysEnding,
  type RedsysSandboxStore,
  type RedsysSession,
} from './redsys-sandbox.ts';
import { verifyRequest, type SignedMessage } from './redsys-signature.ts';

/** Texts of the Redsys routes' refusals. */
export const REDSYS_TEXTS = {
  badSignature: 'The signature is not valid',
  badRequest: 'The payment request is not valid',
  unknownOrder: 'The notification names an order this server does not have',
} as const;

/** Where the sandbox's pages are (the site forwards /api to the API, so the path is the same on both origins). */
const PAGES_PATH = '/api/redsys-sandbox';

/** The longest base64 merchant parameters taken (a request holds a dozen short fields). */
const PARAMETERS_MAX_LENGTH = 8000;

const signedFormSchema = closedObject({
  Ds_SignatureVersion: { type: 'string', maxLength: 20 },
  Ds_MerchantParameters: { type: 'string', maxLength: PARAMETERS_MAX_LENGTH },
  Ds_Signature: { type: 'string', maxLength: 100 },
});

/** Form bodies (application/x-www-form-urlencoded) as objects of texts, in the plugin that calls this only. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * Answers a sandbox's page (Redsys's, Transbank's): never cached nor sniffed, no scripts, framing refused, and its
 * forms post only here and to the origins of the return addresses the page sends the customer to.
 */
export function sendSandboxPage(
  reply: FastifyReply,
  html: string,
  returnOrigins: readonly string[],
  status = 200,
): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${["'self'", ...returnOrigins].join(' ')}; frame-ancestors 'none'`,
    )
    .header('Referrer-Policy', 'no-referrer')
    .send(html);
}

/** What a sandbox's card page posts (Redsys's, Transbank's): the button's action and, to pay, the typed card. */
export interface CardForm<Action extends string> {
  action: Action;
  number?: string;
  expiry?: string;
  cvv?: string;
}

/** The schema of a sandbox card page's form: one of its actions, and the card's fields as the customer typed them. */
export const cardFormSchema = (actions: readonly string[]) => ({
  ...closedObject({
    action: { enum: actions },
    number: customerLine(30),
    expiry: customerLine(10),
    cvv: customerLine(10),
  }),
  required: ['action'],
});

/** POST /api/redsys/notification: Redsys's server notification, verified and settled once. */
export function redsysNotificationRoutes(deps: { settings: RedsysSettings; settle: Settle }) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    acceptFormBodies(app);
    app.post<{ Body: SignedMessage }>(
      '/notification',
      { schema: { body: signedFormSchema, response: withErrors(okSchema) } },
      async (request) => {
        const outcome = notificationOutcome(deps.settings, request.body);
        if (!outcome) throw new HttpError(400, REDSYS_TEXTS.badSignature);
        // Another server's order (the same merchant account): acknowledged, as retrying cannot help, and ignored.
        if ((await settleReport(deps.settle, outcome)) === 'unknown') {
          return { ok: false, errorMsg: REDSYS_TEXTS.unknownOrder };
        }
        return { ok: true };
      },
    );
    done();
  };
}

/** What the sandbox's payment page needs. */
export interface RedsysSandboxDeps {
  settings: RedsysSettings;
  store: RedsysSandboxStore;
  now: () => Date;
  /** How many times each notification is delivered (2 exercises a repeated notification). Default 1. */
  notificationCopies?: number;
}

const sessionParams = closedObject({ id: { type: 'string', maxLength: 32, pattern: '^[0-9a-f]{32}$' } });

const isWebAddress = (text: string | undefined): boolean => {
  if (text === undefined) return false;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A request the page can take: the merchant's, an order as Redsys wants it, an amount, and the three addresses. */
function acceptableRequest(settings: RedsysSettings, parameters: Record<string, string>): boolean {
  return (
    parameters.DS_MERCHANT_MERCHANTCODE === settings.merchantCode &&
    /^\d{4}[A-Za-z0-9]{0,8}$/.test(parameters.DS_MERCHANT_ORDER ?? '') &&
    /^\d{1,10}$/.test(parameters.DS_MERCHANT_AMOUNT ?? '') &&
    isWebAddress(parameters.DS_MERCHANT_URLOK) &&
    isWebAddress(parameters.DS_MERCHANT_URLKO) &&
    isWebAddress(parameters.DS_MERCHANT_MERCHANTURL)
  );
}

/** The typed card checked: its last digits, expiry (YYMM) and behaviour, or the page's error text. */
function checkedCard(
  body: { number?: string; expiry?: string; cvv?: string },
  now: Date,
): NonNullable<RedsysSession['card']> | string {
  const number = (body.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return REDSYS_PAGE_TEXTS.badCard;
  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec((body.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < thisMonth) return REDSYS_PAGE_TEXTS.badExpiry;
  if (!/^\d{3,4}$/.test(body.cvv ?? '')) return REDSYS_PAGE_TEXTS.badCvv;
  return {
    lastDigits: number.slice(-4),
    expiry: `${expiry[2]}${expiry[1]}`,
    behaviour: REDSYS_TEST_CARDS[number] ?? 'approve',
  };
}

/** The sandbox's payment page under /api/redsys-sandbox. */
export function redsysSandboxRoutes(deps: RedsysSandboxDeps) {
  const { settings, store, now } = deps;
  const copies = deps.notificationCopies ?? 1;

  /** Answers a page; its forms post here and may redirect to the session's return pages. */
  const sendPage = (reply: FastifyReply, session: RedsysSession | undefined, html: string, status = 200) => {
    const returns = [session?.parameters.DS_MERCHANT_URLOK, session?.parameters.DS_MERCHANT_URLKO]
      .filter(isWebAddress)
      .map((address) => new URL(address!).origin);
    return sendSandboxPage(reply, html, returns, status);
  };

  /** A session's current page: the card form (or the saved card), the challenge, or the closed page. */
  const pageOf = (session: RedsysSession | undefined, error: string | null = null): string => {
    if (!session || session.status === 'finished') return closedPage();
    if (session.status === 'challenge') return challengePage(session, error);
    return cardPage(session, savedCardOf(session), error);
  };

  const savedCardOf = (session: RedsysSession) => {
    const identifier = session.parameters.DS_MERCHANT_IDENTIFIER;
    return identifier ? store.savedCard(identifier) : undefined;
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    acceptFormBodies(app);

    /**
     * Ends a session: notifies the merchant (in process, at the path of its MERCHANTURL: the sandbox stands for
     * Redsys in front of this API only) before the customer returns, then answers the return address with the
     * signed fields in the query. A cancel returns to URLKO and notifies nothing, as Redsys.
     */
    const finish = async (session: RedsysSession, ending: RedsysEnding | 'cancel'): Promise<string> => {
      const request = session.parameters;
      const result =
        ending === 'cancel' ? { response: RESPONSE_CODES.cancelled, securePayment: false } : ending;
      store.finish(session.id, result.response);
      const authorised = result.response === RESPONSE_CODES.approved;
      const identifier = request.DS_MERCHANT_IDENTIFIER;
      let savedIdentifier: string | null = null;
      if (authorised && session.card && identifier === 'REQUIRED')
        savedIdentifier = store.saveCard(session.card);
      else if (authorised && identifier && store.savedCard(identifier)) savedIdentifier = identifier;
      const answer = answerOf(settings.secretKey, session, result, now(), savedIdentifier);
      if (ending !== 'cancel') {
        const target = new URL(request.DS_MERCHANT_MERCHANTURL!);
        for (let copy = 0; copy < copies; copy += 1) {
          const delivered = await app.inject({
            method: 'POST',
            url: `${target.pathname}${target.search}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ ...answer }).toString(),
          });
          if (delivered.statusCode !== 200) {
            app.log.warn({ status: delivered.statusCode }, 'the Redsys sandbox notification was refused');
          }
        }
      }
      const back = new URL((authorised ? request.DS_MERCHANT_URLOK : request.DS_MERCHANT_URLKO)!);
      for (const [key, value] of new URLSearchParams({ ...answer })) back.searchParams.set(key, value);
      return back.href;
    };

    app.post<{ Body: SignedMessage }>(
      '/realizarPago',
      { schema: { body: signedFormSchema, response: { '4xx': errorSchema, '5xx': errorSchema } } },
      (request, reply) => {
        const parameters = verifyRequest(settings.secretKey, request.body);
        if (!parameters) throw new HttpError(400, REDSYS_TEXTS.badSignature);
        if (!acceptableRequest(settings, parameters)) throw new HttpError(400, REDSYS_TEXTS.badRequest);
        // As Redsys's, the payment page answers the form's post itself.
        const session = store.find(store.open(parameters));
        return sendPage(reply, session, pageOf(session));
      },
    );

    // A session that is unknown or has finished shows the closed page: a reload or the back button lands there.
    app.get<{ Params: { id: string } }>(
      '/sessions/:id',
      { schema: { params: sessionParams, response: { '4xx': errorSchema, '5xx': errorSchema } } },
      (request, reply) => {
        const session = store.find(request.params.id);
        return sendPage(reply, session, pageOf(session));
      },
    );

    app.post<{ Params: { id: string }; Body: CardForm<'pay' | 'cancel'> }>(
      '/sessions/:id/card',
      {
        schema: {
          params: sessionParams,
          body: cardFormSchema(['pay', 'cancel']),
          response: withErrors({ type: 'string' }),
        },
      },
      async (request, reply) => {
        const session = store.find(request.params.id);
        if (!session || session.status !== 'card') return sendPage(reply, session, pageOf(session));
        if (request.body.action === 'cancel') return reply.redirect(await finish(session, 'cancel'), 303);
        const saved = savedCardOf(session);
        const card = saved ?? checkedCard(request.body, now());
        if (typeof card === 'string') return sendPage(reply, session, pageOf(session, card), 422);
        const { behaviour } = card;
        const challenged = behaviour === 'challenge' || behaviour === 'challenge-decline';
        const withCard = {
          ...session,
          card: { lastDigits: card.lastDigits, expiry: card.expiry, behaviour },
        };
        store.takeCard(session.id, withCard.card, challenged ? 'challenge' : 'card');
        if (challenged) return reply.redirect(`${PAGES_PATH}/sessions/${session.id}`, 303);
        const response = behaviour === 'decline' ? RESPONSE_CODES.declined : RESPONSE_CODES.approved;
        const ending = { response, securePayment: behaviour === 'frictionless' };
        return reply.redirect(await finish(withCard, ending), 303);
      },
    );

    app.post<{ Params: { id: string }; Body: { action: 'confirm' | 'fail' | 'cancel'; cip?: string } }>(
      '/sessions/:id/challenge',
      {
        schema: {
          params: sessionParams,
          body: {
            type: 'object',
            properties: { action: { enum: ['confirm', 'fail', 'cancel'] }, cip: customerLine(20) },
            required: ['action'],
            additionalProperties: false,
          },
          response: withErrors({ type: 'string' }),
        },
      },
      async (request, reply) => {
        const session = store.find(request.params.id);
        if (!session || session.status !== 'challenge' || !session.card) {
          return sendPage(reply, session, pageOf(session));
        }
        const { action, cip } = request.body;
        if (action === 'cancel') return reply.redirect(await finish(session, 'cancel'), 303);
        if (action === 'fail') {
          const ending = { response: RESPONSE_CODES.notAuthenticated, securePayment: false };
          return reply.redirect(await finish(session, ending), 303);
        }
        if ((cip ?? '').trim() !== TEST_CIP) {
          return sendPage(reply, session, pageOf(session, REDSYS_PAGE_TEXTS.badCip), 422);
        }
        const declined = session.card.behaviour === 'challenge-decline';
        const ending = {
          response: declined ? RESPONSE_CODES.declined : RESPONSE_CODES.approved,
          securePayment: true,
        };
        return reply.redirect(await finish(session, ending), 303);
      },
    );
    done();
  };
}

/** What the Redsys routes need: the settings, the checkout's settle, and what the sandbox keeps its sessions in. */
export interface RedsysRoutesDeps {
  settings: RedsysSettings;
  settle: Settle;
  db: DatabaseSync;
  now: () => Date;
  /** Copies of each sandbox notification (RedsysSandboxDeps.notificationCopies). */
  notificationCopies?: number;
}

/**
 * Registers the notification under /api/redsys and, while the form posts to the sandbox (no REDSYS_URL), the
 * sandbox's payment page under /api/redsys-sandbox.
 */
export async function registerRedsysRoutes(app: FastifyInstance, deps: RedsysRoutesDeps): Promise<void> {
  await app.register(redsysNotificationRoutes(deps), { prefix: '/api/redsys' });
  if (deps.settings.paymentUrl !== SANDBOX_PAYMENT_PATH) return;
  const sandbox: RedsysSandboxDeps = {
    settings: deps.settings,
    store: createRedsysSandboxStore(deps.db, deps.now),
    now: deps.now,
    ...(deps.notificationCopies === undefined ? {} : { notificationCopies: deps.notificationCopies }),
  };
  await app.register(redsysSandboxRoutes(sandbox), { prefix: '/api/redsys-sandbox' });
}
