import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BlogSort, blogGridStatus, blogPageSize, type BlogQuery } from '@club/shared-contracts/api/blog-grid';
import { DEMO_SEARCHED_POST } from '../db/seed-content.ts';
import { call, createTestApp } from '../test-support.ts';
import { POST_NOT_FOUND } from './cztextblocks-routes.ts';

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

interface TextBlock extends Post {
  text: string;
  textBlockType: string;
}

const PAGE = '/api/cztextblocks/list-by-page';

/** The blog's list call for a page (1-based) as the front end sends it. */
async function blogPage(
  app: Parameters<typeof call>[0],
  page: number,
  query: BlogQuery = {},
): Promise<{ data: TextBlock[]; totalCount: number }> {
  const params = new URLSearchParams({
    startRow: String((page - 1) * blogPageSize),
    endRow: String(page * blogPageSize - 1),
    gridStatus: JSON.stringify(blogGridStatus(query)),
  });
  const answer = await call(app, 'GET', `${PAGE}?${params.toString()}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as { data: TextBlock[]; totalCount: number };
}

test('the blog list pages through at least 40 posts, newest first, every one with its image and author', async (t) => {
  const { app } = await createTestApp(t);
  const first = await blogPage(app, 1);
  assert.ok(first.totalCount >= 40, String(first.totalCount));
  assert.equal(first.data.length, blogPageSize);
  const second = await blogPage(app, 2);
  assert.equal(second.data.length, first.totalCount - blogPageSize);
  const all = [...first.data, ...second.data];
  assert.equal(new Set(all.map((post) => post.id)).size, all.length, 'no post on two pages');
  const dates = all.map((post) => Date.parse(post.created));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  for (const post of all) {
    assert.equal(post.textBlockType, 'Posts');
    assert.ok(post.name && post.text.startsWith('<'), post.title);
    // Every picture is served from the uploads.
    assert.equal((await app.inject({ url: `/uploads/${post.image}` })).statusCode, 200, post.image);
  }
});

test('Sort By Old lists the oldest post first and page 2 carries on from page 1', async (t) => {
  const { app } = await createTestApp(t);
  const newest = await blogPage(app, 1);
  const oldest = await blogPage(app, 1, { sort: BlogSort.Old });
  const oldestSecond = await blogPage(app, 2, { sort: BlogSort.Old });
  const ascending = [...oldest.data, ...oldestSecond.data].map((post) => Date.parse(post.created));
  assert.deepEqual(
    ascending,
    [...ascending].sort((a, b) => a - b),
  );
  assert.equal(oldestSecond.data.at(-1)?.id, newest.data[0]?.id, 'the newest post closes the old-first list');
});

test('the search looks in the title, the small text and the text, without case or accents', async (t) => {
  const { app } = await createTestApp(t);
  const byTitle = await blogPage(app, 1, { search: DEMO_SEARCHED_POST.search.toUpperCase() });
  assert.deepEqual(
    byTitle.data.map((post) => post.title),
    [DEMO_SEARCHED_POST.title],
  );
  assert.equal(byTitle.totalCount, 1);
  // "camion" is nowhere; "celebra" is only in a post's HTML text; "tonelada" only in the text, "cafeteria" without
  // its accent in the title.
  assert.equal((await blogPage(app, 1, { search: 'camion' })).totalCount, 0);
  const byText = await blogPage(app, 1, { search: 'tonelada' });
  assert.equal(byText.totalCount, 1);
  assert.ok(!byText.data[0]?.title.includes('tonelada') && byText.data[0]?.text.includes('tonelada'));
  const bySmallText = await blogPage(app, 1, { search: 'medallas para todos' });
  assert.ok(bySmallText.data.some((post) => post.smalText.includes('medallas para todos')));
  assert.equal(
    (await blogPage(app, 1, { search: 'cafeteria' })).data[0]?.title,
    'Nueva cafetería en la terraza',
  );
});

test('a bad gridStatus or page answers 400 with a message naming the part, never 500', async (t) => {
  const { app } = await createTestApp(t);
  const cases: Array<[string, string, RegExp]> = [
    ['not JSON', '{filters', /gridStatus is not valid JSON/],
    ['a list', '[]', /gridStatus must be an object/],
    ['an unknown key', '{"filterModel":{}}', /gridStatus\.filterModel is not allowed/],
    [
      'an unknown column',
      '{"filters":[{"field":"Password","op":"contains","value":"x"}]}',
      /filters\[0\]\.field must be one of TextBlockType, Title, Text, SmalText/,
    ],
    [
      'an unknown type',
      '{"filters":[{"field":"TextBlockType","op":"equals","value":"Secrets"}]}',
      /value must be one of Posts, Testimonials, Teams/,
    ],
    [
      'a wrong operator',
      '{"filters":[{"field":"Title","op":"equals","value":"pádel"}]}',
      /op must be contains for Title/,
    ],
    [
      'an unknown sort',
      '{"sort":[{"field":"Title","dir":"asc"}]}',
      /sort\[0\]\.field must be one of Created/,
    ],
    ['a bad direction', '{"sort":[{"field":"Created","dir":"sideways"}]}', /dir must be asc or desc/],
  ];
  for (const [label, gridStatus, message] of cases) {
    const answer = await call(app, 'GET', `${PAGE}?${new URLSearchParams({ gridStatus }).toString()}`);
    assert.equal(answer.status, 400, label);
    assert.equal(answer.body.ok, false, label);
    assert.match(String(answer.body.errorMsg), message, label);
  }
  for (const query of ['startRow=10&endRow=5', 'startRow=0&endRow=500', 'startRow=-1']) {
    assert.equal((await call(app, 'GET', `${PAGE}?${query}`)).status, 400, query);
  }
});

test('get-with-user answers the post with its author and HTML text, and each reading counts for popular', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const [post] = (await blogPage(app, 2, { sort: BlogSort.New })).data.slice(-1);
  assert.ok(post);
  const answer = await call(app, 'GET', `/api/cztextblocks/get-with-user?id=${post.id}`);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { ok: true, model: post });
  const reads = () =>
    (
      openDb().prepare('SELECT read_count FROM text_blocks WHERE id = ?').get(post.id) as {
        read_count: number;
      }
    ).read_count;
  const before = reads();
  await call(app, 'GET', `/api/cztextblocks/get-with-user?id=${post.id}`);
  assert.equal(reads(), before + 1);
});

test('get-with-user of an unknown id answers 404 Post not found; a malformed id answers 400', async (t) => {
  const { app } = await createTestApp(t);
  const unknown = await call(app, 'GET', '/api/cztextblocks/get-with-user?id=999999');
  assert.deepEqual([unknown.status, unknown.body], [404, { ok: false, errorMsg: POST_NOT_FOUND }]);
  for (const query of ['', '?id=abc', '?id=0']) {
    assert.equal((await call(app, 'GET', `/api/cztextblocks/get-with-user${query}`)).status, 400, query);
  }
});
