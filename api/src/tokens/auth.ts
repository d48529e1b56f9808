import type { FastifyRequest } from 'fastify';
import type { Customer, CustomerRepository } from '../customers/customer-repository.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import type { TokenRepository, ValidToken } from './token-repository.ts';

/** Who is calling: the customer of a valid bearer token. */
export interface Session {
  token: ValidToken;
  customer: Customer;
}

/** What allowed a call for a customer: a session, or the registration token of that very customer. */
export type CustomerProof =
  { kind: 'session'; session: Session } | { kind: 'registration'; customerId: number };

/** Bearer token checks shared by every customer-scoped route. */
export interface Auth {
  /** The caller's session; throws 401 when the token is missing, unknown or expired. */
  requireSession(request: FastifyRequest): Session;
  /** Allows the call when the caller is `customerId` or its parent; throws 401 or 403 `Wrong access`. */
  requireCustomer(request: FastifyRequest, customerId: number): Session;
  /**
   * As requireCustomer, or with the registration token of `customerId` itself (not of a parent or a child): only
   * for the calls a customer just registered makes to go on with an activity sign-up (document 3, 4) — the activity
   * with alreadyIn, the inscription and the dynamic form save (an activity's, and the registration's own answers).
   * Every other route takes sessions only, so the registration token opens nothing else.
   */
  requireCustomerOrRegistration(request: FastifyRequest, customerId: number): CustomerProof;
}

const MAX_TOKEN_LENGTH = 200;

/** Reads `Authorization: Bearer <token>`. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** Creates the checks over the token and customer repositories. */
export function createAuth(tokens: TokenRepository, customers: CustomerRepository): Auth {
  // Sessions are made for active customers (a login, an impersonation, a visitor's checkout) and for one who is
  // still Temporary only as the cart token of a sign-up made with the registration token, which lives
  // TEMPORARY_LOGIN_MS: "a cart token returned with a sale ... marks the user as logged in" (document 3, 4). So any
  // valid session's customer is accepted, whatever the status.
  const requireSession = (request: FastifyRequest): Session => {
    const token = bearerToken(request);
    const found = token ? tokens.find(token, 'session') : undefined;
    const customer = found ? customers.findById(found.customerId) : undefined;
    if (!found || !customer) throw new HttpError(401, ERROR_TEXTS.unauthorized);
    return { token: found, customer };
  };
  const requireCustomer = (request: FastifyRequest, customerId: number): Session => {
    const session = requireSession(request);
    if (session.customer.id === customerId) return session;
    // An unknown id answers the same 403 as someone else's, so ids cannot be probed.
    const target = customers.findById(customerId);
    if (target && target.parentId === session.customer.id) return session;
    throw new HttpError(403, ERROR_TEXTS.wrongAccess);
  };
  return {
    requireSession,
    requireCustomer,
    requireCustomerOrRegistration(request, customerId) {
      const token = bearerToken(request);
      const registration = token ? tokens.find(token, 'registration') : undefined;
      if (!registration) return { kind: 'session', session: requireCustomer(request, customerId) };
      if (registration.customerId !== customerId) throw new HttpError(403, ERROR_TEXTS.wrongAccess);
      return { kind: 'registration', customerId };
    },
  };
}
