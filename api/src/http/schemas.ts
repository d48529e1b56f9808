/** JSON schema fragments shared by the route files. */
import { customerTextLimits, infoRequestQuestionMaxLength } from '@club/shared-contracts/entities';

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

/** The largest id: ids are 32-bit integers, as in the clubs' own backends. */
export const MAX_ID = 2147483647;

/** A database id in a path, body or query. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/**
 * The longest texts the API takes, by meaning. The customer record's (names, e-mails, phones) come from
 * shared-contracts, which the account form checks too, so a name that registers can also be saved.
 */
export const TEXT_LIMITS = {
  personName: customerTextLimits.name,
  email: customerTextLimits.email,
  phone: customerTextLimits.phone,
  password: 200,
  /** A token of a mail link or login answer (43 characters today). */
  token: 200,
  question: infoRequestQuestionMaxLength,
  search: 100,
  /** The name of a kind of record or file category, such as `CZConfig` or `CzGallery`. */
  recordName: 50,
} as const;

/** A one-line text a customer types: cleaned by the customer text rule (customer-text.ts), then limited. */
export const customerLine = <Max extends number>(maxLength: Max) =>
  ({ type: 'string', maxLength, customerText: 'line' }) as const;

/** A customer text of several lines (a question, a comment): cleaned keeping its line breaks, then limited. */
export const customerLines = <Max extends number>(maxLength: Max) =>
  ({ type: 'string', maxLength, customerText: 'lines' }) as const;

/** A name, surname or similar short text. */
export const nameSchema = customerLine(TEXT_LIMITS.personName);

/** An e-mail address as typed by a person (trimmed and checked by the handler where it matters). */
export const emailSchema = { ...customerLine(TEXT_LIMITS.email), minLength: 3, format: 'email' } as const;

/** The e-mail of a login or reset request: any text, since an unknown one answers the usual refusal. */
export const loginEmailSchema = customerLine(TEXT_LIMITS.email);

/** A phone number as typed. */
export const phoneSchema = customerLine(TEXT_LIMITS.phone);

/**
 * A password as typed; the minimum length is checked by the handler to answer the catalogue text. Not a customer
 * text: it is never shown nor stored, only hashed, so it is taken as sent.
 */
export const passwordSchema = { type: 'string', maxLength: TEXT_LIMITS.password } as const;

/** An opaque token from a mail link or login answer. */
export const tokenSchema = { type: 'string', minLength: 1, maxLength: TEXT_LIMITS.token } as const;

/** A text searched for (search box, shop search). */
export const searchSchema = customerLine(TEXT_LIMITS.search);

/** The name of a kind of record or a file category in a path or query: a plain identifier. */
export const recordNameSchema = {
  type: 'string',
  maxLength: TEXT_LIMITS.recordName,
  pattern: `^[A-Za-z][A-Za-z0-9]{0,${TEXT_LIMITS.recordName - 1}}$`,
} as const;

/** An object schema whose properties are all required and nothing else is allowed (paths, small bodies). */
export function closedObject<P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties) as Array<keyof P & string>,
    additionalProperties: false,
  } as const;
}

/** `{ customerId }` path parameters. */
export const customerIdParams = {
  type: 'object',
  properties: { customerId: idSchema },
  required: ['customerId'],
  additionalProperties: false,
} as const;

/** A schema for calls that take no query string parameters worth naming. */
export const emptyQuery = { type: 'object', additionalProperties: false } as const;
