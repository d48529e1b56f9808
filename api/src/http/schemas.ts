/** JSON schema fragments shared by the route files. */

/** The error answer of every route. */
export const errorSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    errorMsg: { type: 'string' },
  },
  required: ['ok', 'errorMsg'],
} as const;

/** Adds the error answers to a route's success schema. */
export function withErrors<T extends object>(
  success: T,
): { 200: T; '4xx': typeof errorSchema; '5xx': typeof errorSchema } {
  return { 200: success, '4xx': errorSchema, '5xx': errorSchema };
}

/** `{ ok, errorMsg? }` for calls that answer nothing more. */
export const okSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    errorMsg: { type: 'string' },
  },
  required: ['ok'],
} as const;

/** A database id in a path, body or query. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A name, surname or similar short text. */
export const nameSchema = { type: 'string', maxLength: 200 } as const;

/** An e-mail address as typed by a person (trimmed and checked by the handler where it matters). */
export const emailSchema = { type: 'string', minLength: 3, maxLength: 200, format: 'email' } as const;

/** A password as typed; the minimum length is checked by the handler to answer the catalogue text. */
export const passwordSchema = { type: 'string', maxLength: 200 } as const;

/** An opaque token from a mail link or login answer. */
export const tokenSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** `{ customerId }` path parameters. */
export const customerIdParams = {
  type: 'object',
  properties: { customerId: idSchema },
  required: ['customerId'],
  additionalProperties: false,
} as const;

/** A schema for calls that take no query string parameters worth naming. */
export const emptyQuery = { type: 'object', additionalProperties: false } as const;
