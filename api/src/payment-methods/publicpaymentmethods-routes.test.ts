import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CreditCardToken } from '@club/shared-contracts/entities';
import { DEMO_ACCOUNT_CUSTOMER, DEMO_CARDS } from '../db/seed-account.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { CARD_TEXTS } from './publicpaymentmethods-routes.ts';

const CARDS = (customerId: number | string) => `/api/publicpaymentmethods/token-list/${customerId}`;
const CARD = (customerId: number | string, methodId: number | string) =>
  `/api/publicpaymentmethods/${customerId}/${methodId}`;

const { ana, bruno } = DEMO_CUSTOMERS;
const carla = { email: DEMO_ACCOUNT_CUSTOMER.email, password: DEMO_PASSWORD };

test('a customer lists the saved cards by their last digits, the newest first', async (t) => {
  const { app } = await createTestApp(t);
  for (const [customer, cards] of [
    [ana, DEMO_CARDS.ana],
    [bruno, DEMO_CARDS.bruno],
  ] as const) {
    const session = await login(app, customer);
    const answer = await call(app, 'GET', CARDS(session.id), undefined, session.token);
    assert.equal(answer.status, 200);
    const model = answer.body.model as CreditCardToken[];
    assert.deepEqual(
      model.map((card) => card.cardNumber),
      [...cards],
    );
    assert.ok(model.every((card) => Number.isInteger(card.id)));
  }
});

test('a child profile without cards answers an empty list to its parent', async (t) => {
  const { app } = await createTestApp(t);
  const session = await login(app, ana);
  const answer = await call(app, 'GET', CARDS(session.children[0]!.id), undefined, session.token);
  assert.deepEqual(answer.body, { ok: true, model: [] });
});

test('deleting a saved card removes it from the list; deleting it again answers its message', async (t) => {
  const { app } = await createTestApp(t);
  const session = await login(app, carla);
  const [first, second] = (await call(app, 'GET', CARDS(session.id), undefined, session.token)).body
    .model as CreditCardToken[];
  assert.deepEqual((await call(app, 'DELETE', CARD(session.id, first!.id), undefined, session.token)).body, {
    ok: true,
  });
  const left = (await call(app, 'GET', CARDS(session.id), undefined, session.token)).body.model;
  assert.deepEqual(left, [second]);

  const again = await call(app, 'DELETE', CARD(session.id, first!.id), undefined, session.token);
  assert.equal(again.status, 404);
  assert.deepEqual(again.body, { ok: false, errorMsg: CARD_TEXTS.notFound });
});

test("someone else's card cannot be listed or deleted, whichever customer id is named", async (t) => {
  const { app } = await createTestApp(t);
  const anaSession = await login(app, ana);
  const brunoSession = await login(app, bruno);
  const brunoCard = (
    (await call(app, 'GET', CARDS(brunoSession.id), undefined, brunoSession.token)).body
      .model as CreditCardToken[]
  )[0]!;

  assert.equal((await call(app, 'GET', CARDS(brunoSession.id), undefined, anaSession.token)).status, 403);
  const foreignCustomer = await call(
    app,
    'DELETE',
    CARD(brunoSession.id, brunoCard.id),
    undefined,
    anaSession.token,
  );
  assert.equal(foreignCustomer.status, 403);
  // Bruno's card named under Ana's own id is not hers: the same answer as a card that does not exist.
  const foreignCard = await call(
    app,
    'DELETE',
    CARD(anaSession.id, brunoCard.id),
    undefined,
    anaSession.token,
  );
  assert.equal(foreignCard.status, 404);
  assert.equal(
    (await call(app, 'DELETE', CARD(anaSession.id, 999_999), undefined, anaSession.token)).status,
    404,
  );

  const still = (await call(app, 'GET', CARDS(brunoSession.id), undefined, brunoSession.token)).body.model;
  assert.deepEqual(still, [brunoCard]);
});

test('no token answers 401, an unknown customer 403, malformed ids 400', async (t) => {
  const { app } = await createTestApp(t);
  const session = await login(app, ana);
  assert.equal((await call(app, 'GET', CARDS(session.id))).status, 401);
  assert.equal((await call(app, 'DELETE', CARD(session.id, 1))).status, 401);
  assert.equal((await call(app, 'GET', CARDS(999_999), undefined, session.token)).status, 403);
  for (const url of [CARDS('abc'), CARDS('0'), CARDS('1.5')]) {
    assert.equal((await call(app, 'GET', url, undefined, session.token)).status, 400, url);
  }
  for (const url of [
    CARD(session.id, 'x'),
    CARD(session.id, 0),
    CARD('-1', 1),
    CARD(session.id, '99999999999'),
  ]) {
    const answer = await call(app, 'DELETE', url, undefined, session.token);
    assert.equal(answer.status, 400, url);
    assert.ok(answer.body.errorMsg);
  }
});
