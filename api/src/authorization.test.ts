// The authorization matrix (architecture 5: "customer-scoped calls check the token's customer"): every route of the
// bad-input table that takes a customer's token, sent with Ana's ids by another customer, by Ana's child and by
// nobody, is refused and changes no row. The routes come from ROUTE_TABLE, so a new route cannot be left out.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ROUTE_TABLE,
  readFixture,
  requestOf,
  routeKey,
  validParts,
  type RouteCase,
} from './bad-input-routes.ts';
import { DEMO_CUSTOMERS } from './db/demo-club.ts';
import { call, createTestApp, login, watchDatabase } from './test-support.ts';

// The matrix logs in and sends a few hundred requests from one address; the rate limit has its own tests.
const NO_RATE_LIMIT = {
  rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  lookupRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
};

/** Who calls with Ana's ids. */
type Caller = 'another customer' | "Ana's child" | 'no token';

/**
 * Routes whose request names no customer's data, answered alike to whoever calls (their token only shapes the
 * answer for the caller): the player search finds players by their public names for whoever books; a court's level
 * range, the by-place list, an open match's details and a by-place booking's map with its players' names (their
 * contact only when the booking allows it) are what any customer sees to join. Nobody without a token still calls
 * the ones that need a session.
 */
const ANSWERED_TO_ANY_SESSION = new Set([
  'POST /api/publiccustomers/list',
  'GET /api/publicbookings/byplace/:resourceId/level-range',
  'POST /api/publicbookings/byplace-list',
  'GET /api/publicbookings/booking-template-info/:templateId/:bookingId',
  'GET /api/publicbookings/info/:bookingId',
]);

/** The routes that take a customer's token. */
const scoped = ROUTE_TABLE.filter((route) => route.auth !== 'public');

/** Who each route refuses: 'customer' routes refuse nobody's call, the others refuse the calls on Ana's data. */
function refusedCallers(route: RouteCase): Caller[] {
  const strangers: Caller[] = ANSWERED_TO_ANY_SESSION.has(routeKey(route))
    ? []
    : ['another customer', "Ana's child"];
  return route.auth === 'customer' ? [...strangers, 'no token'] : strangers;
}

/** Why an answer is not a refusal, or undefined when it is one: 401/403/404, or a business refusal (200, ok false). */
function acceptance(caller: Caller, status: number, body: { ok?: unknown }): string | undefined {
  if (caller === 'no token') return status === 401 ? undefined : `answered ${status}, not 401`;
  if ([401, 403, 404].includes(status)) return undefined;
  if (status === 200 && body.ok === false) return undefined;
  return `answered ${status} ${JSON.stringify(body).slice(0, 160)}`;
}

interface Callers {
  app: FastifyInstance;
  tokens: Record<Exclude<Caller, 'no token'>, string>;
}

async function callAs(
  { app, tokens }: Callers,
  caller: Caller,
  route: RouteCase,
  parts: ReturnType<typeof validParts>,
) {
  const request = requestOf({
    ...parts,
    authorization: caller === 'no token' ? undefined : `Bearer ${tokens[caller]}`,
  });
  const response = await app.inject({
    method: route.method,
    url: request.path,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(request.authorization ? { authorization: request.authorization } : {}),
    },
  });
  let body: { ok?: unknown } = {};
  try {
    body = response.json();
  } catch {
    // A refusal always answers JSON; an answer that is not JSON is no refusal and fails below.
  }
  return { status: response.statusCode, body };
}

describe('the authorization matrix', () => {
  test('the matrix covers every route of the table that takes a token, and names no route the table lacks', () => {
    assert.ok(scoped.length >= 60, `only ${scoped.length} customer-scoped routes`);
    const keys = new Set(scoped.map(routeKey));
    assert.deepEqual(
      [...ANSWERED_TO_ANY_SESSION].filter((key) => !keys.has(key)),
      [],
    );
  });

  test('every customer-scoped call with Ana’s ids is refused to another customer, to her child and to nobody, and changes no row', async (t) => {
    const { app, openDb } = await createTestApp(t, NO_RATE_LIMIT);
    const fixture = await readFixture(app);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const child = await call(
      app,
      'POST',
      '/api/publiccustomers/impersonate',
      { customerId: fixture.childId },
      fixture.ana.token,
    );
    assert.equal(child.body.ok, true, JSON.stringify(child.body));
    const callers: Callers = {
      app,
      tokens: { 'another customer': bruno.token, "Ana's child": child.body.token as string },
    };
    const changes = watchDatabase(openDb());
    const problems: string[] = [];
    let calls = 0;
    for (const route of scoped) {
      const parts = validParts(route, fixture);
      for (const caller of refusedCallers(route)) {
        const answer = await callAs(callers, caller, route, parts);
        calls += 1;
        const problem = acceptance(caller, answer.status, answer.body);
        if (problem) problems.push(`${routeKey(route)} by ${caller}: ${problem}`);
      }
      const changed = changes();
      if (changed.length > 0) problems.push(`${routeKey(route)}: rows changed in ${changed.join(', ')}`);
    }
    assert.deepEqual(problems, [], `${problems.length} problems over ${calls} calls`);
  });
});
