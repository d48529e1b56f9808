import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TextBlock } from '@club/shared-contracts/entities';
import {
  textBlockGridStatus,
  textBlockListQuery,
  type HomeTextBlockType,
} from '@club/shared-contracts/api/text-block-grid';
import { DEMO_TEAM, DEMO_TESTIMONIALS } from '../db/seed-home.ts';
import { call, createTestApp } from '../test-support.ts';

const LIST = '/api/cztextblocks/list';

/** The home page's call for one type, as the front end sends it (with extra query values when given). */
async function listOf(
  app: Parameters<typeof call>[0],
  type: HomeTextBlockType,
  extra: Record<string, string> = {},
): Promise<TextBlock[]> {
  const query = Object.fromEntries(
    Object.entries({ ...textBlockListQuery(type), ...extra }).map(([key, value]) => [key, String(value)]),
  );
  const answer = await call(app, 'GET', `${LIST}?${new URLSearchParams(query).toString()}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(Object.keys(answer.body).sort(), ['ok', 'rowData']);
  return answer.body.rowData as TextBlock[];
}

test('the testimonials list answers the seeded testimonials only, newest first, each portrait served', async (t) => {
  const { app } = await createTestApp(t);
  const testimonials = await listOf(app, 'Testimonials');
  assert.deepEqual(
    testimonials.map((block) => [block.title, block.text, block.image]),
    DEMO_TESTIMONIALS.map((block) => [block.title, block.text, block.image]),
  );
  for (const block of testimonials) {
    assert.equal(block.textBlockType, 'Testimonials');
    assert.equal((await app.inject({ url: `/uploads/${block.image}` })).statusCode, 200, block.image);
  }
});

test('the team list answers the team members only, with their role as small text', async (t) => {
  const { app } = await createTestApp(t);
  const team = await listOf(app, 'Teams');
  assert.deepEqual(
    team.map((block) => [block.textBlockType, block.title, block.smalText, block.image]),
    DEMO_TEAM.map((block) => ['Teams', block.title, block.smallText, block.image]),
  );
  for (const block of team) {
    assert.equal((await app.inject({ url: `/uploads/${block.image}` })).statusCode, 200, block.image);
  }
});

test('a page holds the 15 rows from startRow to endRow, newest first', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const insert = openDb().prepare(
    "INSERT INTO text_blocks (type, title, content, created) VALUES ('testimonials', ?, 'Muy bien', ?)",
  );
  for (let day = 1; day <= 20; day += 1)
    insert.run(`Cliente ${day}`, `2020-01-${String(day).padStart(2, '0')}`);
  const first = await listOf(app, 'Testimonials');
  assert.equal(first.length, 15);
  assert.deepEqual(
    first.slice(0, DEMO_TESTIMONIALS.length).map((block) => block.title),
    DEMO_TESTIMONIALS.map((block) => block.title),
  );
  const dates = first.map((block) => Date.parse(block.created));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  const next = await listOf(app, 'Testimonials', { startRow: '15', endRow: '29' });
  assert.equal(next.length, DEMO_TESTIMONIALS.length + 20 - 15);
  assert.ok(!next.some((block) => first.some((seen) => seen.id === block.id)), 'no row on two pages');
});

test('lookup is accepted either way and changes nothing; without a grid status the list holds every type', async (t) => {
  const { app } = await createTestApp(t);
  assert.deepEqual(
    await listOf(app, 'Teams', { lookup: 'false' }),
    await listOf(app, 'Teams', { lookup: 'true' }),
  );
  const answer = await call(app, 'GET', LIST);
  assert.equal(answer.status, 200);
  assert.equal((answer.body.rowData as TextBlock[]).length, 15);
});

test('the blog’s lists leave the testimonials and the team out', async (t) => {
  const { app } = await createTestApp(t);
  const homeTitles = new Set([...DEMO_TESTIMONIALS, ...DEMO_TEAM].map((block) => block.title));
  const page = await call(
    app,
    'GET',
    `/api/cztextblocks/list-by-page?${new URLSearchParams({
      startRow: '0',
      endRow: '99',
      gridStatus: JSON.stringify({ filters: [{ field: 'TextBlockType', op: 'equals', value: 'Posts' }] }),
    }).toString()}`,
  );
  const latest = await call(app, 'GET', '/api/cztextblocks/list-with-users?count=100');
  for (const posts of [page.body.data, latest.body.model] as Array<Array<{ title: string }>>) {
    assert.ok(posts.length > 0);
    assert.ok(!posts.some((post) => homeTitles.has(post.title)));
  }
});

test('bad input answers 400 with a message naming gridstatus or the rows, never 500', async (t) => {
  const { app } = await createTestApp(t);
  const good = JSON.stringify(textBlockGridStatus('Teams'));
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['not JSON', { gridstatus: '{filters' }, /gridstatus is not valid JSON/],
    ['a list', { gridstatus: '[]' }, /gridstatus must be an object/],
    [
      'an unknown type',
      { gridstatus: '{"filters":[{"field":"TextBlockType","op":"equals","value":"Secrets"}]}' },
      /gridstatus\.filters\[0\]\.value must be one of Posts, Testimonials, Teams/,
    ],
    [
      'an unknown column',
      { gridstatus: '{"filters":[{"field":"UserId","op":"equals","value":1}]}' },
      /gridstatus\.filters\[0\]\.field must be one of/,
    ],
    [
      'a bad direction',
      { gridstatus: '{"sort":[{"field":"Created","dir":"up"}]}' },
      /dir must be asc or desc/,
    ],
    [
      'reversed rows',
      { gridstatus: good, startRow: '10', endRow: '5' },
      /endRow must not be less than startRow/,
    ],
    ['too many rows', { gridstatus: good, startRow: '0', endRow: '500' }, /at most 100 rows/],
    ['a negative row', { gridstatus: good, startRow: '-1' }, /startRow/],
    ['a lookup that is no boolean', { gridstatus: good, lookup: 'perhaps' }, /lookup/],
  ];
  for (const [label, query, message] of cases) {
    const answer = await call(app, 'GET', `${LIST}?${new URLSearchParams(query).toString()}`);
    assert.equal(answer.status, 400, label);
    assert.equal(answer.body.ok, false, label);
    assert.match(String(answer.body.errorMsg), message, label);
  }
});
