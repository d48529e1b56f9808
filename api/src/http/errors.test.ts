import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import Fastify from 'fastify';
import { describeValidation, installErrorHandling } from './errors.ts';

test('an unexpected error answers 500 Technical problems and logs the error but not the body', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  t.after(() => app.close());
  installErrorHandling(app);
  app.post('/boom', () => {
    throw new Error('database exploded');
  });
  const response = await app.inject({
    method: 'POST',
    url: '/boom',
    payload: { password: 'very-secret-password' },
    headers: { authorization: 'Bearer very-secret-token' },
  });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), { ok: false, errorMsg: 'Technical problems' });
  const log = lines.join('');
  assert.match(log, /database exploded/);
  assert.doesNotMatch(log, /very-secret-password/);
  assert.doesNotMatch(log, /very-secret-token/);
});

test('validation issues read as sentences naming the field', () => {
  assert.equal(
    describeValidation('body', [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'email' } },
    ]),
    'email is required',
  );
  assert.equal(
    describeValidation('body', [
      { instancePath: '/email', keyword: 'maxLength', message: 'must NOT have more than 200 characters' },
    ]),
    'email must NOT have more than 200 characters',
  );
  assert.equal(
    describeValidation('body', [{ instancePath: '/email', keyword: 'format', params: { format: 'email' } }]),
    'email must be a valid email',
  );
  assert.equal(
    describeValidation('params', [{ instancePath: '/file', keyword: 'pattern', params: { pattern: '^a$' } }]),
    'file is not valid',
  );
  assert.equal(
    describeValidation('body', [{ instancePath: '', keyword: 'type', message: 'must be object' }]),
    'body must be object',
  );
});
