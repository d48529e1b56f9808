import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { listOutbox } from './outbox-repository.ts';

test("listOutbox answers a customer's mails newest first, and only theirs", async (t) => {
  const { app, openDb } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  // Bruno's communications hold the demo club's mails already.
  const before = listOutbox(openDb(), bruno.id).length;
  await call(app, 'POST', '/api/publiccustomers/reset-password-request-cz', {
    email: DEMO_CUSTOMERS.bruno.email,
  });
  await call(app, 'POST', '/api/publiccustomers/reset-password-request-cz', {
    email: DEMO_CUSTOMERS.ana.email,
  });
  await call(app, 'POST', '/api/publiccustomers/reset-password-request-cz', {
    email: DEMO_CUSTOMERS.bruno.email,
  });
  const mails = listOutbox(openDb(), bruno.id);
  assert.equal(mails.length, before + 2);
  assert.ok(mails.every((mail) => mail.customerId === bruno.id && mail.email === DEMO_CUSTOMERS.bruno.email));
  assert.ok((mails[0]?.id ?? 0) > (mails[1]?.id ?? 0));
  assert.match(mails[0]?.body ?? '', /\/customer\/reset-password\//);
  assert.ok(mails[0]?.subject);
});
