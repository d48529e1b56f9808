// The bad variants of the corpus (bad-input.test.ts), generated from the schema each route registered, so a field
// added to a schema is probed without editing the corpus: wrong JSON types, out-of-range numbers, over-long texts,
// missing fields, broken bodies, numbers and booleans not written plainly in a query or path, wrong methods and
// tokens, and customer texts with control characters.
import { BODY_LIMIT_BYTES } from './app.ts';
import { requestOf, type CorpusRequest, type RequestParts, type RouteAuth } from './bad-input-routes.ts';
import { CUSTOMER_TEXT_KEYWORD } from './http/customer-text.ts';
import type { RegisteredRoute } from './http/input-rules.ts';

/** A bad variant of a route's valid request and the statuses that may answer it. */
export interface Variant {
  label: string;
  request: CorpusRequest;
  statuses: readonly number[];
  /** A text the errorMsg must contain, such as the field's name. */
  mentions?: string;
}

/** What a property's schema allows, read from the schema a route registered. */
interface FieldRule {
  types: readonly string[];
  nullable: boolean;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  enum?: readonly unknown[];
  customerText?: string;
  items?: ObjectSchema;
}

/** An object schema as the routes write them. */
export interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: readonly string[];
}

/** The rule of a property schema; `anyOf: [schema, { type: 'null' }]` reads as a nullable schema. */
export function ruleOf(schema: unknown): FieldRule {
  const node = (schema ?? {}) as Record<string, unknown>;
  if (Array.isArray(node.anyOf)) {
    const branches = node.anyOf.map(ruleOf);
    const main = branches.find((branch) => branch.types.length > 0) ?? { types: [], nullable: false };
    return { ...main, nullable: branches.some((branch) => branch.nullable) };
  }
  const types = [node.type].flat().filter((type): type is string => typeof type === 'string');
  return {
    types: types.filter((type) => type !== 'null'),
    nullable: types.includes('null') || (Array.isArray(node.enum) && node.enum.includes(null)),
    maxLength: node.maxLength as number | undefined,
    minLength: node.minLength as number | undefined,
    minimum: node.minimum as number | undefined,
    maximum: node.maximum as number | undefined,
    maxItems: node.maxItems as number | undefined,
    minItems: node.minItems as number | undefined,
    pattern: node.pattern as string | undefined,
    format: node.format as string | undefined,
    enum: node.enum as unknown[] | undefined,
    customerText: node[CUSTOMER_TEXT_KEYWORD] as string | undefined,
    items: node.items as ObjectSchema | undefined,
  };
}

/** The schema parts of a registered route. */
export function schemaParts(route: RegisteredRoute): {
  body?: ObjectSchema;
  querystring?: ObjectSchema;
  params?: ObjectSchema;
} {
  return (route.schema ?? {}) as { body?: ObjectSchema; querystring?: ObjectSchema; params?: ObjectSchema };
}

// Values of the wrong JSON type for a field of each type; null is added where the field does not take it.
const WRONG_TYPES: Record<string, readonly unknown[]> = {
  string: [12345, true, ['x@probe.example'], { text: 'x' }],
  integer: ['5', true, [5], { value: 5 }, 1.5],
  number: ['5', true, [5], { value: 5 }],
  boolean: ['true', 1, [true], { value: true }],
  array: ['x', 5, { 0: 'x' }],
  object: ['x', 5, [{}]],
};

/** Out-of-range numbers for a number field with these bounds (only those outside them). */
function outOfRange(rule: FieldRule): number[] {
  const candidates = [-1, 0, 1e20, 2147483648, -2147483649];
  if (rule.minimum !== undefined) candidates.push(rule.minimum - 1);
  if (rule.maximum !== undefined) candidates.push(rule.maximum + 1);
  const outside = candidates.filter(
    (value) =>
      (rule.minimum !== undefined && value < rule.minimum) ||
      (rule.maximum !== undefined && value > rule.maximum),
  );
  return [...new Set(outside)];
}

/** Texts that are not a plain decimal number, and plain numbers out of range, as a query or path would carry. */
function badNumberTexts(rule: FieldRule): string[] {
  const texts = ['Infinity', '-Infinity', 'NaN', '1e3', '0x10', ' 5', '+5', '1.5', 'abc', '5abc', '١٢'];
  return [
    ...texts,
    ...outOfRange(rule).map((value) => value.toLocaleString('en-US', { useGrouping: false })),
  ];
}

const BAD_BOOLEAN_TEXTS = ['1', '0', 'yes', 'TRUE', 'null', ''];

/** Characters a customer text must not keep: controls (NUL, BEL, ESC, a C1 control), a line break, a lone surrogate. */
export const DIRTY_TEXT = '\u0000\u0007\u001b\u009b\n\ud800';

function setAt(body: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function getAt(body: Record<string, unknown>, path: readonly (string | number)[]): unknown {
  let node: unknown = body;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node;
}

const REFUSED = [400] as const;

/** The variants of a body: each field of the wrong type, out of range, too long, missing; then broken bodies. */
export function bodyVariants(parts: RequestParts, schema: ObjectSchema | undefined): Variant[] {
  const body = parts.body;
  if (!schema || !body) return [];
  const variants: Variant[] = [];
  const withBody = (label: string, value: Record<string, unknown>, mentions?: string): void => {
    variants.push({ label, request: requestOf({ ...parts, body: value }), statuses: REFUSED, mentions });
  };
  const raw = (label: string, payload: string, contentType: string, statuses: readonly number[]) => {
    variants.push({ label, request: { ...requestOf(parts), payload, contentType }, statuses });
  };

  const fieldVariants = (object: ObjectSchema, path: readonly (string | number)[]): void => {
    for (const [name, propertySchema] of Object.entries(object.properties ?? {})) {
      const at = [...path, name];
      const label = `body.${at.join('.')}`;
      const rule = ruleOf(propertySchema);
      const valid = getAt(body, at);
      for (const type of rule.types) {
        for (const wrong of [...(WRONG_TYPES[type] ?? []), ...(rule.nullable ? [] : [null])]) {
          // A type the field also takes is no wrong type (gender is an integer or null).
          if (rule.types.includes(wrong === null ? 'null' : Array.isArray(wrong) ? 'array' : typeof wrong))
            continue;
          withBody(`${label} = ${JSON.stringify(wrong)}`, setAt(body, at, wrong), name);
        }
      }
      if (rule.types.includes('integer') || rule.types.includes('number')) {
        for (const value of outOfRange(rule)) withBody(`${label} = ${value}`, setAt(body, at, value), name);
        // JSON.parse reads 1e400 as Infinity.
        const marker = '"__not_finite__"';
        raw(
          `${label} = 1e400`,
          JSON.stringify(setAt(body, at, marker.slice(1, -1))).replace(marker, '1e400'),
          'application/json',
          REFUSED,
        );
      }
      if (rule.enum) withBody(`${label} outside its options`, setAt(body, at, 987654), name);
      if (rule.types.includes('string')) {
        if (rule.maxLength !== undefined) {
          const over = 'x'.repeat(rule.maxLength + 1);
          withBody(`${label} of ${rule.maxLength + 1} characters`, setAt(body, at, over), name);
          withBody(`${label} of 90 KB`, setAt(body, at, 'x'.repeat(90_000)), name);
        }
        if (rule.minLength && rule.customerText) {
          // Nothing printable is left once the text is cleaned: as empty as ''.
          withBody(`${label} of controls only`, setAt(body, at, '\u0000\u0007\u009b'), name);
        }
        if (rule.pattern && !new RegExp(rule.pattern, 'u').test('!')) {
          withBody(`${label} not matching its pattern`, setAt(body, at, '!'), name);
        }
        if (rule.format === 'email')
          withBody(`${label} not an e-mail`, setAt(body, at, 'not-an-email'), name);
      }
      if (rule.types.includes('array') && Array.isArray(valid)) {
        if (rule.maxItems !== undefined) {
          const many = Array.from({ length: rule.maxItems + 1 }, () => valid[0] as unknown);
          withBody(`${label} of ${rule.maxItems + 1} items`, setAt(body, at, many), name);
        }
        if (rule.minItems) withBody(`${label} empty`, setAt(body, at, []), name);
        if (rule.items?.properties && valid.length > 0) fieldVariants(rule.items, [...at, 0]);
      }
    }
    for (const name of object.required ?? []) {
      withBody(`body.${[...path, name].join('.')} missing`, setAt(body, [...path, name], undefined), name);
    }
  };
  fieldVariants(schema, []);

  for (const payload of ['null', '[]', '"text"', '42', 'true', '', '{"email": ', '{"a":1}{"b":2}']) {
    raw(`body ${JSON.stringify(payload)}`, payload, 'application/json', REFUSED);
  }
  raw('a body with __proto__', '{"__proto__": {"admin": true}}', 'application/json', REFUSED);
  raw('a body with constructor.prototype', '{"constructor": {"prototype": {}}}', 'application/json', REFUSED);
  raw('a body nested 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'application/json', REFUSED);
  raw('a text/plain body', 'email=x', 'text/plain', REFUSED);
  raw('an XML body', '<email>x</email>', 'application/xml', [415]);
  // The routes Redsys posts to read forms, and refuse this one's field (400); the others take no forms (415).
  raw('a form body', 'email=x', 'application/x-www-form-urlencoded', [400, 415]);
  // The dynamic form's save reads multipart forms, and refuses this one (400); the others take none (415).
  raw('a multipart body', '--x\r\n\r\nx\r\n--x--', 'multipart/form-data; boundary=x', [400, 415]);
  const huge = JSON.stringify({ ...body, padding: 'x'.repeat(BODY_LIMIT_BYTES) });
  raw('a body over 100 KB', huge, 'application/json', [413]);
  return variants;
}

/** The variants of the query: numbers and booleans not written plainly or out of range, long texts, lists. */
export function queryVariants(parts: RequestParts, schema: ObjectSchema | undefined): Variant[] {
  const variants: Variant[] = [];
  const withQuery = (label: string, query: Array<[string, string]>, mentions?: string): void => {
    variants.push({ label, request: requestOf({ ...parts, query }), statuses: REFUSED, mentions });
  };
  for (const [name, propertySchema] of Object.entries(schema?.properties ?? {})) {
    const rule = ruleOf(propertySchema);
    const others = parts.query.filter(([key]) => key !== name);
    const valid = parts.query.find(([key]) => key === name)?.[1] ?? '1';
    const texts = rule.types.includes('boolean')
      ? BAD_BOOLEAN_TEXTS
      : rule.types.includes('integer') || rule.types.includes('number')
        ? badNumberTexts(rule)
        : [
            ...(rule.maxLength === undefined ? [] : ['x'.repeat(rule.maxLength + 1)]),
            ...(rule.pattern ? ['../etc/passwd', 'a b'] : []),
          ];
    for (const text of texts) {
      withQuery(`query ${name}=${JSON.stringify(text.slice(0, 30))}`, [...others, [name, text]], name);
    }
    withQuery(`query ${name} twice`, [...others, [name, valid], [name, valid]], name);
  }
  for (const name of schema?.required ?? []) {
    withQuery(
      `query ${name} missing`,
      parts.query.filter(([key]) => key !== name),
      name,
    );
  }
  return variants;
}

/** The variants of the path parameters: ids not written plainly or out of range, names off their pattern. */
export function paramVariants(parts: RequestParts, schema: ObjectSchema | undefined): Variant[] {
  const variants: Variant[] = [];
  for (const [name, propertySchema] of Object.entries(schema?.properties ?? {})) {
    const rule = ruleOf(propertySchema);
    const texts =
      rule.types.includes('integer') || rule.types.includes('number')
        ? badNumberTexts(rule)
        : [
            ...(rule.maxLength === undefined ? [] : ['x'.repeat(rule.maxLength + 1)]),
            ...(rule.pattern ? ['../package.json', '.hidden', 'a b', 'a\u0000b'] : []),
          ];
    for (const text of texts) {
      variants.push({
        label: `path ${name}=${JSON.stringify(text.slice(0, 30))}`,
        request: requestOf({ ...parts, params: { ...parts.params, [name]: text } }),
        // A path of its own can match no route at all, which is a 404 like any unknown address.
        statuses: [400, 404],
      });
    }
  }
  return variants;
}

/** Variants that ask for no route or the wrong credentials. */
export function routingVariants(parts: RequestParts, auth: RouteAuth): Variant[] {
  const valid = requestOf(parts);
  const variants: Variant[] = [
    { label: 'PATCH', request: { ...valid, method: 'PATCH' }, statuses: [404], mentions: 'Not found' },
    {
      label: 'an unknown address below it',
      request: { ...valid, path: `${valid.path.split('?')[0]}/unknown/part` },
      statuses: [400, 404],
    },
  ];
  if (auth !== 'public') {
    for (const authorization of ['Bearer not-a-token', `Bearer ${'x'.repeat(5000)}`, 'Basic YW5hOmRlbW8=']) {
      variants.push({
        label: `authorization ${authorization.slice(0, 20)}`,
        request: { ...valid, authorization },
        statuses: [401],
        mentions: 'Unauthorized',
      });
    }
  }
  if (auth === 'customer') {
    const anonymous = requestOf({ ...parts, authorization: undefined });
    variants.push({ label: 'no token', request: anonymous, statuses: [401], mentions: 'Unauthorized' });
  }
  return variants;
}

/** Valid requests but for one customer text carrying control characters: taken clean, or refused, never a 5xx. */
export function dirtyTextVariants(parts: RequestParts, schema: ObjectSchema | undefined): Variant[] {
  const body = parts.body;
  if (!schema || !body) return [];
  return Object.entries(schema.properties ?? {})
    .filter(([, propertySchema]) => ruleOf(propertySchema).customerText)
    .map(([name]) => ({
      label: `body.${name} with control characters`,
      request: requestOf({ ...parts, body: { ...body, [name]: `${String(body[name])}${DIRTY_TEXT}` } }),
      statuses: [200, 400],
    }));
}
