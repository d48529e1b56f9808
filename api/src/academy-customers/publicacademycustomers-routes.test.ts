import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CustomerGender, type Customer, type CustomerSavePayload } from '@club/shared-contracts/entities';
import { ACCOUNT_TEXTS } from '../customers/publiccustomers-routes.ts';
import { DEMO_ACCOUNT_CUSTOMER, DEMO_ANA_ACCOUNT, DEMO_CUSTOM_FIELDS } from '../db/seed-account.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../db/demo-club.ts';
import { call, createTestApp, login, type LoginModel } from '../test-support.ts';
import { CUSTOM_FIELD_TEXTS } from './custom-field-values.ts';

const RECORD = (id: number | string) => `/api/publicacademycustomers/${id}`;
const SAVE = '/api/publicacademycustomers/put-json';

const { ana, bruno } = DEMO_CUSTOMERS;
const carla = { email: DEMO_ACCOUNT_CUSTOMER.email, password: DEMO_PASSWORD };

async function record(app: FastifyInstance, id: number, token: string): Promise<Customer> {
  const answer = await call(app, 'GET', RECORD(id), undefined, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.model as Customer;
}

/** The save body the account page sends for a record as it was read. */
function payloadOf(customer: Customer): CustomerSavePayload {
  const { customFields, ...rest } = customer;
  return {
    ...rest,
    customFieldValues: JSON.stringify(
      customFields.map((field) => ({ customFieldId: field.customFieldId, value: field.value })),
    ),
  };
}

const fieldId = (customer: Customer, name: string): number => {
  const field = customer.customFields.find((candidate) => candidate.name === name);
  assert.ok(field, `custom field ${name}`);
  return field.customFieldId;
};

describe('GET /api/publicacademycustomers/{customerId}', () => {
  test("answers the customer's whole record with the club's custom fields and the customer's answers", async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const customer = await record(app, session.id, session.token);
    assert.equal(customer.id, session.id);
    assert.equal(customer.name, ana.name);
    assert.equal(customer.email, ana.email);
    assert.equal(customer.email2, DEMO_ANA_ACCOUNT.email2);
    assert.equal(customer.gender, DEMO_ANA_ACCOUNT.gender);
    assert.equal(customer.birthDate, DEMO_ANA_ACCOUNT.birthDate);
    assert.equal(customer.postalCode, DEMO_ANA_ACCOUNT.postalCode);
    assert.equal(customer.okRss, true);
    assert.equal(customer.acceptConditions, true);
    assert.deepEqual(
      customer.customFields.map(({ name, fieldType, value, pickListValues }) => ({
        name,
        fieldType,
        value,
        pickListValues,
      })),
      [
        { ...pick(DEMO_CUSTOM_FIELDS.licence), value: DEMO_ANA_ACCOUNT.answers.licence },
        { ...pick(DEMO_CUSTOM_FIELDS.leftHanded), value: 'true' },
        { ...pick(DEMO_CUSTOM_FIELDS.position), value: 'Revés' },
      ],
    );
  });

  test('a customer without answers gets the custom fields with empty values and null for the birth date', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, bruno);
    const customer = await record(app, session.id, session.token);
    assert.deepEqual(
      customer.customFields.map((field) => field.value),
      ['', '', ''],
    );
    // The club knows Bruno plays in the men's category (the bookings area); a cleared gender reads null (below).
    assert.equal(customer.gender, CustomerGender.Male);
    assert.equal(customer.birthDate, null);
    assert.equal(customer.email2, '');
  });

  test('a parent reads a child profile; another customer, an unknown id and no token are refused', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const lucas = session.children.find((child) => child.name === DEMO_CUSTOMERS.lucas.name)!;
    assert.equal((await record(app, lucas.id, session.token)).surname, DEMO_CUSTOMERS.lucas.surname);

    const brunoSession = await login(app, bruno);
    assert.equal((await call(app, 'GET', RECORD(brunoSession.id), undefined, session.token)).status, 403);
    assert.equal((await call(app, 'GET', RECORD(lucas.id), undefined, brunoSession.token)).status, 403);
    assert.equal((await call(app, 'GET', RECORD(999_999), undefined, session.token)).status, 403);
    assert.equal((await call(app, 'GET', RECORD(session.id))).status, 401);
  });

  test('malformed ids answer 400 with a message', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%20']) {
      const answer = await call(app, 'GET', RECORD(id), undefined, session.token);
      assert.equal(answer.status, 400, `id ${id}`);
      assert.equal(answer.body.ok, false);
      assert.ok(answer.body.errorMsg);
    }
  });
});

function pick(field: { name: string; fieldType: string; pickListValues: string }) {
  return { name: field.name, fieldType: field.fieldType, pickListValues: field.pickListValues };
}

describe('PUT /api/publicacademycustomers/put-json', () => {
  test('saves personal data, address and custom answers trimmed, and the record reads them back', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, carla);
    const before = await record(app, session.id, session.token);
    const body = {
      ...payloadOf(before),
      name: '  Carla María ',
      surname: ' Ortega Navarro',
      email: ` ${carla.email.toUpperCase()} `,
      email2: ' carla@trabajo.test ',
      phone: ' +34 600 999 001 ',
      phone3: '910 000 111',
      gender: 1,
      birthDate: '1990-12-31',
      addressLine1: ' Calle Mayor 3 ',
      postalCode: '28013',
      city: 'Madrid',
      town: 'Centro',
      country: 'España',
      okRss: true,
      acceptConditions: true,
      customFieldValues: JSON.stringify([
        { customFieldId: fieldId(before, 'licencia'), value: '  LIC-1 ' },
        { customFieldId: fieldId(before, 'zurdo'), value: 'true' },
        // Options are typed with spaces around them; the answer is stored as the trimmed option.
        { customFieldId: fieldId(before, 'posicion'), value: ' Derecha ' },
      ]),
    };
    const answer = await call(app, 'PUT', SAVE, body, session.token);
    assert.deepEqual(answer.body, { ok: true });

    const after = await record(app, session.id, session.token);
    assert.equal(after.name, 'Carla María');
    assert.equal(after.surname, 'Ortega Navarro');
    assert.equal(after.email, carla.email, 'e-mails are stored trimmed and in lower case');
    assert.equal(after.email2, 'carla@trabajo.test');
    assert.equal(after.phone, '+34 600 999 001');
    assert.equal(after.phone3, '910 000 111');
    assert.equal(after.gender, 1);
    assert.equal(after.birthDate, '1990-12-31');
    assert.equal(after.addressLine1, 'Calle Mayor 3');
    assert.equal(after.town, 'Centro');
    assert.equal(after.okRss, true);
    assert.deepEqual(
      after.customFields.map((field) => field.value),
      ['LIC-1', 'true', 'Derecha'],
    );
    // The changed name is the one the next login answers.
    assert.equal((await login(app, carla)).name, 'Carla María');
  });

  test('fields left out keep their values, and an empty answer clears a custom field', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const before = await record(app, session.id, session.token);
    const answer = await call(
      app,
      'PUT',
      SAVE,
      {
        id: session.id,
        name: ana.name,
        surname: ana.surname,
        email: ana.email,
        phone: '600 000 000',
        customFieldValues: JSON.stringify([{ customFieldId: fieldId(before, 'licencia'), value: '' }]),
      },
      session.token,
    );
    assert.deepEqual(answer.body, { ok: true });
    const after = await record(app, session.id, session.token);
    assert.equal(after.phone, '600 000 000');
    assert.equal(after.postalCode, before.postalCode);
    assert.equal(after.birthDate, before.birthDate);
    assert.deepEqual(
      after.customFields.map((field) => field.value),
      ['', 'true', 'Revés'],
    );
  });

  test('a birth date and gender can be cleared with null', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, ana);
    const before = await record(app, session.id, session.token);
    await call(app, 'PUT', SAVE, { ...payloadOf(before), gender: null, birthDate: null }, session.token);
    const after = await record(app, session.id, session.token);
    assert.equal(after.gender, null);
    assert.equal(after.birthDate, null);
  });

  test('an empty or blank required field answers 400 naming it, and nothing is stored', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, carla);
    const before = await record(app, session.id, session.token);
    for (const field of ['name', 'surname', 'email', 'phone'] as const) {
      for (const value of ['', '   ', '\u00a0']) {
        const answer = await call(
          app,
          'PUT',
          SAVE,
          { ...payloadOf(before), city: 'Not stored', [field]: value },
          session.token,
        );
        assert.equal(answer.status, 400, `${field} = ${JSON.stringify(value)}`);
        assert.equal(answer.body.errorMsg, `${field}: The field is required`);
      }
    }
    assert.deepEqual(await record(app, session.id, session.token), before);
  });

  test('too long, malformed and wrongly typed values answer 400 with a message', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, carla);
    const before = await record(app, session.id, session.token);
    const base = payloadOf(before);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'x'.repeat(201) }, /name must NOT have more than 200 characters/],
      [{ phone: '6'.repeat(51) }, /phone must NOT have more than 50 characters/],
      [{ postalCode: '1'.repeat(21) }, /postalCode must NOT have more than 20 characters/],
      [{ name: 'x'.repeat(90_000) }, /name must NOT have more than 200 characters/],
      [{ email: 'not-an-email' }, /email must be a valid email/],
      [{ email2: 'carla@' }, /email2 must be a valid email/],
      [{ name: { first: 'Carla' } }, /name must be string/],
      [{ gender: 2 }, /gender/],
      [{ gender: 'female' }, /gender/],
      [{ birthDate: '31/12/1990' }, /birthDate is not valid/],
      [{ birthDate: '2001-02-30' }, /birthDate is not a valid date/],
      [{ birthDate: '1850-01-01' }, /birthDate is not a valid date/],
      [{ birthDate: '2999-01-01' }, /birthDate cannot be in the future/],
      [{ okRss: 'yes' }, /okRss must be boolean/],
      [{ id: 'me' }, /id must be integer/],
      // Bodies are JSON: nothing is coerced, not even a number written as text or a one-item list.
      [{ id: String(session.id) }, /id must be integer/],
      [{ gender: '1' }, /gender/],
      [{ okRss: 'true' }, /okRss must be boolean/],
      [{ name: ['Carla'] }, /name must be string/],
      [{ phone: 600123456 }, /phone must be string/],
      [{ surname: true }, /surname must be string/],
      [{ email: null }, /email must be string/],
      [{ customFieldValues: '{not json' }, new RegExp(CUSTOM_FIELD_TEXTS.notJson)],
      [{ customFieldValues: '{"a":1}' }, /customFieldValues must be a list/],
      [{ customFieldValues: '[{"customFieldId":"1","value":"x"}]' }, /customFieldValues must be a list/],
      [{ customFieldValues: '[{"customFieldId":99999,"value":"x"}]' }, /custom field the club does not have/],
    ];
    const licence = fieldId(before, 'licencia');
    const leftHanded = fieldId(before, 'zurdo');
    const position = fieldId(before, 'posicion');
    cases.push(
      [{ customFieldValues: JSON.stringify([{ customFieldId: licence, value: 'x'.repeat(501) }]) }, /500/],
      [
        { customFieldValues: JSON.stringify([{ customFieldId: leftHanded, value: 'maybe' }]) },
        /"true" or "false"/,
      ],
      [
        { customFieldValues: JSON.stringify([{ customFieldId: position, value: 'Portero' }]) },
        /not one of its options/,
      ],
    );
    for (const [change, message] of cases) {
      const answer = await call(app, 'PUT', SAVE, { ...base, ...change }, session.token);
      assert.equal(answer.status, 400, JSON.stringify(change).slice(0, 80));
      assert.equal(answer.body.ok, false);
      assert.match(answer.body.errorMsg ?? '', message);
    }
    for (const body of [undefined, 'text', [], { ...base, id: undefined }]) {
      const answer = await app.inject({
        method: 'PUT',
        url: SAVE,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        payload: body === undefined ? '' : JSON.stringify(body),
      });
      assert.equal(answer.statusCode, 400, JSON.stringify(body)?.slice(0, 60));
    }
    assert.deepEqual(await record(app, session.id, session.token), before);
  });

  test('control characters and lone surrogates are stripped from the saved texts; line breaks become spaces', async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, carla);
    const before = await record(app, session.id, session.token);
    const licence = fieldId(before, 'licencia');
    const body = {
      ...payloadOf(before),
      name: 'Car\u0000la\u0007',
      surname: 'Ortega\nNavarro\r\nGil',
      city: 'Mad\u0000rid\u009b',
      phone: '600\t123\u001b456',
      addressLine1: 'Calle \ud800Mayor\udfff 3 😀',
      email2: 'carla\u0000@trabajo.test',
      customFieldValues: JSON.stringify([{ customFieldId: licence, value: 'LIC\u0007-1\r\nB\ud83d' }]),
    };
    assert.deepEqual((await call(app, 'PUT', SAVE, body, session.token)).body, { ok: true });
    const after = await record(app, session.id, session.token);
    assert.equal(after.name, 'Carla');
    assert.equal(after.surname, 'Ortega Navarro Gil');
    assert.equal(after.city, 'Madrid');
    assert.equal(after.phone, '600 123456');
    assert.equal(after.addressLine1, 'Calle Mayor 3 😀', 'a whole emoji stays, half of one goes');
    assert.equal(after.email2, 'carla@trabajo.test');
    assert.equal(after.customFields.find((field) => field.customFieldId === licence)?.value, 'LIC-1\nB');
  });

  test('a picklist answer the club has since removed from the options can be saved unchanged', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const session = await login(app, ana);
    openDb()
      .prepare("UPDATE custom_fields SET pick_list_values = 'Derecha, Indiferente' WHERE name = ?")
      .run(DEMO_CUSTOM_FIELDS.position.name);
    const before = await record(app, session.id, session.token);
    assert.deepEqual((await call(app, 'PUT', SAVE, payloadOf(before), session.token)).body, { ok: true });
    const changed = JSON.stringify([{ customFieldId: fieldId(before, 'posicion'), value: 'Revés ' }]);
    assert.deepEqual(
      (await call(app, 'PUT', SAVE, { ...payloadOf(before), customFieldValues: changed }, session.token))
        .body,
      {
        ok: true,
      },
    );
    const other = JSON.stringify([{ customFieldId: fieldId(before, 'posicion'), value: 'Portero' }]);
    assert.equal(
      (await call(app, 'PUT', SAVE, { ...payloadOf(before), customFieldValues: other }, session.token))
        .status,
      400,
    );
  });

  test("another customer's e-mail is refused with the registration's message; one's own in other case is fine", async (t) => {
    const { app } = await createTestApp(t);
    const session = await login(app, carla);
    const base = payloadOf(await record(app, session.id, session.token));
    const taken = await call(
      app,
      'PUT',
      SAVE,
      { ...base, email: ` ${bruno.email.toUpperCase()}` },
      session.token,
    );
    assert.deepEqual(taken.body, { ok: false, errorMsg: ACCOUNT_TEXTS.alreadyRegistered });
    const own = await call(app, 'PUT', SAVE, { ...base, email: carla.email.toUpperCase() }, session.token);
    assert.deepEqual(own.body, { ok: true });
  });

  test("a parent saves a child's profile; someone else's id answers 403 and no token 401", async (t) => {
    const { app } = await createTestApp(t);
    const session: LoginModel = await login(app, ana);
    const lucas = session.children.find((child) => child.name === DEMO_CUSTOMERS.lucas.name)!;
    const child = await record(app, lucas.id, session.token);
    const saved = await call(
      app,
      'PUT',
      SAVE,
      { ...payloadOf(child), email: 'lucas@club.test', phone: '600 123 456' },
      session.token,
    );
    assert.deepEqual(saved.body, { ok: true });
    assert.equal((await record(app, lucas.id, session.token)).email, 'lucas@club.test');

    const brunoSession = await login(app, bruno);
    const brunoRecord = await record(app, brunoSession.id, brunoSession.token);
    const foreign = await call(
      app,
      'PUT',
      SAVE,
      { ...payloadOf(brunoRecord), name: 'Hacked' },
      session.token,
    );
    assert.equal(foreign.status, 403);
    const unknown = await call(app, 'PUT', SAVE, { ...payloadOf(brunoRecord), id: 999_999 }, session.token);
    assert.equal(unknown.status, 403);
    assert.equal((await call(app, 'PUT', SAVE, payloadOf(brunoRecord))).status, 401);
    assert.equal((await record(app, brunoSession.id, brunoSession.token)).name, bruno.name);
  });
});
