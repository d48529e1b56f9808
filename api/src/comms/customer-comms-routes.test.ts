import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { EMAIL_NOT_FOUND } from './customer-comms-routes.ts';

interface Comms {
  emails: Array<{ id: number; subject: string; body: string; created: string }>;
  smss: Array<{ body: string; created: string }>;
}

const COMMS = '/api/publiccomms/customer-comms';

const newestFirst = (dates: string[]) =>
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => Date.parse(b) - Date.parse(a)),
  );

test('a customer reads their e-mails and SMS, newest first, and each e-mail whole', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const answer = await call(app, 'GET', `${COMMS}/${ana.id}`, undefined, ana.token);
  assert.equal(answer.status, 200);
  const comms = answer.body.model as Comms;
  assert.ok(comms.emails.length >= 2 && comms.smss.length >= 1);
  newestFirst(comms.emails.map((mail) => mail.created));
  newestFirst(comms.smss.map((sms) => sms.created));
  const [mail] = comms.emails;
  assert.ok(mail);
  const one = await call(app, 'GET', `${COMMS}/emails/${mail.id}/${ana.id}`, undefined, ana.token);
  assert.deepEqual(one.body, { ok: true, model: mail });
});

test('the outbox mails of the API are the customer’s e-mails: a reset request shows up first', async (t) => {
  const { app } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  await call(app, 'POST', '/api/publiccustomers/reset-password-request-cz', {
    email: DEMO_CUSTOMERS.bruno.email,
  });
  const comms = (await call(app, 'GET', `${COMMS}/${bruno.id}`, undefined, bruno.token)).body.model as Comms;
  assert.match(comms.emails[0]?.subject ?? '', /restablece tu contraseña/);
  assert.match(comms.emails[0]?.body ?? '', /\/customer\/reset-password\//);
});

test('a parent reads a child’s communications; nobody else’s', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const child = openDb().prepare('SELECT id FROM customers WHERE parent_id = ?').get(ana.id) as {
    id: number;
  };
  assert.equal((await call(app, 'GET', `${COMMS}/${child.id}`, undefined, ana.token)).status, 200);

  const denied = await call(app, 'GET', `${COMMS}/${ana.id}`, undefined, bruno.token);
  assert.deepEqual([denied.status, denied.body.ok], [403, false]);
  assert.equal((await call(app, 'GET', `${COMMS}/${child.id}`, undefined, bruno.token)).status, 403);
  assert.equal((await call(app, 'GET', `${COMMS}/${ana.id}`)).status, 401, 'no token');
  assert.equal((await call(app, 'GET', `${COMMS}/${ana.id}`, undefined, 'not-a-token')).status, 401);
});

test('another customer’s e-mail id answers 404 like an unknown one, never the e-mail', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const anasMail = ((await call(app, 'GET', `${COMMS}/${ana.id}`, undefined, ana.token)).body.model as Comms)
    .emails[0];
  assert.ok(anasMail);
  for (const id of [anasMail.id, 999999]) {
    const answer = await call(app, 'GET', `${COMMS}/emails/${id}/${bruno.id}`, undefined, bruno.token);
    assert.deepEqual(
      [answer.status, answer.body],
      [404, { ok: false, errorMsg: EMAIL_NOT_FOUND }],
      String(id),
    );
  }
  // Asking as Ana with Bruno's token is refused before any e-mail is looked at.
  const asAna = await call(app, 'GET', `${COMMS}/emails/${anasMail.id}/${ana.id}`, undefined, bruno.token);
  assert.equal(asAna.status, 403);
  assert.equal((await call(app, 'GET', `${COMMS}/emails/${anasMail.id}/${ana.id}`)).status, 401);
  assert.equal((await call(app, 'GET', `${COMMS}/emails/abc/${ana.id}`, undefined, ana.token)).status, 400);
});
