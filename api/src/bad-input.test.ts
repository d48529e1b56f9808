// Bad input on every route (architecture 5: "bad input gets a 4xx with a message, never a 500"): the corpus of
// bad-input-routes.ts and bad-input-variants.ts sent to each route, the customer text rule proven on what is
// stored, and the requests Node refuses before any route sees them.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, test } from 'node:test';
import type { Customer } from '@club/shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import {
  ROUTE_TABLE,
  readFixture,
  requestOf,
  routeKey,
  validParts,
  type CorpusRequest,
} from './bad-input-routes.ts';
import {
  DIRTY_TEXT,
  bodyVariants,
  dirtyTextVariants,
  paramVariants,
  queryVariants,
  routingVariants,
  ruleOf,
  schemaParts,
  type ObjectSchema,
  type Variant,
} from './bad-input-variants.ts';
import { CUSTOMER_TEXT_KEYWORD } from './http/customer-text.ts';
import { ERROR_TEXTS } from './http/errors.ts';
import { registeredRoutes } from './http/input-rules.ts';
import { call, createTestApp, lastLinkInOutbox, login, newCustomer, watchDatabase } from './test-support.ts';

// The corpus logs in and sends thousands of requests from one address; the rate limit has its own tests.
const NO_RATE_LIMIT = {
  rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  lookupRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
};

interface Sent {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

async function send(app: FastifyInstance, request: CorpusRequest): Promise<Sent> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.path,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(request.authorization ? { authorization: request.authorization } : {}),
    },
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** Why an answer to a bad variant is wrong, or undefined when it is a refusal as it should be. */
function refusalProblem(variant: Variant, answer: Sent): string | undefined {
  const body = answer.body as { ok?: unknown; errorMsg?: unknown } | undefined;
  const accepted = answer.status < 300;
  if (!variant.statuses.includes(answer.status)) return `answered ${answer.status}`;
  if (answer.headers['czversion'] === undefined) return 'no CzVersion header';
  if (accepted) return undefined;
  if (body?.ok !== false || typeof body.errorMsg !== 'string' || body.errorMsg === '') {
    return `no { ok: false, errorMsg }: ${JSON.stringify(body).slice(0, 120)}`;
  }
  if (variant.mentions && !body.errorMsg.includes(variant.mentions)) {
    return `errorMsg "${body.errorMsg}" does not name ${variant.mentions}`;
  }
  return undefined;
}

/** A refusal: a 4xx, or a business refusal (200, ok false). */
function isRefusal(answer: Sent): boolean {
  return answer.status >= 400 || (answer.body as { ok?: unknown } | undefined)?.ok === false;
}

const tableKeys = new Set(ROUTE_TABLE.map(routeKey));

describe('the bad-input corpus covers the whole API', () => {
  test('every route the app registers is in the corpus table, and the table names no route the app lacks', async (t) => {
    const { app } = await createTestApp(t);
    // HEAD routes answer as their GET, and OPTIONS * is the CORS preflight: neither reads input.
    const registered = registeredRoutes(app)
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map(routeKey);
    assert.ok(registered.length >= 36, `only ${registered.length} routes recorded`);
    assert.deepEqual(
      registered.filter((key) => !tableKeys.has(key)),
      [],
      'routes missing from ROUTE_TABLE',
    );
    assert.deepEqual(
      [...tableKeys].filter((key) => !registered.includes(key)),
      [],
      'table entries the app lacks',
    );
  });

  test('every text of a body, query or path has a maximum length, every number bounds, every list a maximum size', async (t) => {
    const { app } = await createTestApp(t);
    const unbounded: string[] = [];
    const walk = (schema: ObjectSchema | undefined, where: string): void => {
      for (const [name, propertySchema] of Object.entries(schema?.properties ?? {})) {
        const rule = ruleOf(propertySchema);
        const at = `${where}.${name}`;
        const isNumber = rule.types.includes('integer') || rule.types.includes('number');
        if (rule.types.includes('string') && rule.maxLength === undefined && !rule.enum) unbounded.push(at);
        if (isNumber && !rule.enum && (rule.minimum === undefined || rule.maximum === undefined)) {
          unbounded.push(at);
        }
        if (rule.types.includes('array') && rule.maxItems === undefined) unbounded.push(at);
        if (rule.items) walk(rule.items, `${at}[]`);
      }
    };
    for (const route of registeredRoutes(app)) {
      const parts = schemaParts(route);
      for (const part of ['body', 'querystring', 'params'] as const) {
        walk(parts[part], `${routeKey(route)} ${part}`);
      }
    }
    assert.deepEqual(unbounded, []);
  });

  test('every text a body carries is a customer text, but the few taken as sent: secrets, tokens, JSON and cart labels', async (t) => {
    const { app } = await createTestApp(t);
    // Passwords are hashed, never shown; tokens are looked up by their hash, a saved card's tokenId by its id;
    // customFieldValues is JSON whose answers are cleaned one by one; birthDate and a booking's dates have a pattern;
    // the cart's stock labels are read by nobody; a provider's signed fields are checked by their signature.
    const takenAsSent = new Set([
      'password',
      'plainPassword',
      'plainOldPass',
      'plainNewPass',
      'token',
      'tokenId',
      'externalToken',
      // The club's app's link code, its PKCE secret and challenge, and the confirmation the page hands it.
      'code',
      'codeVerifier',
      'codeChallenge',
      'confirmation',
      'customFieldValues',
      'birthDate',
      'date',
      'startDate',
      'stockParentName',
      'stockDetail',
      // The payment providers' signed fields and Stripe's ids and secrets.
      'Ds_SignatureVersion',
      'Ds_MerchantParameters',
      'Ds_Signature',
      'clientSecret',
      'paymentMethod',
    ]);
    const unmarked: string[] = [];
    const walk = (schema: ObjectSchema | undefined, where: string): void => {
      for (const [name, propertySchema] of Object.entries(schema?.properties ?? {})) {
        const rule = ruleOf(propertySchema);
        // A text limited to a list of options (a sport, a gender) carries nothing a customer typed.
        if (rule.types.includes('string') && !rule.customerText && !rule.enum && !takenAsSent.has(name)) {
          unmarked.push(`${where}.${name}`);
        }
        if (rule.items) walk(rule.items, `${where}.${name}[]`);
      }
    };
    for (const route of registeredRoutes(app)) walk(schemaParts(route).body, routeKey(route));
    assert.deepEqual(unmarked, [], `body texts without ${CUSTOMER_TEXT_KEYWORD}`);
  });
});

describe('every route refuses bad input with a 4xx and a readable errorMsg', () => {
  for (const route of ROUTE_TABLE) {
    test(`${routeKey(route)}: wrong types, long texts, bad numbers, broken bodies, wrong methods or tokens answer 4xx with an errorMsg and change no row; the valid request answers 200`, async (t) => {
      const { app, openDb } = await createTestApp(t, NO_RATE_LIMIT);
      const fixture = await readFixture(app);
      const registered = registeredRoutes(app).find((candidate) => routeKey(candidate) === routeKey(route));
      assert.ok(registered, 'the route is registered');
      const schema = schemaParts(registered);
      const parts = validParts(route, fixture);
      const variants = [
        ...bodyVariants(parts, schema.body),
        ...queryVariants(parts, schema.querystring),
        ...paramVariants(parts, schema.params),
        ...routingVariants(parts, route.auth),
        ...dirtyTextVariants(parts, schema.body),
      ];
      const problems: string[] = [];
      // A refused variant changes no row: the database is read before and after each variant.
      const changes = watchDatabase(openDb());
      for (const variant of variants) {
        const answer = await send(app, variant.request);
        const problem = refusalProblem(variant, answer);
        if (problem) problems.push(`${variant.label}: ${problem}`);
        const changed = changes();
        if (isRefusal(answer) && changed.length > 0) {
          problems.push(`${variant.label}: refused but changed ${changed.join(', ')}`);
        }
      }
      assert.deepEqual(problems, [], `${problems.length} of ${variants.length} variants`);
      // Last, as it may change data (the account removal): the request the table calls valid is accepted.
      const valid = await send(app, requestOf(parts));
      assert.equal(valid.status, 200, JSON.stringify(valid.body).slice(0, 200));
    });
  }
});

describe('numbers in a query or path are read strictly', () => {
  test('count=Infinity, NaN, -1, 1e20 or 2147483648 answers 400 with a message, never 500', async (t) => {
    const { app } = await createTestApp(t);
    for (const count of ['Infinity', '-Infinity', 'NaN', '-1', '1e20', '2147483648', '1e400']) {
      const answer = await call(app, 'GET', `/api/cztextblocks/list-with-users?count=${count}`);
      assert.equal(answer.status, 400, count);
      assert.match(answer.body.errorMsg ?? '', /^count must be/, count);
    }
    assert.equal((await call(app, 'GET', '/api/cztextblocks/list-with-users?count=3')).status, 200);
  });
});

describe('customer texts are stored clean', () => {
  const dirty = (text: string) => `${text.slice(0, 2)}${DIRTY_TEXT}${text.slice(2)}\t `;

  test('registration stores name, surname and phone without control characters or lone surrogates, line breaks as spaces', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const email = 'clean@probe.example';
    const body = {
      ...newCustomer(email),
      name: 'Ma\u0000ri\u0007na\ud800',
      surname: 'Soler\nVidal\u009b',
      phone: '611\u001b 222\r\n333',
    };
    const registered = await call(app, 'POST', '/api/publiccustomers/register', body);
    assert.equal(registered.body.ok, true, JSON.stringify(registered.body));
    const token = lastLinkInOutbox(openDb(), email, 'activate');
    assert.deepEqual((await call(app, 'POST', '/api/publiccustomers/activate', { token })).body, {
      ok: true,
    });
    const session = await login(app, { email, password: body.password });
    assert.equal(session.name, 'Marina');
    assert.equal(session.surname, 'Soler Vidal');
    const record = await call(
      app,
      'GET',
      `/api/publicacademycustomers/${session.id}`,
      undefined,
      session.token,
    );
    const customer = record.body.model as Customer;
    assert.deepEqual(
      [customer.name, customer.surname, customer.phone],
      ['Marina', 'Soler Vidal', '611 222 333'],
    );
  });

  test('the account save stores every personal text clean', async (t) => {
    const { app } = await createTestApp(t, NO_RATE_LIMIT);
    const fixture = await readFixture(app);
    const route = ROUTE_TABLE.find((candidate) => candidate.url === '/api/publicacademycustomers/put-json')!;
    const body = validParts(route, fixture).body!;
    const texts = [
      'name',
      'surname',
      'phone',
      'addressLine1',
      'postalCode',
      'city',
      'town',
      'country',
    ] as const;
    const values = { name: 'Ana', surname: 'García', phone: '600 111 222', addressLine1: 'Calle Mayor 1' };
    const sent = Object.fromEntries(
      texts.map((field) => [field, dirty((values as Record<string, string>)[field] ?? 'Madrid')]),
    );
    const saved = await call(
      app,
      'PUT',
      '/api/publicacademycustomers/put-json',
      { ...body, ...sent },
      fixture.ana.token,
    );
    assert.deepEqual(saved.body, { ok: true });
    const record = await call(
      app,
      'GET',
      `/api/publicacademycustomers/${fixture.ana.id}`,
      undefined,
      fixture.ana.token,
    );
    const customer = record.body.model as Customer;
    for (const field of texts) {
      const value = customer[field];
      assert.doesNotMatch(value, /[\p{Cc}\p{Cs}]/u, field);
      assert.equal(value, value.trim(), field);
    }
    assert.equal(customer.name, 'An a', 'the line break between the halves became a space');
  });

  test("an info request keeps the question's line breaks and drops the other control characters", async (t) => {
    const { app, openDb } = await createTestApp(t);
    const question = '¿Hay clases\r\npara\u0000 niños?\u0007\n\tGracias\ud800';
    const answer = await call(app, 'POST', '/api/publiccomms/info-request', {
      email: 'visitor@probe.example',
      question,
    });
    assert.deepEqual(answer.body, { ok: true });
    const row = openDb().prepare('SELECT question FROM info_requests').get() as { question: string };
    assert.equal(row.question, '¿Hay clases\npara niños?\n\tGracias');
  });

  test('the search box and the shop search look for the text without its control characters', async (t) => {
    const { app } = await createTestApp(t);
    const search = await call(app, 'POST', '/api/products/search', { search: 'pa\u0000la\u0007\ud800' });
    const entries = search.body.rowData as Array<{ id: number | null; name: string }>;
    assert.ok(entries.length > 0);
    assert.equal(entries.at(-1)?.name, 'pala', 'the shop entry carries the clean text');
    const gridStatus = JSON.stringify({
      filters: [{ field: 'Name', op: 'contains', value: 'pa\u0000la\n' }],
    });
    const clean = JSON.stringify({ filters: [{ field: 'Name', op: 'contains', value: 'pala' }] });
    const list = (status: string) =>
      call(app, 'GET', `/api/shop/list?${new URLSearchParams({ gridStatus: status }).toString()}`);
    assert.deepEqual((await list(gridStatus)).body, (await list(clean)).body);
  });

  test('a text of controls only is as empty as no text: a required field answers 400', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(app, 'POST', '/api/publiccustomers/register', {
      ...newCustomer('empty@probe.example'),
      name: '\u0000\u0007\n\ud800',
    });
    assert.deepEqual([answer.status, answer.body.errorMsg], [400, 'name: The field is required']);
  });
});

/** A GET on a listening app with a raw HTTP client (inject skips Node's header limit). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), headers: response.headers }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Raw bytes to a listening app, and everything it answers until it closes the connection. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before any route', () => {
  async function listening(t: Parameters<typeof createTestApp>[0]): Promise<number> {
    const { app } = await createTestApp(t);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }

  test('a 20 KB query string or header answers 431 with a JSON errorMsg, and the server goes on answering', async (t) => {
    const port = await listening(t);
    const huge = [
      await rawGet(port, `/api/cztextblocks/list-with-users?count=2&pad=${'x'.repeat(20_000)}`),
      await rawGet(port, '/api/czconfigs/template', { cookie: `c=${'y'.repeat(20_000)}` }),
    ];
    for (const answer of huge) {
      assert.equal(answer.status, 431);
      assert.deepEqual(answer.body, { ok: false, errorMsg: ERROR_TEXTS.tooLarge });
      assert.equal(answer.headers['czversion'], '1');
      // Its Origin is unread: no origin is admitted to read it (the API's CORS admits only the club's listed ones).
      assert.equal(answer.headers['access-control-allow-origin'], undefined);
    }
    assert.equal((await rawGet(port, '/api/cztextblocks/list-with-users?count=2')).status, 200);
  });

  test('a malformed request line or header answers 400 with a JSON errorMsg and closes the connection', async (t) => {
    const port = await listening(t);
    for (const text of ['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n']) {
      const answer = await rawExchange(port, text);
      assert.match(answer, /^HTTP\/1\.1 400 Bad Request\r\n/, JSON.stringify(text));
      assert.ok(answer.endsWith(JSON.stringify({ ok: false, errorMsg: ERROR_TEXTS.badRequest })), answer);
    }
    assert.equal((await rawGet(port, '/api/czconfigs/template')).status, 200);
  });

  test('a malformed or over-long address answers 400 with a fixed errorMsg that does not quote it back', async (t) => {
    const { app } = await createTestApp(t);
    for (const [url, message] of [
      ['/api/shop/get/%E0%A4%A', ERROR_TEXTS.badUrl],
      [`/uploads/${'x'.repeat(200)}.svg`, ERROR_TEXTS.longUrlPart],
    ] as const) {
      const answer = await call(app, 'GET', url);
      assert.deepEqual([answer.status, answer.body], [400, { ok: false, errorMsg: message }], url);
    }
  });
});

describe('the corpus itself', () => {
  test('a route case with a body yields wrong-type variants for every field of its schema', async (t) => {
    const { app } = await createTestApp(t, NO_RATE_LIMIT);
    const fixture = await readFixture(app);
    const route = ROUTE_TABLE.find((candidate) => candidate.url === '/api/publiccustomers/register')!;
    const registered = registeredRoutes(app).find((candidate) => routeKey(candidate) === routeKey(route))!;
    const labels = bodyVariants(validParts(route, fixture), schemaParts(registered).body).map(
      (variant) => variant.label,
    );
    for (const field of ['name', 'surname', 'email', 'password', 'phone', 'okRss', 'acceptConditions']) {
      assert.ok(
        labels.some((label) => label.startsWith(`body.${field} = `)),
        `no wrong-type variant of ${field}`,
      );
    }
    assert.ok(labels.includes('body.name = ["x@probe.example"]'), 'a one-item list where a text belongs');
    assert.ok(labels.includes('body.name of 90 KB'));
  });
});
