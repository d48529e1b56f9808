import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LevelGroup } from '@club/shared-contracts/level-entities';
import type { FastifyInstance } from 'fastify';
import { DEMO_BYPLACE, DEMO_CUSTOMERS, DEMO_LEVELS, DEMO_LEVELS_TRAININGS } from '../db/demo-club.ts';
import { ERROR_TEXTS } from '../http/errors.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { LEVEL_TEXTS } from './level-texts.ts';

const SANDBOX = DEMO_LEVELS_TRAININGS.sandbox;
const SITE = 'http://localhost:4100';

const levels = async (app: FastifyInstance, customerId: number, token: string) =>
  call(app, 'GET', `/api/publicbookings/levels/${customerId}`, undefined, token);

const linkUrl = (customerId: number, provider: string) =>
  `/api/publicbookings/levels/${customerId}/provider/${provider}/link`;

const authorize = (app: FastifyInstance, provider: string, redirectUri: string) =>
  app.inject({
    method: 'GET',
    url: `/api/level-providers/${provider}/authorize?${new URLSearchParams({ redirect_uri: redirectUri }).toString()}`,
  });

describe('levels', () => {
  test("Ana's levels: a group per sport and provider, Padel first, newest change first, the last equal to her level", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const answer = await levels(app, ana.id, ana.token);
    assert.equal(answer.status, 200);
    const groups = answer.body.model as LevelGroup[];
    assert.deepEqual(
      groups.map((group) => [group.sport, group.provider, group.levels.length]),
      [
        ['Padel', 'Taykus', 5],
        ['Padel', 'WorldPadelRating', 2],
        ['Tennis', 'Taykus', 2],
      ],
    );
    const [padel] = groups;
    const newest = padel!.levels[0]!;
    assert.deepEqual(
      { parentId: newest.parentId, modification: newest.modification, newLevel: newest.newLevel },
      { parentId: DEMO_BYPLACE.bookings.pastWithResults.id, modification: 0.15, newLevel: 3.45 },
    );
    assert.match(newest.date, /^\d{4}-\d{2}-\d{2}T21:00:00$/);
    const dates = padel!.levels.map((entry) => entry.date);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    assert.equal(padel!.levels.at(-1)!.parentId, null);
    // customer_levels, which the booking pages read, holds each history's newest level.
    for (const level of DEMO_LEVELS.ana) {
      const group = groups.find(
        (candidate) => candidate.sport === level.sport && candidate.provider === level.provider,
      );
      assert.equal(group?.levels[0]?.newLevel, level.level, `${level.sport} ${level.provider}`);
    }
  });

  test("Bruno has none; another customer's levels and a visitor are refused", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.deepEqual((await levels(app, bruno.id, bruno.token)).body, { ok: true, model: [] });
    const foreign = await levels(app, ana.id, bruno.token);
    assert.deepEqual([foreign.status, foreign.body.errorMsg], [403, ERROR_TEXTS.wrongAccess]);
    assert.equal((await call(app, 'GET', `/api/publicbookings/levels/${ana.id}`)).status, 401);
    // A parent reads a child's levels (none).
    const child = ana.children[0]!;
    assert.deepEqual((await levels(app, child.id, ana.token)).body, { ok: true, model: [] });
    assert.equal((await levels(app, child.id, bruno.token)).status, 403);
  });
});

describe('linking a level provider', () => {
  test('Bruno links Taykus through the sandbox: the link page, Allow back to the site with user_id, then his levels', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const link = await call(app, 'GET', linkUrl(bruno.id, 'Taykus'), undefined, bruno.token);
    assert.deepEqual(link.body, { ok: true, model: '/api/level-providers/Taykus/authorize' });

    const back = `${SITE}/levels/link-to-provider/Taykus`;
    const page = await authorize(app, 'Taykus', back);
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    const allow = /<a class="allow" href="([^"]+)">Allow<\/a>/.exec(page.body)?.[1];
    assert.equal(allow?.replace(/&amp;/g, '&'), `${back}?user_id=${SANDBOX.Taykus.userId}`);

    const saved = await call(
      app,
      'POST',
      linkUrl(bruno.id, 'Taykus'),
      { userId: SANDBOX.Taykus.userId },
      bruno.token,
    );
    assert.deepEqual(saved.body, { ok: true });
    const groups = (await levels(app, bruno.id, bruno.token)).body.model as LevelGroup[];
    assert.deepEqual(
      groups.map((group) => [group.sport, group.provider, group.levels.map((entry) => entry.newLevel)]),
      [['Padel', 'Taykus', [2.85, 2.75]]],
    );
    const row = openDb()
      .prepare('SELECT level FROM customer_levels WHERE customer_id = ? AND sport = ? AND provider = ?')
      .get(bruno.id, 'Padel', 'Taykus') as { level: number } | undefined;
    assert.equal(row?.level, 2.85, 'the current level follows the imported history');
    const linked = openDb()
      .prepare('SELECT provider_user_id FROM level_provider_links WHERE customer_id = ?')
      .all(bruno.id) as Array<{ provider_user_id: string }>;
    assert.deepEqual(
      linked.map((entry) => entry.provider_user_id),
      [SANDBOX.Taykus.userId],
    );

    // Linking again replaces the history instead of doubling it.
    await call(app, 'POST', linkUrl(bruno.id, 'Taykus'), { userId: SANDBOX.Taykus.userId }, bruno.token);
    const again = (await levels(app, bruno.id, bruno.token)).body.model as LevelGroup[];
    assert.equal(again[0]?.levels.length, 2);
  });

  test('World Padel Rating links the same way, shown after Taykus', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const userId = SANDBOX.WorldPadelRating.userId;
    assert.deepEqual(
      (await call(app, 'POST', linkUrl(ana.id, 'WorldPadelRating'), { userId }, ana.token)).body,
      { ok: true },
    );
    const groups = (await levels(app, ana.id, ana.token)).body.model as LevelGroup[];
    const wpr = groups.find((group) => group.provider === 'WorldPadelRating');
    assert.deepEqual(
      wpr?.levels.map((entry) => entry.newLevel),
      [3.05],
    );
    assert.equal(groups[0]?.provider, 'Taykus');
  });

  test('unknown provider, empty or unknown user_id, and someone else answer 4xx with the club texts', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const unknown = await call(app, 'GET', linkUrl(ana.id, 'Playtomic'), undefined, ana.token);
    assert.deepEqual([unknown.status, unknown.body.errorMsg], [404, LEVEL_TEXTS.unknownProvider]);
    const unknownPost = await call(app, 'POST', linkUrl(ana.id, 'Playtomic'), { userId: 'x' }, ana.token);
    assert.deepEqual([unknownPost.status, unknownPost.body.errorMsg], [404, LEVEL_TEXTS.unknownProvider]);
    const empty = await call(app, 'POST', linkUrl(ana.id, 'Taykus'), { userId: '  ' }, ana.token);
    assert.deepEqual([empty.status, empty.body.errorMsg], [400, LEVEL_TEXTS.missingUserId]);
    const stranger = await call(app, 'POST', linkUrl(ana.id, 'Taykus'), { userId: 'nobody' }, ana.token);
    assert.deepEqual([stranger.status, stranger.body.errorMsg], [400, LEVEL_TEXTS.unknownProviderUser]);
    const missing = await call(app, 'POST', linkUrl(ana.id, 'Taykus'), {}, ana.token);
    assert.equal(missing.status, 400);
    const foreign = await call(
      app,
      'POST',
      linkUrl(ana.id, 'Taykus'),
      { userId: SANDBOX.Taykus.userId },
      bruno.token,
    );
    assert.equal(foreign.status, 403);
    assert.equal((await call(app, 'GET', linkUrl(ana.id, 'Taykus'), undefined, bruno.token)).status, 403);
  });

  test('the sandbox sends back only to the link page of its provider on a site of the club, and prints what it is given escaped', async (t) => {
    const { app } = await createTestApp(t);
    for (const redirect of [
      'https://evil.example/steal',
      // The link page's path on a site that is not the club's.
      'https://evil.example/levels/link-to-provider/Taykus',
      'http://localhost:4100.evil.example/levels/link-to-provider/Taykus',
      `${SITE}/levels/link-to-provider/WorldPadelRating`,
      `${SITE}/levels/link-to-provider/Taykus/../../account`,
      `${SITE}/levels`,
      'javascript:alert(1)//levels/link-to-provider/Taykus',
      `http://user:pass@localhost/levels/link-to-provider/Taykus`,
      '/levels/link-to-provider/Taykus',
      'not a url',
    ]) {
      const answer = await authorize(app, 'Taykus', redirect);
      assert.equal(answer.statusCode, 400, redirect);
      assert.equal(answer.json<{ errorMsg?: string }>().errorMsg, LEVEL_TEXTS.badRedirect, redirect);
    }
    assert.equal((await authorize(app, 'Nobody', `${SITE}/levels/link-to-provider/Nobody`)).statusCode, 404);
    const quoted = await authorize(
      app,
      'Taykus',
      `${SITE}/levels/link-to-provider/Taykus?x="><script>1</script>`,
    );
    assert.equal(quoted.statusCode, 200);
    assert.doesNotMatch(quoted.body, /<script>/);
    assert.doesNotMatch(quoted.body, /"><script/);
  });
});
