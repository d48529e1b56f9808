import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, createTestApp } from '../test-support.ts';

interface Post {
  id: number;
  title: string;
  image: string;
  smalText: string;
  created: string;
  name: string;
}

const LIST = '/api/cztextblocks/list-with-users';

test('posts come newest first, as many as asked, with their author', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', `${LIST}?count=4`);
  const posts = answer.body.model as Post[];
  assert.equal(posts.length, 4);
  for (const post of posts) {
    assert.deepEqual(Object.keys(post).sort(), ['created', 'id', 'image', 'name', 'smalText', 'title']);
    assert.ok(post.name.length > 0 && post.image.length > 0);
    assert.ok(!Number.isNaN(Date.parse(post.created)));
  }
  const dates = posts.map((post) => Date.parse(post.created));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  const all = (await call(app, 'GET', `${LIST}?count=50`)).body.model as Post[];
  assert.ok(all.length >= 6);
  assert.equal(((await call(app, 'GET', LIST)).body.model as Post[]).length, 2, 'count defaults to 2');
});

test('popular=true orders by reads', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const newest = ((await call(app, 'GET', `${LIST}?count=50`)).body.model as Post[]).at(-1);
  assert.ok(newest);
  openDb().prepare('UPDATE text_blocks SET read_count = 1000000 WHERE id = ?').run(newest.id);
  const popular = (await call(app, 'GET', `${LIST}?count=2&popular=true`)).body.model as Post[];
  assert.equal(popular[0]?.id, newest.id);
  const latest = (await call(app, 'GET', `${LIST}?count=2`)).body.model as Post[];
  assert.notEqual(latest[0]?.id, newest.id);
});

test('a bad count or popular flag answers 400', async (t) => {
  const { app } = await createTestApp(t);
  for (const query of ['count=abc', 'count=0', 'count=-2', 'count=1000', 'count=2&popular=perhaps']) {
    const answer = await call(app, 'GET', `${LIST}?${query}`);
    assert.equal(answer.status, 400, query);
    assert.equal(answer.body.ok, false);
    assert.ok(answer.body.errorMsg);
  }
});
