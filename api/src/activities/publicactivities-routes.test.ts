import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTIVITY_TEXTS } from './activity-texts.ts';
import { DAY_MS, DEMO_ACTIVITIES, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';

const ACTIVITIES = '/api/publicactivities';

test('the list answers the upcoming activities soonest first, with name, poster, start and price', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', `${ACTIVITIES}/list`);
  assert.equal(answer.status, 200);
  const model = answer.body.model as Array<{ id: number; name: string; poster: string; start: string }>;
  const demo = Object.values(DEMO_ACTIVITIES).sort((a, b) => a.startDays - b.startDays);
  assert.deepEqual(
    model.map((activity) => activity.id),
    demo.map((activity) => activity.id),
  );
  assert.deepEqual(model[0], {
    id: DEMO_ACTIVITIES.direct.id,
    name: DEMO_ACTIVITIES.direct.name,
    poster: DEMO_ACTIVITIES.direct.poster,
    start: model[0]!.start,
    price: 0,
  });
  assert.match(String(model[0]?.start), /^\d{4}-\d{2}-\d{2}T10:00:00$/);
});

test('activities that have started are no longer listed', async (t) => {
  const later = new Date(Date.now() + 13 * DAY_MS);
  const { app } = await createTestApp(t, { now: () => later });
  const answer = await call(app, 'GET', `${ACTIVITIES}/list`);
  const ids = (answer.body.model as Array<{ id: number }>).map((activity) => activity.id);
  assert.ok(!ids.includes(DEMO_ACTIVITIES.direct.id));
  assert.ok(!ids.includes(DEMO_ACTIVITIES.categories.id));
  assert.ok(ids.includes(DEMO_ACTIVITIES.withForm.id));
});

test('an activity answers its detail, whether it has a custom sign-up, and alreadyIn false to a visitor', async (t) => {
  const { app } = await createTestApp(t);
  const withForm = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.withForm.id}`);
  assert.equal(withForm.status, 200);
  assert.equal(withForm.body.hasCustomSignUp, true);
  assert.equal(withForm.body.alreadyIn, false);
  const model = withForm.body.model as Record<string, unknown>;
  assert.equal(model.name, DEMO_ACTIVITIES.withForm.name);
  assert.equal(model.description, DEMO_ACTIVITIES.withForm.description);
  assert.equal(model.price, 45);
  assert.match(String(model.end), /^\d{4}-\d{2}-\d{2}T14:00:00$/);
  assert.equal(model.onlineSignUp, true);
  assert.equal(model.partnerInscription, false);

  const direct = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.direct.id}`);
  assert.equal(direct.body.hasCustomSignUp, false);
  const dinner = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.noOnlineSignUp.id}`);
  assert.equal((dinner.body.model as { onlineSignUp: boolean }).onlineSignUp, false);
  assert.equal((dinner.body.model as { end: unknown }).end, null);
  const partner = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.partner.id}`);
  assert.equal((partner.body.model as { partnerInscription: boolean }).partnerInscription, true);
});

test('an unknown activity answers 404 with a message', async (t) => {
  const { app } = await createTestApp(t);
  for (const path of ['999', '999/categories']) {
    const answer = await call(app, 'GET', `${ACTIVITIES}/${path}`);
    assert.equal(answer.status, 404, path);
    assert.equal(answer.body.errorMsg, ACTIVITY_TEXTS.notFound);
  }
});

test('the categories of an activity answer id and name in the club order; none for an activity without', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.categories.id}/categories`);
  const names = (answer.body.model as Array<{ id: number; name: string }>).map((category) => category.name);
  assert.deepEqual(names, [...DEMO_ACTIVITIES.categories.categories]);
  const none = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.direct.id}/categories`);
  assert.deepEqual(none.body, { ok: true, model: [] });
});

test('the answer for a customer needs that customer’s token: none is 401, another customer’s 403', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const path = `${ACTIVITIES}/${DEMO_ACTIVITIES.direct.id}/${ana.id}`;
  assert.equal((await call(app, 'GET', path)).status, 401);
  assert.equal((await call(app, 'GET', path, undefined, bruno.token)).status, 403);
  const own = await call(app, 'GET', path, undefined, ana.token);
  assert.equal(own.status, 200);
  assert.equal(own.body.alreadyIn, false);
});

test('a direct inscription to a free activity answers ok with no sales, then alreadyIn, and a second one is refused', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const body = { id: DEMO_ACTIVITIES.direct.id, customerId: ana.id, partnerCustomerId: null };
  const first = await call(app, 'POST', `${ACTIVITIES}/inscription`, body, ana.token);
  assert.deepEqual(first.body, { ok: true, model: [] });
  const detail = await call(
    app,
    'GET',
    `${ACTIVITIES}/${DEMO_ACTIVITIES.direct.id}/${ana.id}`,
    undefined,
    ana.token,
  );
  assert.equal(detail.body.alreadyIn, true);
  const again = await call(app, 'POST', `${ACTIVITIES}/inscription`, body, ana.token);
  assert.deepEqual(again.body, { ok: false, errorMsg: ACTIVITY_TEXTS.alreadyIn });
});

test('the inscription needs the customer’s token: none is 401, another customer’s 403, and nothing is written', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const body = { id: DEMO_ACTIVITIES.direct.id, customerId: ana.id };
  assert.equal((await call(app, 'POST', `${ACTIVITIES}/inscription`, body)).status, 401);
  assert.equal((await call(app, 'POST', `${ACTIVITIES}/inscription`, body, bruno.token)).status, 403);
  const detail = await call(
    app,
    'GET',
    `${ACTIVITIES}/${DEMO_ACTIVITIES.direct.id}/${ana.id}`,
    undefined,
    ana.token,
  );
  assert.equal(detail.body.alreadyIn, false);
});

test('the sign-up rules: no online sign-up, a partner required, a category required, a form to fill', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const inscribe = (body: Record<string, unknown>) =>
    call(app, 'POST', `${ACTIVITIES}/inscription`, { customerId: ana.id, ...body }, ana.token);

  assert.deepEqual((await inscribe({ id: DEMO_ACTIVITIES.noOnlineSignUp.id })).body, {
    ok: false,
    errorMsg: ACTIVITY_TEXTS.noOnlineSignUp,
  });
  assert.deepEqual((await inscribe({ id: DEMO_ACTIVITIES.partner.id })).body, {
    ok: false,
    errorMsg: ACTIVITY_TEXTS.partnerRequired,
  });
  assert.deepEqual((await inscribe({ id: DEMO_ACTIVITIES.partner.id, partnerCustomerId: ana.id })).body, {
    ok: false,
    errorMsg: ACTIVITY_TEXTS.partnerIsYou,
  });
  assert.deepEqual((await inscribe({ id: DEMO_ACTIVITIES.categories.id })).body, {
    ok: false,
    errorMsg: ACTIVITY_TEXTS.categoryRequired,
  });
  assert.deepEqual((await inscribe({ id: DEMO_ACTIVITIES.withForm.id })).body, {
    ok: false,
    errorMsg: ACTIVITY_TEXTS.formRequired,
  });

  const categories = await call(app, 'GET', `${ACTIVITIES}/${DEMO_ACTIVITIES.categories.id}/categories`);
  const [first] = categories.body.model as Array<{ id: number }>;
  assert.deepEqual(
    (await inscribe({ id: DEMO_ACTIVITIES.categories.id, activityCategoryId: first!.id })).body,
    { ok: true, model: [] },
  );
  const withPartner = await inscribe({ id: DEMO_ACTIVITIES.partner.id, partnerCustomerId: bruno.id });
  assert.deepEqual(withPartner.body, { ok: true, model: [] });
  // The partner is in too: Bruno sees Already In, and cannot be named again.
  const brunoView = await call(
    app,
    'GET',
    `${ACTIVITIES}/${DEMO_ACTIVITIES.partner.id}/${bruno.id}`,
    undefined,
    bruno.token,
  );
  assert.equal(brunoView.body.alreadyIn, true);
});

test('an activity that has started takes no more sign-ups', async (t) => {
  const later = new Date(Date.now() + 8 * DAY_MS);
  const { app } = await createTestApp(t, { now: () => later });
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const answer = await call(
    app,
    'POST',
    `${ACTIVITIES}/inscription`,
    { id: DEMO_ACTIVITIES.direct.id, customerId: ana.id },
    ana.token,
  );
  assert.deepEqual(answer.body, { ok: false, errorMsg: ACTIVITY_TEXTS.started });
});

test('an activity with its places taken refuses more sign-ups; a partner takes a place too', async (t) => {
  const { app, openDb } = await createTestApp(t);
  openDb().prepare('UPDATE activities SET max_places = 2 WHERE id = ?').run(DEMO_ACTIVITIES.partner.id);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const pair = await call(
    app,
    'POST',
    `${ACTIVITIES}/inscription`,
    { id: DEMO_ACTIVITIES.partner.id, customerId: ana.id, partnerCustomerId: ana.children[0]!.id },
    ana.token,
  );
  assert.deepEqual(pair.body, { ok: true, model: [] });
  const full = await call(
    app,
    'POST',
    `${ACTIVITIES}/inscription`,
    { id: DEMO_ACTIVITIES.partner.id, customerId: bruno.id, partnerCustomerId: ana.children[1]!.id },
    bruno.token,
  );
  assert.deepEqual(full.body, { ok: false, errorMsg: ACTIVITY_TEXTS.full });
});
