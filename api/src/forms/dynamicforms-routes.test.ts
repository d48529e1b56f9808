import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, createTestApp } from '../test-support.ts';

const FORM_DEF = '/api/dynamicforms/form-def';

test('the registration form of the demo club asks for no extra fields', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', `${FORM_DEF}/Customer/0`);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { ok: true, model: [] });
});

test('a malformed parent name or id answers 400 with a message', async (t) => {
  const { app } = await createTestApp(t);
  for (const path of ['Customer/x', 'Customer/-1', `${'C'.repeat(51)}/0`, 'Cus%20tomer/0', 'Customer/0.5']) {
    const answer = await call(app, 'GET', `${FORM_DEF}/${path}`);
    assert.equal(answer.status, 400, path);
    assert.equal(answer.body.ok, false);
    assert.ok(answer.body.errorMsg, path);
  }
});
