// The Transbank routes (document 3, 7): the card inscription of a customer (POST /api/transbank/tokenize/{customerId}
// ?fromPublic=true) and its finish (POST /api/transbank/process-tokenization/{requestId}?TBK_TOKEN=…), the return
// addresses Transbank sends the customer to (the payment's, and the inscription's, which goes on to /checkout), and
// the sandbox's Webpay and Oneclick pages when no real keys are set. Transbank posts forms: those routes read them.
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Auth } from '../../tokens/auth.ts';
import { listedSiteOriginOf } from '../../settings/cross-origins.ts';
import type { SettingsRepository } from '../../settings/settings-repository.ts';
import { closedObject, customerLine, idSchema, withErrors } from '../../http/schemas.ts';
import { acceptFormBodies, cardFormSchema, sendSandboxPage, type CardForm } from '../redsys/redsys-routes.ts';
import { passesLuhn } from '../stripe/stripe-test-cards.ts';
import {
  RETURN_PATH,
  webpayReturn,
  type ReturnDeps,
  type TransbankAccount,
  type WebpayReturn,
} from './transbank-provider.ts';
import {
  closedPage,
  oneclickPage,
  onwardPage,
  TRANSBANK_PAGE_TEXTS,
  webpayPage,
} from './transbank-sandbox-pages.ts';
import {
  INSCRIPTION_RETURN_PATH,
  TOKENIZATION_TEXTS,
  createTransbankTokenizations,
  type TransbankTokenizations,
} from './transbank-tokenization.ts';
import {
  TRANSBANK_REJECTED_CARDS,
  type TransbankBehaviour,
  type TransbankSandbox,
} from './transbank-sandbox.ts';

/** A Transbank token: letters and digits (the sandbox's are 64 hex digits). */
const tokenSchema = { ...customerLine(100), minLength: 1, pattern: '^[A-Za-z0-9_-]+$' } as const;
/** A token in a path, never cleaned: a token with anything else in it is refused. */
const tokenParams = closedObject({
  token: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
});
/** A buy order (a checkout's reference) or a session id, as Transbank echoes them. */
const echoSchema = { ...customerLine(61), minLength: 1, pattern: '^[A-Za-z0-9_-]+$' } as const;
/** A tokenization's request id (tbkRqId). */
const requestIdSchema = { type: 'string', minLength: 32, maxLength: 32, pattern: '^[0-9a-f]{32}$' } as const;
/** The most the page keeps of its checkout parameters (the typed form, as JSON). */
const PARAMETERS_MAX_LENGTH = 8000;

/** A Webpay return's fields: which of them come says which of the four cases it is. */
const webpayReturnSchema = {
  ...closedObject({
    token_ws: tokenSchema,
    TBK_TOKEN: tokenSchema,
    TBK_ORDEN_COMPRA: echoSchema,
    TBK_ID_SESION: echoSchema,
  }),
  required: [],
};

/** An inscription's return: our request id, and Transbank's token (in the query, or the posted form). */
const inscriptionReturnQuery = {
  ...closedObject({ tbkRqId: requestIdSchema, TBK_TOKEN: tokenSchema, TBK_ORDEN_COMPRA: echoSchema }),
  required: ['tbkRqId'],
};

const inscriptionReturnBody = {
  ...closedObject({ TBK_TOKEN: tokenSchema, TBK_ORDEN_COMPRA: echoSchema }),
  required: ['TBK_TOKEN'],
};

/** The site's page a browser is sent on to (same-origin paths only). */
const sendOnward = (reply: FastifyReply, path: string) =>
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    .send(onwardPage(path));

/** What the Transbank routes need. */
export interface TransbankRoutesDeps extends Omit<ReturnDeps, 'gateway'> {
  account: TransbankAccount;
  auth: Auth;
  /** The club's listed sites: the only ones a card registration returns to. */
  settings: SettingsRepository;
  db: DatabaseSync;
  now: () => Date;
}

/** The schema of an answer `{ ok, errorMsg?, model? }` whose model has all these fields. */
const answerWithModel = (model: Record<string, object>) =>
  withErrors({
    type: 'object',
    properties: {
      ok: { type: 'boolean' },
      errorMsg: { type: 'string' },
      model: { type: 'object', properties: model, required: Object.keys(model) },
    },
    required: ['ok'],
  });

/** The routes under /api/transbank. */
export function transbankRoutes(
  deps: ReturnDeps & { auth: Auth; settings: SettingsRepository; tokenizations: TransbankTokenizations },
) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    acceptFormBodies(app);

    app.post<{
      Params: { customerId: number };
      Querystring: { fromPublic?: boolean };
      Body: { parameters: string };
    }>(
      '/tokenize/:customerId',
      {
        schema: {
          params: closedObject({ customerId: idSchema }),
          querystring: { ...closedObject({ fromPublic: { type: 'boolean' } }), required: [] },
          body: {
            ...closedObject({ parameters: customerLine(PARAMETERS_MAX_LENGTH) }),
            required: ['parameters'],
          },
          response: answerWithModel({ redirectUrl: { type: 'string' } }),
        },
      },
      async (request) => {
        const { customer } = deps.auth.requireCustomer(request, request.params.customerId);
        const site = listedSiteOriginOf(request, deps.settings);
        if (!site) return { ok: false, errorMsg: TOKENIZATION_TEXTS.noSite };
        const model = await deps.tokenizations.start(
          { id: request.params.customerId, email: customer.email ?? '' },
          request.body.parameters,
          site,
        );
        return { ok: true, model };
      },
    );

    app.post<{ Params: { requestId: string }; Querystring: { TBK_TOKEN: string } }>(
      '/process-tokenization/:requestId',
      {
        schema: {
          params: closedObject({ requestId: requestIdSchema }),
          querystring: { ...closedObject({ TBK_TOKEN: tokenSchema }), required: ['TBK_TOKEN'] },
          response: answerWithModel({ id: { type: 'string' }, parameters: { type: 'string' } }),
        },
      },
      (request) => {
        const { customer } = deps.auth.requireSession(request);
        return deps.tokenizations.finish(customer.id, request.params.requestId, request.query.TBK_TOKEN);
      },
    );

    // The inscription's return, by GET or POST: the browser goes on to the checkout with TBK_TOKEN and tbkRqId.
    const onToCheckout = (
      reply: FastifyReply,
      query: { tbkRqId?: string; TBK_TOKEN?: string },
      body: { TBK_TOKEN?: string } | undefined,
    ) => {
      const token = body?.TBK_TOKEN ?? query.TBK_TOKEN ?? '';
      const search = new URLSearchParams({ TBK_TOKEN: token, tbkRqId: query.tbkRqId ?? '' });
      return sendOnward(reply, `/checkout?${search.toString()}`);
    };
    const inscriptionPath = INSCRIPTION_RETURN_PATH.slice('/api/transbank'.length);
    app.get<{ Querystring: { tbkRqId?: string; TBK_TOKEN?: string } }>(
      inscriptionPath,
      { schema: { querystring: inscriptionReturnQuery, response: withErrors({ type: 'string' }) } },
      (request, reply) => onToCheckout(reply, request.query, undefined),
    );
    app.post<{ Querystring: { tbkRqId?: string; TBK_TOKEN?: string }; Body: { TBK_TOKEN?: string } }>(
      inscriptionPath,
      {
        schema: {
          querystring: inscriptionReturnQuery,
          body: inscriptionReturnBody,
          response: withErrors({ type: 'string' }),
        },
      },
      (request, reply) => onToCheckout(reply, request.query, request.body),
    );

    // The payment's return, by GET or POST: settled, then the browser goes on to /cz/ok or /cz/ko.
    const returnPath = RETURN_PATH.slice('/api/transbank'.length);
    app.get<{ Querystring: WebpayReturn }>(
      returnPath,
      { schema: { querystring: webpayReturnSchema, response: withErrors({ type: 'string' }) } },
      async (request, reply) => sendOnward(reply, await webpayReturn(deps, request.query)),
    );
    app.post<{ Body: WebpayReturn }>(
      returnPath,
      {
        // A posted return carries token_ws or the order (a form of neither is not Transbank's).
        schema: {
          body: {
            ...webpayReturnSchema,
            anyOf: [{ required: ['token_ws'] }, { required: ['TBK_ORDEN_COMPRA'] }],
          },
          response: withErrors({ type: 'string' }),
        },
      },
      async (request, reply) => sendOnward(reply, await webpayReturn(deps, request.body ?? {})),
    );
    done();
  };
}

/** The typed card's behaviour, or the page's error text. */
type CheckedCard = { lastDigits: string; behaviour: TransbankBehaviour } | { error: string };

function checkedCard(body: { number?: string; expiry?: string; cvv?: string }, now: Date): CheckedCard {
  const number = (body.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return { error: TRANSBANK_PAGE_TEXTS.badCard };
  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec((body.expiry ?? '').trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < thisMonth)
    return { error: TRANSBANK_PAGE_TEXTS.badExpiry };
  if (!/^\d{3,4}$/.test(body.cvv ?? '')) return { error: TRANSBANK_PAGE_TEXTS.badCvv };
  const behaviour: TransbankBehaviour = TRANSBANK_REJECTED_CARDS.includes(number) ? 'reject' : 'approve';
  return { lastDigits: number.slice(-4), behaviour };
}

/** The sandbox's pages under /api/transbank-sandbox: Webpay's payment page and Oneclick's inscription page. */
export function transbankSandboxRoutes(sandbox: TransbankSandbox, now: () => Date) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    acceptFormBodies(app);

    /** Answers a page; its forms post here and redirect to the return address's origin. */
    const sendPage = (reply: FastifyReply, returnUrl: string | null, html: string, status = 200) => {
      let returns: string[] = [];
      try {
        returns = returnUrl ? [new URL(returnUrl).origin] : [];
      } catch {
        returns = [];
      }
      return sendSandboxPage(reply, html, returns, status);
    };

    const back = (address: string, fields: Record<string, string>): string => {
      const url = new URL(address);
      for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
      return url.href;
    };

    /**
     * Serves one of the two pages, which go alike: the shop's form posts the token (as `tokenField`) to `path` and
     * the page shows; the page's form posts an action to `path/:token`, which `act` answers. A token that is unknown
     * or no longer INITIALIZED shows the closed page.
     */
    const servePage = <Open extends { status: string }, Action extends string>(page: {
      path: string;
      tokenField: string;
      actions: readonly Action[];
      find: (token: string) => Open | undefined;
      returnUrl: (open: Open) => string;
      html: (open: Open, error: string | null) => string;
      act: (open: Open, form: CardForm<Action>, reply: FastifyReply) => FastifyReply;
    }) => {
      const opened = (token: string) => {
        const open = page.find(token);
        return open?.status === 'INITIALIZED' ? open : undefined;
      };
      app.post<{ Body: Record<string, string> }>(
        page.path,
        {
          schema: {
            body: { ...closedObject({ [page.tokenField]: tokenSchema }), required: [page.tokenField] },
            response: withErrors({ type: 'string' }),
          },
        },
        (request, reply) => {
          const open = opened(request.body[page.tokenField] ?? '');
          if (!open) return sendPage(reply, null, closedPage());
          return sendPage(reply, page.returnUrl(open), page.html(open, null));
        },
      );
      app.post<{ Params: { token: string }; Body: CardForm<Action> }>(
        `${page.path}/:token`,
        {
          schema: {
            params: tokenParams,
            body: cardFormSchema(page.actions),
            response: withErrors({ type: 'string' }),
          },
        },
        (request, reply) => {
          const open = opened(request.params.token);
          if (!open) return sendPage(reply, null, closedPage());
          return page.act(open, request.body, reply);
        },
      );
    };

    servePage({
      path: '/webpay',
      tokenField: 'token_ws',
      actions: ['pay', 'saved', 'abort', 'timeout'],
      find: (token) => sandbox.transaction(token),
      returnUrl: (transaction) => transaction.returnUrl,
      html: webpayPage,
      act: (transaction, form, reply) => {
        const order = { TBK_ORDEN_COMPRA: transaction.buyOrder, TBK_ID_SESION: transaction.sessionId };
        if (form.action === 'abort') {
          sandbox.endTransaction(transaction.token, 'abort');
          return reply.redirect(back(transaction.returnUrl, { TBK_TOKEN: transaction.token, ...order }), 303);
        }
        if (form.action === 'timeout') {
          sandbox.endTransaction(transaction.token, 'abort');
          return reply.redirect(back(transaction.returnUrl, order), 303);
        }
        const card = form.action === 'saved' ? transaction.savedCard : checkedCard(form, now());
        if (!card) return sendPage(reply, transaction.returnUrl, webpayPage(transaction, null), 422);
        if ('error' in card)
          return sendPage(reply, transaction.returnUrl, webpayPage(transaction, card.error), 422);
        sandbox.endTransaction(transaction.token, card.behaviour);
        return reply.redirect(back(transaction.returnUrl, { token_ws: transaction.token }), 303);
      },
    });

    servePage({
      path: '/oneclick',
      tokenField: 'TBK_TOKEN',
      actions: ['enroll', 'abort'],
      find: (token) => sandbox.inscription(token),
      returnUrl: (inscription) => inscription.responseUrl,
      html: (inscription, error) => oneclickPage(inscription.token, error),
      act: (inscription, form, reply) => {
        if (form.action === 'abort') {
          sandbox.endInscription(inscription.token, 'abort');
          const fields = { TBK_TOKEN: inscription.token, TBK_ORDEN_COMPRA: inscription.token.slice(0, 26) };
          return reply.redirect(back(inscription.responseUrl, fields), 303);
        }
        const card = checkedCard(form, now());
        if ('error' in card)
          return sendPage(reply, inscription.responseUrl, oneclickPage(inscription.token, card.error), 422);
        sandbox.endInscription(inscription.token, card);
        return reply.redirect(back(inscription.responseUrl, { TBK_TOKEN: inscription.token }), 303);
      },
    });
    done();
  };
}

/** Registers the routes under /api/transbank and, with the sandbox, its pages under /api/transbank-sandbox. */
export async function registerTransbankRoutes(
  app: FastifyInstance,
  deps: TransbankRoutesDeps,
): Promise<void> {
  const { account } = deps;
  const tokenizations = createTransbankTokenizations(account.gateway, deps.db, deps.now);
  await app.register(transbankRoutes({ ...deps, gateway: account.gateway, tokenizations }), {
    prefix: '/api/transbank',
  });
  if (account.sandbox) {
    await app.register(transbankSandboxRoutes(account.sandbox, deps.now), {
      prefix: '/api/transbank-sandbox',
    });
  }
}
