import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Banner } from '@club/shared-contracts/entities';
import { DEMO_BANNERS } from '../db/seed-home.ts';
import { call, createTestApp } from '../test-support.ts';

const OPEN_LIST = '/api/banners/open-list';

test('open-list answers the club’s board banners in its order, each image served from the uploads', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', OPEN_LIST);
  assert.equal(answer.status, 200);
  assert.equal(answer.body.ok, true);
  const banners = answer.body.rowData as Banner[];
  assert.deepEqual(
    banners.map(({ title, text, image, url }) => ({ title, text, image, url })),
    DEMO_BANNERS.map(({ title, text, image, url }) => ({ title, text, image, url })),
  );
  for (const banner of banners) {
    assert.deepEqual(Object.keys(banner).sort(), ['id', 'image', 'text', 'title', 'url']);
    assert.equal((await app.inject({ url: `/uploads/${banner.image}` })).statusCode, 200, banner.image);
  }
});

test('open-list follows the position the club gives its banners', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const last = DEMO_BANNERS.at(-1);
  assert.ok(last);
  openDb().prepare('UPDATE banners SET position = -1 WHERE title = ?').run(last.title);
  const banners = (await call(app, 'GET', OPEN_LIST)).body.rowData as Banner[];
  assert.equal(banners[0]?.title, last.title);
});
