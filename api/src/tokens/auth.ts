import type { FastifyRequest } from 'fastify';
import type { Customer, CustomerRepository } from '../customers/customer-repository.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import type { TokenRepository, ValidToken } from './token-repository.ts';

/** Who is calling: the customer of a valid bearer token. */
export interface Session {
  token: ValidToken;
  customer: Customer;
}

/** Bearer token checks shared by every customer-scoped route. */
export interface Auth {
  /** The caller's session; throws 401 when the token is missing, unknown or expired. */
  requireSession(request: FastifyRequest): Session;
  /** Allows the call when the caller is `customerId` or its parent; throws 401 or 403 `Wrong access`. */
  requireCustomer(request: FastifyRequest, customerId: number): Session;
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
  const requireSession = (request: FastifyRequest): Session => {
    const token = bearerToken(request);
    const found = token ? tokens.find(token, 'session') : undefined;
    const customer = found ? customers.findById(found.customerId) : undefined;
    if (!found || !customer || customer.status !== 'Active') {
      throw new HttpError(401, ERROR_TEXTS.unauthorized);
    }
    return { token: found, customer };
  };
  return {
    requireSession,
    requireCustomer(request, customerId) {
      const session = requireSession(request);
      if (session.customer.id === customerId) return session;
      // An unknown id answers the same 403 as someone else's, so ids cannot be probed.
      const target = customers.findById(customerId);
      if (target && target.parentId === session.customer.id) return session;
      throw new HttpError(403, ERROR_TEXTS.wrongAccess);
    },
  };
}
