// How the API reads a request before its route sees it: bodies are JSON and keep their types, query and path values
// are text read as numbers or booleans only when they are written as one, and customer texts are cleaned
// (customer-text.ts). Every route's schema goes through here, and the routes are recorded so tests can walk them.
import type { FastifyInstance, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify';
import { addCustomerTextKeyword } from './customer-text.ts';

/**
 * Fastify's Ajv options: no type coercion at all, so a body's text field takes only a string, a number field only a
 * number, and a one-item array is not a scalar; the other defaults stay (extra body properties are removed, defaults
 * filled in). The `customerText` keyword is added to the same instance.
 */
export const AJV_OPTIONS = {
  customOptions: { coerceTypes: false },
  onCreate: addCustomerTextKeyword,
} satisfies FastifyServerOptions['ajv'];

/** A route as registered: what the bad-input tests walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

type TextType = 'integer' | 'number' | 'boolean';

// Written the one plain way: no sign but minus, no spaces, no exponent, no hex, no Infinity or NaN. Ajv's own
// coercion takes " 7", "0x10", "1e3" and "Infinity" (its check is `text == +text`), and a coerced Infinity then
// passes minimum and maximum, which skip values that are not finite.
const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function fromText(text: string, type: TextType): unknown {
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  const shape = type === 'integer' ? INTEGER_TEXT : NUMBER_TEXT;
  return shape.test(text) ? Number(text) : text;
}

function textTypeOf(schema: unknown): TextType | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const type = (schema as { type?: unknown }).type;
  const types = Array.isArray(type) ? type : [type];
  return (['integer', 'number', 'boolean'] as const).find((candidate) => types.includes(candidate));
}

/** The properties of a query or params schema that are read from text, with the type each is read as. */
function textTypes(schema: unknown): Map<string, TextType> {
  const types = new Map<string, TextType>();
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const type = textTypeOf(property);
    if (type) types.set(name, type);
  }
  return types;
}

function readTexts(values: unknown, types: Map<string, TextType>): void {
  if (typeof values !== 'object' || values === null) return;
  const record = values as Record<string, unknown>;
  for (const [name, type] of types) {
    const value = record[name];
    // A repeated query key arrives as a list and stays one: the schema refuses it.
    if (typeof value === 'string') record[name] = fromText(value, type);
  }
}

/** A preValidation step reading a route's query and path values as its schema types them, or none if it has none. */
function textReader(schema: RouteOptions['schema']) {
  const query = textTypes(schema?.querystring);
  const params = textTypes(schema?.params);
  if (query.size === 0 && params.size === 0) return undefined;
  return function readQueryAndParams(request: FastifyRequest, _reply: unknown, done: () => void): void {
    readTexts(request.query, query);
    readTexts(request.params, params);
    done();
  };
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Installs the input rules on the app before its routes are registered: each route's query and path values are read
 * from text by its schema (a step before validation), and the route is recorded for {@link registeredRoutes}.
 */
export function installInputRules(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
    const reader = textReader(route.schema);
    if (!reader) return;
    // Reading is idempotent (only texts are read), so a HEAD route made from a GET's options may run it twice.
    route.preValidation = [
      reader,
      ...(route.preValidation === undefined ? [] : [route.preValidation].flat()),
    ];
  });
}

/** The routes registered on an app set up with {@link installInputRules}, in order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}
