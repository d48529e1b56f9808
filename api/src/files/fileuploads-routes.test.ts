import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, createTestApp } from '../test-support.ts';

const OPEN_LIST = '/api/fileuploads/open-list';

test('the gallery and sponsors lists answer files that the server serves', async (t) => {
  const { app } = await createTestApp(t);
  for (const [category, expected] of [
    ['CzGallery', 6],
    ['Sponsors', 6],
  ] as const) {
    const answer = await call(app, 'GET', `${OPEN_LIST}?parentName=CZConfig&parentId=1&category=${category}`);
    assert.equal(answer.status, 200);
    const data = answer.body.data as Array<{ url: string; description: string }>;
    assert.equal(data.length, expected, category);
    for (const file of data) {
      assert.deepEqual(Object.keys(file).sort(), ['description', 'url']);
      assert.equal((await app.inject({ url: `/uploads/${file.url}` })).statusCode, 200, file.url);
    }
  }
});

test('an unknown parent or category answers an empty list', async (t) => {
  const { app } = await createTestApp(t);
  for (const query of [
    'parentName=CZConfig&parentId=2&category=CzGallery',
    'parentName=Other&parentId=1&category=CzGallery',
  ]) {
    assert.deepEqual((await call(app, 'GET', `${OPEN_LIST}?${query}`)).body, { ok: true, data: [] });
  }
});

test('missing or malformed query parameters answer 400', async (t) => {
  const { app } = await createTestApp(t);
  for (const query of [
    '',
    'parentName=CZConfig&parentId=1',
    'parentName=CZConfig&parentId=x&category=CzGallery',
    `parentName=${'p'.repeat(101)}&parentId=1&category=CzGallery`,
  ]) {
    const answer = await call(app, 'GET', `${OPEN_LIST}?${query}`);
    assert.equal(answer.status, 400, query);
    assert.ok(answer.body.errorMsg);
  }
});

test('uploads are served with their type and a long cache; unknown files and traversal are refused', async (t) => {
  const { app } = await createTestApp(t);
  const logo = await app.inject({ url: '/uploads/club-logo.svg' });
  assert.equal(logo.statusCode, 200);
  assert.match(String(logo.headers['content-type']), /^image\/svg\+xml/);
  assert.match(String(logo.headers['cache-control']), /max-age=31536000/);
  assert.match(logo.body, /^<svg /);
  assert.equal(logo.headers['czversion'], '1');

  assert.equal((await app.inject({ url: '/uploads/missing.svg' })).statusCode, 404);
  for (const url of [
    '/uploads/..%2Fpackage.json',
    '/uploads/%2e%2e%2fsrc%2fapp.ts',
    '/uploads/.hidden.svg',
    '/uploads/club-logo.svg%00.png',
    '/uploads/app.ts',
  ]) {
    const response = await app.inject({ url });
    assert.ok([400, 404].includes(response.statusCode), `${url} -> ${response.statusCode}`);
    assert.equal(response.json<{ ok: boolean }>().ok, false);
  }
  assert.equal((await app.inject({ url: '/uploads/../package.json' })).statusCode, 404);
});
