import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, createTestApp } from '../test-support.ts';
import { infoRequestQuestionMaxLength } from '@club/shared-contracts/entities';

const URL = '/api/publiccomms/info-request';

test('an info request is stored with its origin', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const response = await app.inject({
    method: 'POST',
    url: URL,
    payload: { email: 'visitor@example.com', question: '  ¿Tenéis clases para principiantes?  ' },
    headers: { czorigin: 'iOS' },
  });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { ok: true });
  const rows = openDb().prepare('SELECT email, question, origin FROM info_requests').all();
  assert.deepEqual(
    rows.map((row) => ({ ...row })),
    [{ email: 'visitor@example.com', question: '¿Tenéis clases para principiantes?', origin: 'iOS' }],
  );
});

test('empty, missing, malformed or huge fields answer 400 and store nothing', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const cases: unknown[] = [
    {},
    { email: 'visitor@example.com' },
    { question: 'Hola' },
    { email: '', question: 'Hola' },
    { email: 'visitor@example.com', question: '' },
    { email: 'visitor@example.com', question: '    ' },
    { email: 'not-mail', question: 'Hola' },
    { email: 'visitor@example.com', question: { text: 'Hola' } },
    { email: 'visitor@example.com', question: 'q'.repeat(infoRequestQuestionMaxLength + 1) },
    { email: `${'e'.repeat(200)}@example.com`, question: 'Hola' },
  ];
  for (const payload of cases) {
    const answer = await call(app, 'POST', URL, payload);
    assert.equal(answer.status, 400, JSON.stringify(payload).slice(0, 80));
    assert.equal(answer.body.ok, false);
    assert.ok(answer.body.errorMsg);
  }
  const count = openDb().prepare('SELECT COUNT(*) AS n FROM info_requests').get() as { n: number };
  assert.equal(count.n, 0);
});
