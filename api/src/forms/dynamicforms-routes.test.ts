import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { DEMO_ACTIVITIES } from '../db/demo-club.ts';
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

test('an activity’s sign-up form answers its fields in the club’s order, one of every input type', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', `${FORM_DEF}/Activity/${DEMO_ACTIVITIES.withForm.id}`);
  assert.equal(answer.status, 200);
  const fields = answer.body.model as DynamicFormField[];
  assert.deepEqual(
    fields.map((field) => field.name),
    DEMO_ACTIVITIES.withForm.form.map((field) => field.name),
  );
  assert.deepEqual(new Set(fields.map((field) => field.columnDef)), new Set(Object.values(DynamicInputType)));
  const size = fields.find((field) => field.columnDef === DynamicInputType.PickList);
  assert.deepEqual(
    { required: size?.required, col1: size?.col1, isFile: size?.isFile },
    { required: true, col1: 'XS, S, M, L, XL', isFile: false },
  );
  const files = fields.filter((field) => field.isFile).map((field) => field.columnDef);
  assert.deepEqual(files, [DynamicInputType.FileLoader, DynamicInputType.ImageLoader]);
  assert.equal(fields.find((field) => field.columnDef === DynamicInputType.Hidden)?.value, 'web');
  // An activity without a form answers none.
  const none = await call(app, 'GET', `${FORM_DEF}/Activity/${DEMO_ACTIVITIES.direct.id}`);
  assert.deepEqual(none.body, { ok: true, model: [] });
});
