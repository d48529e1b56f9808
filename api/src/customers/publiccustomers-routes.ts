import type { FastifyInstance } from 'fastify';
import {
  ACTIVATION_TTL_MS,
  APP_LINK_TTL_MS,
  MIN_PASSWORD_LENGTH,
  RESET_TTL_MS,
  TEMPORARY_LOGIN_MS,
} from '../app-context.ts';
import type { AppContext } from '../app-context.ts';
import { activationMail, resetPasswordMail } from '../comms/mails.ts';
import { inTransaction } from '../db/database.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import {
  emailSchema,
  idSchema,
  loginEmailSchema,
  nameSchema,
  okSchema,
  passwordSchema,
  phoneSchema,
  tokenSchema,
  withErrors,
} from '../http/schemas.ts';
import type { Customer } from './customer-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Answers of the account calls that clients show (document 1, 8). */
export const ACCOUNT_TEXTS = {
  invalidLogin: 'Invalid Email or Password',
  notActivated: 'Your account is not activated yet. Please check your email inbox',
  alreadyRegistered: 'This email is already registered',
  acceptConditions: 'Please accept our legal conditions',
  minLength: `Minimum length is ${MIN_PASSWORD_LENGTH}`,
  activationExpired: 'Sorry your activation link is expired',
  resetExpired: 'Sorry your link is expired',
  wrongPassword: 'Wrong password',
  registrationClosed: 'Registration is not available',
  required: 'The field is required',
  appLinkInvalid: 'This app link is not valid or has expired. Please log in again',
} as const;

/**
 * The cauth body: e-mail and password, or an externalToken alone: the token the API gave the club's app for a link
 * code the customer confirmed (app-link-routes.ts), with which the app signs in on /auto-login. A token the app made
 * up links nothing and signs no one in.
 */
type CauthBody =
  | { email: string; password: string; externalToken?: undefined }
  | { email?: undefined; password?: undefined; externalToken: string };

interface RegisterBody {
  name: string;
  surname: string;
  email: string;
  password: string;
  phone: string;
  okRss?: boolean;
  acceptConditions: boolean;
}
interface TokenBody {
  token: string;
}
interface ResetRequestBody {
  email: string;
}
interface ResetBody {
  token: string;
  plainPassword: string;
}
interface ChangePasswordBody {
  customerId: number;
  plainOldPass: string;
  plainNewPass: string;
}
interface ImpersonateBody {
  customerId: number;
}

const customerNameSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, surname: { type: 'string' } },
  required: ['id', 'name', 'surname'],
} as const;

const cauthResponse = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    errorMsg: { type: 'string' },
    redirect: { type: 'boolean' },
    model: {
      type: 'object',
      properties: {
        token: { type: 'string' },
        expiry: { type: 'string' },
        id: { type: 'integer' },
        logo: { type: 'string' },
        name: { type: 'string' },
        surname: { type: 'string' },
        children: { type: 'array', items: customerNameSchema },
      },
      required: ['token', 'expiry', 'id', 'logo', 'name', 'surname', 'children'],
    },
  },
  required: ['ok'],
} as const;

const registerResponse = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    errorMsg: { type: 'string' },
    model: {
      type: 'object',
      properties: { id: { type: 'integer' }, registrationToken: { type: 'string' } },
      required: ['id', 'registrationToken'],
    },
  },
  required: ['ok'],
} as const;

const resetRequestResponse = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    customerStatus: { type: ['string', 'null'], enum: ['Active', 'Temporary', null] },
  },
  required: ['ok', 'customerStatus'],
} as const;

const impersonateResponse = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    token: { type: 'string' },
    expiry: { type: 'string' },
    customer: customerNameSchema,
  },
  required: ['ok', 'token', 'expiry', 'customer'],
} as const;

const strictBody = <P extends Record<string, object>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

function isMissing(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** The account calls under /api/publiccustomers (login, registration, activation, passwords, impersonation). */
export function publicCustomersRoutes(ctx: AppContext) {
  const clubTitle = (): string => ctx.settings.getSettings()?.title ?? '';

  const startSession = (customer: Customer, impersonatedBy?: number) =>
    ctx.tokens.issue(customer.id, 'session', ctx.sessionTtlMs, impersonatedBy);

  const loginAnswer = (customer: Customer) => {
    const session = startSession(customer);
    return {
      ok: true,
      model: {
        token: session.token,
        expiry: session.expires.toISOString(),
        id: customer.id,
        logo: customer.logo,
        name: customer.name,
        surname: customer.surname,
        children: ctx.customers.listChildren(customer.id),
      },
    };
  };

  // An unknown, expired or revoked app token is a refused login (200, ok false), not a 401: the client logs out on
  // 401, and the /auto-login page shows its own way forward.
  const signInWithAppToken = (externalToken: string) => {
    const customerId = ctx.appLinks.use(externalToken, APP_LINK_TTL_MS);
    const customer = customerId === undefined ? undefined : ctx.customers.findById(customerId);
    if (!customer || customer.status !== 'Active') {
      return { ok: false, errorMsg: ACCOUNT_TEXTS.appLinkInvalid, redirect: false };
    }
    return loginAnswer(customer);
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: CauthBody }>(
      '/cauth',
      {
        config: { rateLimit: {} },
        schema: {
          body: {
            ...strictBody(
              {
                email: loginEmailSchema,
                password: passwordSchema,
                externalToken: tokenSchema,
              },
              [],
            ),
            // Either the credentials (the first branch names what is missing) or the app's token with nothing else:
            // a login no longer links a token the app chose.
            anyOf: [
              { required: ['email', 'password'], properties: { externalToken: false } },
              { required: ['externalToken'], properties: { email: false, password: false } },
            ],
          },
          response: withErrors(cauthResponse),
        },
      },
      async (request) => {
        const body = request.body;
        if (body.email === undefined) return signInWithAppToken(body.externalToken);
        const { email, password } = body;
        const customer = isMissing(email) ? undefined : ctx.customers.findByEmail(email);
        const invalid = { ok: false, errorMsg: ACCOUNT_TEXTS.invalidLogin, redirect: false };
        if (!customer) {
          await verifyPassword(password, null);
          return invalid;
        }
        // An imported account has no password yet: the form switches to reset mode.
        if (customer.passwordHash === null) return { ok: false, errorMsg: '', redirect: true };
        if (!(await verifyPassword(password, customer.passwordHash))) return invalid;
        if (customer.status !== 'Active') {
          return { ok: false, errorMsg: ACCOUNT_TEXTS.notActivated, redirect: false };
        }
        return loginAnswer(customer);
      },
    );

    app.post<{ Body: RegisterBody }>(
      '/register',
      {
        schema: {
          body: strictBody(
            {
              name: nameSchema,
              surname: nameSchema,
              email: emailSchema,
              password: passwordSchema,
              phone: phoneSchema,
              okRss: { type: 'boolean' },
              acceptConditions: { type: 'boolean' },
            },
            ['name', 'surname', 'email', 'password', 'phone', 'acceptConditions'],
          ),
          response: withErrors(registerResponse),
        },
      },
      async (request) => {
        const body = request.body;
        for (const field of ['name', 'surname', 'email', 'phone'] as const) {
          if (isMissing(body[field])) throw new HttpError(400, `${field}: ${ACCOUNT_TEXTS.required}`);
        }
        if (ctx.settings.getSettings()?.registerOn === false) {
          return { ok: false, errorMsg: ACCOUNT_TEXTS.registrationClosed };
        }
        if (!body.acceptConditions) return { ok: false, errorMsg: ACCOUNT_TEXTS.acceptConditions };
        if (body.password.length < MIN_PASSWORD_LENGTH)
          return { ok: false, errorMsg: ACCOUNT_TEXTS.minLength };
        if (ctx.customers.findByEmail(body.email))
          return { ok: false, errorMsg: ACCOUNT_TEXTS.alreadyRegistered };
        const passwordHash = await hashPassword(body.password);
        const created = inTransaction(ctx.db, () => {
          // Checked again inside the transaction: two registrations may race past the check above.
          if (ctx.customers.findByEmail(body.email)) return undefined;
          const id = ctx.customers.create({
            name: body.name.trim(),
            surname: body.surname.trim(),
            email: body.email,
            phone: body.phone.trim(),
            status: 'Temporary',
            passwordHash,
            okRss: body.okRss ?? false,
            acceptConditions: true,
            created: ctx.now().toISOString(),
          });
          const activation = ctx.tokens.issue(id, 'activation', ACTIVATION_TTL_MS);
          ctx.outbox.queue(
            activationMail(
              { customerId: id, email: body.email.trim(), name: body.name.trim() },
              clubTitle(),
              activation.token,
            ),
          );
          return id;
        });
        if (created === undefined) return { ok: false, errorMsg: ACCOUNT_TEXTS.alreadyRegistered };
        // The proof that this browser registered the customer, for the 5 minutes of the temporary customer marker:
        // the sign-up that asked for the registration goes on with it (tokens/auth.ts,
        // requireCustomerOrRegistration). It is no session: the account stays closed until its link is opened.
        const registration = ctx.tokens.issue(created, 'registration', TEMPORARY_LOGIN_MS);
        return { ok: true, model: { id: created, registrationToken: registration.token } };
      },
    );

    app.post<{ Body: TokenBody }>(
      '/activate',
      { schema: { body: strictBody({ token: tokenSchema }, ['token']), response: withErrors(okSchema) } },
      (request) => {
        const found = ctx.tokens.consume(request.body.token, 'activation');
        if (!found) return { ok: false, errorMsg: ACCOUNT_TEXTS.activationExpired };
        ctx.customers.activate(found.customerId);
        return { ok: true };
      },
    );

    app.post<{ Body: ResetRequestBody }>(
      '/reset-password-request-cz',
      {
        config: { rateLimit: {} },
        schema: {
          body: strictBody({ email: { ...loginEmailSchema, minLength: 1 } }, ['email']),
          response: withErrors(resetRequestResponse),
        },
      },
      (request) => {
        const customer = ctx.customers.findByEmail(request.body.email);
        if (!customer || customer.email === null) return { ok: true, customerStatus: null };
        const to = { customerId: customer.id, email: customer.email, name: customer.name };
        if (customer.status === 'Temporary') {
          // The answer tells a temporary customer to check the inbox, so the mail they find is a fresh activation link.
          const activation = ctx.tokens.issue(customer.id, 'activation', ACTIVATION_TTL_MS);
          ctx.outbox.queue(activationMail(to, clubTitle(), activation.token));
        } else {
          const reset = ctx.tokens.issue(customer.id, 'reset', RESET_TTL_MS);
          ctx.outbox.queue(resetPasswordMail(to, clubTitle(), reset.token));
        }
        return { ok: true, customerStatus: customer.status };
      },
    );

    app.post<{ Body: ResetBody }>(
      '/reset-password-cz',
      {
        schema: {
          body: strictBody({ token: tokenSchema, plainPassword: passwordSchema }, ['token', 'plainPassword']),
          response: withErrors(okSchema),
        },
      },
      async (request) => {
        const { token, plainPassword } = request.body;
        // Checked before the token is used up, so the customer can retry with the same link.
        if (plainPassword.length < MIN_PASSWORD_LENGTH)
          return { ok: false, errorMsg: ACCOUNT_TEXTS.minLength };
        const passwordHash = await hashPassword(plainPassword);
        const found = ctx.tokens.consume(token, 'reset');
        if (!found) return { ok: false, errorMsg: ACCOUNT_TEXTS.resetExpired };
        ctx.customers.setPassword(found.customerId, passwordHash);
        // Whoever knew the old password must not stay logged in, on the web or through a linked app.
        ctx.tokens.revokeAll(found.customerId, 'session');
        ctx.appLinks.revokeAll(found.customerId);
        ctx.tokens.revokeAll(found.customerId, 'reset');
        return { ok: true };
      },
    );

    app.post<{ Body: ChangePasswordBody }>(
      '/reset-password-by-old-json',
      {
        // Limited like the login: a stolen session must not be able to guess the current password.
        config: { rateLimit: {} },
        schema: {
          body: strictBody(
            { customerId: idSchema, plainOldPass: passwordSchema, plainNewPass: passwordSchema },
            ['customerId', 'plainOldPass', 'plainNewPass'],
          ),
          response: withErrors(okSchema),
        },
      },
      async (request) => {
        const { customerId, plainOldPass, plainNewPass } = request.body;
        ctx.auth.requireCustomer(request, customerId);
        const customer = ctx.customers.findById(customerId);
        if (!customer) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
        if (plainNewPass.length < MIN_PASSWORD_LENGTH)
          return { ok: false, errorMsg: ACCOUNT_TEXTS.minLength };
        if (!(await verifyPassword(plainOldPass, customer.passwordHash))) {
          return { ok: false, errorMsg: ACCOUNT_TEXTS.wrongPassword };
        }
        ctx.customers.setPassword(customer.id, await hashPassword(plainNewPass));
        return { ok: true };
      },
    );

    app.post<{ Body: ImpersonateBody }>(
      '/impersonate',
      {
        schema: {
          body: strictBody({ customerId: idSchema }, ['customerId']),
          response: withErrors(impersonateResponse),
        },
      },
      (request) => {
        const session = ctx.auth.requireSession(request);
        const target = ctx.customers.findById(request.body.customerId);
        const isChild = target !== undefined && target.parentId === session.customer.id;
        // A child session made by its parent may switch back to that parent.
        const isReturnToParent = target !== undefined && session.token.impersonatedBy === target.id;
        if (!target || target.status !== 'Active' || (!isChild && !isReturnToParent)) {
          throw new HttpError(403, ERROR_TEXTS.wrongAccess);
        }
        const issued = startSession(target, isChild ? session.customer.id : undefined);
        return {
          ok: true,
          token: issued.token,
          expiry: issued.expires.toISOString(),
          customer: { id: target.id, name: target.name, surname: target.surname },
        };
      },
    );
    done();
  };
}
