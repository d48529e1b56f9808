import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Training, TrainingLists } from '@club/shared-contracts/training-entities';
import type { FastifyInstance } from 'fastify';
import { DEMO_CUSTOMERS, DEMO_LEVELS_TRAININGS } from '../db/demo-club.ts';
import { trainingMediaFiles } from '../db/seed-levels-trainings.ts';
import { UPLOADS_DIR } from '../files/uploads-routes.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { listCustomerTrainings } from './training-repository.ts';
import { TRAINING_TEXTS } from './training-texts.ts';

const T = DEMO_LEVELS_TRAININGS.trainings;

const lists = (app: FastifyInstance, customerId: number, token?: string) =>
  call(app, 'POST', '/api/publicteams/trainings', { customerId }, token);

const detail = (app: FastifyInstance, customerId: number, itemId: number, token?: string) =>
  call(app, 'POST', '/api/publicteams/training', { customerId, itemId }, token);

describe('trainings', () => {
  test("Ana's next trainings soonest first and past ones newest first, with club-local starts", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const answer = await lists(app, ana.id, ana.token);
    assert.equal(answer.status, 200);
    const model = answer.body.model as TrainingLists;
    assert.deepEqual(
      model.next.map((item) => item.id),
      [T.anaNext.id, T.anaLater.id],
    );
    assert.deepEqual(
      model.past.map((item) => item.id),
      [T.anaPast.id, T.anaOlder.id],
    );
    const [next] = model.next;
    assert.deepEqual(Object.keys(next!).sort(), ['description', 'duration', 'id', 'start']);
    assert.match(next!.start, /^\d{4}-\d{2}-\d{2}T19:30:00$/);
    assert.equal(next!.duration, T.anaNext.duration);
    assert.equal(next!.description, T.anaNext.description);
  });

  test('the detail has the attendance, the comments and the media in their order', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const model = (await detail(app, ana.id, T.anaNext.id, ana.token)).body.model as Training;
    assert.equal(model.presented, false);
    assert.equal(model.publicComments, T.anaNext.publicComments);
    assert.deepEqual(
      model.gallery.map((image) => [image.title, image.url, image.width, image.height]),
      T.anaNext.gallery.map(({ file, title }) => [title, `/uploads/${file}`, 480, 360]),
    );
    assert.deepEqual(
      model.videos,
      T.anaNext.videos.map(({ file, title }) => ({ title, url: `/uploads/${file}` })),
    );
    assert.deepEqual(
      model.files,
      T.anaNext.files.map(({ file, title }) => ({ url: `/uploads/${file}`, title })),
    );
    const past = (await detail(app, ana.id, T.anaPast.id, ana.token)).body.model as Training;
    assert.equal(past.presented, true);
    // Every media file is served by the API, so the pages work with no network.
    for (const url of [...model.gallery, ...model.videos, ...model.files].map((item) => item.url)) {
      const served = await app.inject({ method: 'GET', url });
      assert.equal(served.statusCode, 200, url);
      assert.equal(served.headers['content-type'], 'image/svg+xml', url);
    }
  });

  test("another customer's training is not found, someone else's list is refused, a parent sees a child's", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const brunos = await detail(app, ana.id, T.brunoNext.id, ana.token);
    assert.deepEqual([brunos.status, brunos.body.errorMsg], [404, TRAINING_TEXTS.notFound]);
    assert.equal((await detail(app, ana.id, 999_999, ana.token)).status, 404);
    assert.equal((await detail(app, ana.id, T.anaNext.id, bruno.token)).status, 403);
    assert.equal((await lists(app, ana.id, bruno.token)).status, 403);
    assert.equal((await lists(app, ana.id)).status, 401);
    const lucas = ana.children.find((child) => child.name === DEMO_CUSTOMERS.lucas.name)!;
    const childLists = (await lists(app, lucas.id, ana.token)).body.model as TrainingLists;
    assert.deepEqual(
      childLists.next.map((item) => item.id),
      [T.lucasNext.id],
    );
    assert.equal((await detail(app, lucas.id, T.lucasNext.id, ana.token)).status, 200);
    const bad = await call(
      app,
      'POST',
      '/api/publicteams/training',
      { customerId: ana.id, itemId: 'x' },
      ana.token,
    );
    assert.equal(bad.status, 400);
  });

  test('listCustomerTrainings splits at now: a training becomes past when it starts', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const db = openDb();
    const { next } = listCustomerTrainings(db, ana.id, new Date());
    const first = next[0]!;
    const [hours, minutes] = [Math.floor(first.startMinute / 60), first.startMinute % 60];
    const atStart = new Date(
      `${first.day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`,
    );
    // Europe/Madrid is one or two hours ahead of UTC: the start is before this UTC reading of the local time.
    const later = listCustomerTrainings(db, ana.id, atStart, 'Europe/Madrid');
    assert.equal(later.past[0]?.id, first.id);
    assert.equal(later.past[0]?.teamName, T.anaNext.team);
    const before = listCustomerTrainings(
      db,
      ana.id,
      new Date(atStart.getTime() - 3 * 60 * 60 * 1000),
      'Europe/Madrid',
    );
    assert.equal(before.next[0]?.id, first.id);
  });

  test('the uploads folder holds the drawings of every media file as the seed draws them', () => {
    for (const { file, svg } of trainingMediaFiles()) {
      const path = join(UPLOADS_DIR, file);
      assert.ok(existsSync(path), file);
      assert.equal(readFileSync(path, 'utf8'), svg, file);
    }
  });
});
