import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import type { DynamicFormField, PendingSale } from '@club/shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_TEXTS } from '../activities/activity-texts.ts';
import { FIRST_ACTIVITY_SALE_ID } from '../checkout/cart.ts';
import { checkoutFromSite, checkoutPayload, payOnStripeSandbox } from '../checkout/checkout-test-support.ts';
import { DEMO_ACTIVITIES, DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { TEMPORARY_LOGIN_MS } from '../app-context.ts';
import { call, createTestApp, login, register } from '../test-support.ts';
import { FORM_FILE_LIMITS } from './form-files.ts';

const SAVE = '/api/dynamicforms/save';
const CAMPUS = DEMO_ACTIVITIES.withForm;

/** A part of a multipart body: a text, or a file with the name it had. */
type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----clubFormBoundary7MA4YWxkTrZu0gW';
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function send(app: FastifyInstance, parts: readonly Part[], token?: string) {
  const { payload, contentType } = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: SAVE,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62, 0x90),
  Buffer.from('This program cannot be run'),
]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** An app whose form files go to a folder of the test's own, inside a parent folder the test can look at. */
async function appWithFolder(t: TestContext) {
  const parent = mkdtempSync(join(tmpdir(), 'club-form-files-'));
  t.after(() => rmSync(parent, { recursive: true, force: true }));
  const folder = join(parent, 'files');
  const testApp = await createTestApp(t, { formFilesFolder: folder });
  const stored = () => {
    try {
      return readdirSync(folder);
    } catch {
      return [];
    }
  };
  return { ...testApp, folder, parent, stored };
}

async function campusFields(app: FastifyInstance): Promise<Map<string, DynamicFormField>> {
  const answer = await call(app, 'GET', `/api/dynamicforms/form-def/Activity/${CAMPUS.id}`);
  return new Map((answer.body.model as DynamicFormField[]).map((field) => [field.name, field]));
}

/** The campus sign-up as the page sends it: every required answer, the legal conditions accepted, a PDF. */
async function campusSignUp(
  app: FastifyInstance,
  customer: { id: number },
  change: { answers?: Record<string, string>; files?: Part[]; acceptConditions?: string } = {},
): Promise<Part[]> {
  const fields = await campusFields(app);
  const id = (name: string) => String(fields.get(name)!.id);
  const answers = {
    jugador: 'Marta Ruiz',
    nacimiento: '2014-05-02',
    talla: 'M',
    tutor: 'tutor@probe.example',
    comedor: 'true',
    // An optional lookup with nobody chosen.
    companero: '-1',
    clave: 'secreto99',
    color: '#1e88e5',
    origen: 'cambiado',
    ...change.answers,
  };
  return [
    { name: 'parentName', value: 'Activity' },
    { name: 'parentId', value: String(CAMPUS.id) },
    { name: 'customerId', value: String(customer.id) },
    { name: 'okRss', value: 'true' },
    { name: 'acceptConditions', value: change.acceptConditions ?? 'true' },
    ...Object.entries(answers).flatMap(([name, value], index) => [
      { name: `Fields[${index}].id`, value: id(name) },
      { name: `Fields[${index}].name`, value: name },
      { name: `Fields[${index}].value`, value },
    ]),
    ...(change.files ?? [{ name: `files[${id('autorizacion')}]`, filename: 'autorización.pdf', bytes: PDF }]),
  ];
}

const fileField = async (app: FastifyInstance, name: 'autorizacion' | 'foto') =>
  `files[${(await campusFields(app)).get(name)!.id}]`;

describe('signing up with the activity’s form', () => {
  test('a paid activity’s form saves the answers and files and answers the sale to pay, which the checkout takes and pays', async (t) => {
    const { app, openDb, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const parts = await campusSignUp(app, bruno, {
      files: [
        { name: await fileField(app, 'autorizacion'), filename: 'autorización.pdf', bytes: PDF },
        { name: await fileField(app, 'foto'), filename: 'foto.png', bytes: PNG },
      ],
    });
    const answer = await send(app, parts, bruno.token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [sale] = answer.body.model as Array<{
      id: number;
      saleNumber: string;
      pending: number;
      cancelUrl: string;
    }>;
    assert.ok(sale && sale.id >= FIRST_ACTIVITY_SALE_ID);
    assert.match(sale.saleNumber, /^ACT-\d+$/);
    assert.equal(sale.pending, CAMPUS.priceCents / 100);
    // Signed up with her own session: no cart token comes with the sale.
    assert.equal('ctk' in sale, false);

    // The files are stored under random names, the names they had kept as data.
    const db = openDb();
    const files = db
      .prepare('SELECT id, original_name, content_type FROM dynamic_form_files ORDER BY original_name')
      .all() as Array<{ id: string; original_name: string; content_type: string }>;
    assert.deepEqual(
      files.map((file) => [file.original_name, file.content_type]),
      [
        ['autorización.pdf', 'application/pdf'],
        ['foto.png', 'image/png'],
      ],
    );
    assert.deepEqual(stored().sort(), files.map((file) => file.id).sort());
    assert.ok(files.every((file) => /^[0-9a-f]{32}$/.test(file.id)));
    // The hidden field keeps its defined value; the password is kept as its hash only.
    const answers = new Map(
      (
        db
          .prepare(
            `SELECT f.name, a.value FROM dynamic_form_answers a JOIN dynamic_form_fields f ON f.id = a.field_id
             WHERE a.customer_id = ?`,
          )
          .all(bruno.id) as Array<{ name: string; value: string }>
      ).map((row) => [row.name, row.value]),
    );
    assert.equal(answers.get('jugador'), 'Marta Ruiz');
    assert.equal(answers.get('origen'), 'web');
    assert.equal(answers.has('companero'), false);
    assert.ok(!answers.get('clave')?.includes('secreto99'));

    // The sale is owed (pending sales), the checkout page takes it, and a card payment pays it.
    const owed = (await call(app, 'POST', `/api/shop/pending-sales/${bruno.id}`, undefined, bruno.token)).body
      .data as PendingSale[];
    assert.deepEqual(
      owed.filter((debt) => debt.id === sale.id).map((debt) => [debt.saleNumber, debt.title, debt.pending]),
      [[sale.saleNumber, CAMPUS.name, CAMPUS.priceCents / 100]],
    );
    const info = await call(
      app,
      'POST',
      '/api/shop/checkout-info-by-customer',
      { customerId: bruno.id, saleItems: [], saleIds: [sale.id] },
      bruno.token,
    );
    assert.equal(info.body.ok, true, JSON.stringify(info.body));
    const model = await checkoutFromSite(
      app,
      checkoutPayload(bruno.id, {
        saleIds: [sale.id],
        paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
        customer: { email: DEMO_CUSTOMERS.bruno.email },
      }),
      bruno.token,
    );
    assert.equal((await payOnStripeSandbox(app, model)).ok, true);
    const after = (await call(app, 'POST', `/api/shop/pending-sales/${bruno.id}`, undefined, bruno.token))
      .body.data as PendingSale[];
    assert.ok(!after.some((debt) => debt.id === sale.id));
    const row = db.prepare('SELECT status FROM activity_sales WHERE id = ?').get(sale.id) as {
      status: string;
    };
    assert.equal(row.status, 'Paid');
    // Paid, the sign-up is no longer given up by its cancel URL.
    const cancel = await call(app, 'POST', `/api/${sale.cancelUrl}`, undefined, bruno.token);
    assert.deepEqual(cancel.body, { ok: false, errorMsg: ACTIVITY_TEXTS.notCancellable });
    assert.equal(
      (await call(app, 'GET', `/api/publicactivities/${CAMPUS.id}/${bruno.id}`, undefined, bruno.token)).body
        .alreadyIn,
      true,
    );
  });

  test('an unpaid sign-up given up by its sale’s cancel URL frees the place, the debt and the files, for its customer only', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const answer = await send(app, await campusSignUp(app, bruno), bruno.token);
    const [sale] = answer.body.model as Array<{ id: number; cancelUrl: string }>;
    assert.equal(sale?.cancelUrl, `publicactivities/cancel-inscription/${CAMPUS.id}/${bruno.id}`);
    assert.equal(stored().length, 1);

    assert.equal((await call(app, 'POST', `/api/${sale.cancelUrl}`)).status, 401);
    assert.equal((await call(app, 'POST', `/api/${sale.cancelUrl}`, undefined, ana.token)).status, 403);
    assert.equal(stored().length, 1);

    const cancel = await call(app, 'POST', `/api/${sale.cancelUrl}`, undefined, bruno.token);
    assert.deepEqual(cancel.body, { ok: true });
    assert.deepEqual(stored(), []);
    const detail = await call(
      app,
      'GET',
      `/api/publicactivities/${CAMPUS.id}/${bruno.id}`,
      undefined,
      bruno.token,
    );
    assert.equal(detail.body.alreadyIn, false);
    const owed = (await call(app, 'POST', `/api/shop/pending-sales/${bruno.id}`, undefined, bruno.token)).body
      .data as PendingSale[];
    assert.ok(!owed.some((debt) => debt.id === sale.id));
    // Posted again (a cart emptied twice) it has nothing left to do; and the customer may sign up again.
    assert.deepEqual((await call(app, 'POST', `/api/${sale.cancelUrl}`, undefined, bruno.token)).body, {
      ok: true,
    });
    assert.equal((await send(app, await campusSignUp(app, bruno), bruno.token)).body.ok, true);
  });

  test('a customer just registered signs up with the registration token and gets with the sale a cart token: a 5-minute session for her', async (t) => {
    let now = new Date();
    const parent = mkdtempSync(join(tmpdir(), 'club-form-files-'));
    t.after(() => rmSync(parent, { recursive: true, force: true }));
    const { app } = await createTestApp(t, { formFilesFolder: join(parent, 'files'), now: () => now });
    const marina = await register(app, 'campus@probe.example');
    const answer = await send(app, await campusSignUp(app, marina), marina.registrationToken);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [sale] = answer.body.model as Array<{ id: number; saleNumber: string; ctk?: string }>;
    assert.ok(sale?.ctk, JSON.stringify(answer.body));
    const detail = await call(
      app,
      'GET',
      `/api/publicactivities/${CAMPUS.id}/${marina.id}`,
      undefined,
      sale.ctk,
    );
    assert.equal(detail.body.alreadyIn, true);

    // The cart token is her session: her pending sales list the sale, someone else's are refused.
    const pendingOf = (customerId: number) =>
      call(app, 'POST', `/api/shop/pending-sales/${customerId}`, undefined, sale.ctk);
    const owed = await pendingOf(marina.id);
    assert.equal(owed.status, 200);
    assert.deepEqual(
      (owed.body.data as PendingSale[]).map((debt) => debt.saleNumber),
      [sale.saleNumber],
    );
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.equal((await pendingOf(bruno.id)).status, 403);
    now = new Date(now.getTime() + TEMPORARY_LOGIN_MS);
    assert.equal((await pendingOf(marina.id)).status, 401);
  });

  test('signing up again answers You are already in, and keeps none of the files sent', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    assert.equal((await send(app, await campusSignUp(app, bruno), bruno.token)).body.ok, true);
    const before = stored();
    const again = await send(app, await campusSignUp(app, bruno), bruno.token);
    assert.deepEqual(again.body, { ok: false, errorMsg: ACTIVITY_TEXTS.alreadyIn });
    assert.deepEqual(stored(), before);
  });

  test('a required field left empty, a required file missing or the legal conditions not accepted are refused and nothing is kept', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const cases: Array<[Parameters<typeof campusSignUp>[2], string]> = [
      [{ answers: { jugador: '  ' } }, ACTIVITY_TEXTS.fieldRequired('Nombre del jugador')],
      [{ files: [] }, ACTIVITY_TEXTS.fieldRequired('Autorización firmada (PDF, Word, imagen)')],
      [{ acceptConditions: 'false' }, ACTIVITY_TEXTS.acceptConditions],
      [{ answers: { talla: 'XXL' } }, ACTIVITY_TEXTS.fieldInvalid('Talla de camiseta')],
      // '-1' is a pick list with nothing chosen.
      [{ answers: { talla: '-1' } }, ACTIVITY_TEXTS.fieldRequired('Talla de camiseta')],
      [
        { answers: { tutor: 'not-an-email' } },
        ACTIVITY_TEXTS.fieldInvalid('E-mail del padre, madre o tutor'),
      ],
    ];
    for (const [change, errorMsg] of cases) {
      const answer = await send(app, await campusSignUp(app, bruno, change), bruno.token);
      assert.deepEqual(answer.body, { ok: false, errorMsg }, errorMsg);
    }
    assert.deepEqual(stored(), []);
    const detail = await call(
      app,
      'GET',
      `/api/publicactivities/${CAMPUS.id}/${bruno.id}`,
      undefined,
      bruno.token,
    );
    assert.equal(detail.body.alreadyIn, false);
  });

  test('the save needs the customer’s token: none is 401, another customer’s 403', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const parts = await campusSignUp(app, bruno);
    assert.equal((await send(app, parts)).status, 401);
    assert.equal((await send(app, parts, ana.token)).status, 403);
    assert.deepEqual(stored(), []);
  });

  test('a free activity with categories and a partner signs up through the form without fields', async (t) => {
    const { app } = await appWithFolder(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const base = (activityId: number, extra: Part[]): Part[] => [
      { name: 'parentName', value: 'Activity' },
      { name: 'parentId', value: String(activityId) },
      { name: 'customerId', value: String(ana.id) },
      { name: 'okRss', value: 'true' },
      { name: 'acceptConditions', value: 'true' },
      ...extra,
    ];
    const noPartner = await send(
      app,
      base(DEMO_ACTIVITIES.partner.id, [{ name: 'partnerCustomerId', value: '' }]),
      ana.token,
    );
    assert.deepEqual(noPartner.body, { ok: false, errorMsg: ACTIVITY_TEXTS.partnerRequired });
    const partner = await send(
      app,
      base(DEMO_ACTIVITIES.partner.id, [{ name: 'partnerCustomerId', value: String(bruno.id) }]),
      ana.token,
    );
    assert.deepEqual(partner.body, { ok: true, model: [] });
    const categories = (
      await call(app, 'GET', `/api/publicactivities/${DEMO_ACTIVITIES.categories.id}/categories`)
    ).body.model as Array<{ id: number }>;
    const withCategory = await send(
      app,
      base(DEMO_ACTIVITIES.categories.id, [{ name: 'activityCategoryId', value: String(categories[1]!.id) }]),
      ana.token,
    );
    assert.deepEqual(withCategory.body, { ok: true, model: [] });
  });
});

describe('the files of a form are checked by their content and stored safely', () => {
  test('a program named .pdf, an HTML page named .png and HTML as an image are refused with a message', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const licence = await fileField(app, 'autorizacion');
    const photo = await fileField(app, 'foto');
    const cases: Array<[Part, string]> = [
      [
        { name: licence, filename: 'autorizacion.pdf', bytes: EXE },
        ACTIVITY_TEXTS.fileType('autorizacion.pdf'),
      ],
      [{ name: licence, filename: 'foto.png', bytes: HTML }, ACTIVITY_TEXTS.fileType('foto.png')],
      [{ name: photo, filename: 'foto.png', bytes: HTML }, ACTIVITY_TEXTS.imageType('foto.png')],
      // A PDF is no image, whatever its name says.
      [{ name: photo, filename: 'foto.png', bytes: PDF }, ACTIVITY_TEXTS.imageType('foto.png')],
    ];
    for (const [file, errorMsg] of cases) {
      const answer = await send(
        app,
        await campusSignUp(app, bruno, {
          files: [{ name: licence, filename: 'ok.pdf', bytes: PDF }, file],
        }),
        bruno.token,
      );
      assert.equal(answer.status, 400, errorMsg);
      assert.deepEqual(answer.body, { ok: false, errorMsg });
    }
    assert.deepEqual(stored(), []);
  });

  test('a file over 5 MB answers 413 with a message, and nothing is kept', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const big = Buffer.concat([PDF, Buffer.alloc(FORM_FILE_LIMITS.fileBytes, 0x20)]);
    const answer = await send(
      app,
      await campusSignUp(app, bruno, {
        files: [{ name: await fileField(app, 'autorizacion'), filename: 'grande.pdf', bytes: big }],
      }),
      bruno.token,
    );
    assert.equal(answer.status, 413);
    assert.deepEqual(answer.body, { ok: false, errorMsg: ACTIVITY_TEXTS.fileTooLarge(5) });
    assert.deepEqual(stored(), []);
  });

  test('files over 20 MB together answer 413 with a message', async (t) => {
    const { app, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const licence = await fileField(app, 'autorizacion');
    const almost = Buffer.concat([PDF, Buffer.alloc(FORM_FILE_LIMITS.fileBytes - PDF.length - 1, 0x20)]);
    const files = Array.from({ length: 5 }, (_, index) => ({
      name: licence,
      filename: `parte-${index}.pdf`,
      bytes: almost,
    }));
    const answer = await send(app, await campusSignUp(app, bruno, { files }), bruno.token);
    assert.equal(answer.status, 413);
    assert.deepEqual(answer.body, { ok: false, errorMsg: ACTIVITY_TEXTS.requestTooLarge(20) });
    assert.deepEqual(stored(), []);
  });

  test('a path in a file name is never used: the file is stored under a random name inside the folder, its name kept as data', async (t) => {
    const { app, openDb, folder, parent, stored } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const answer = await send(
      app,
      await campusSignUp(app, bruno, {
        files: [{ name: await fileField(app, 'autorizacion'), filename: '../../x.pdf', bytes: PDF }],
      }),
      bruno.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const [id] = stored();
    assert.match(id ?? '', /^[0-9a-f]{32}$/);
    assert.deepEqual(readFileSync(join(folder, id!)), PDF);
    // Nothing was written beside the folder, nor two levels up.
    assert.deepEqual(readdirSync(parent), ['files']);
    assert.ok(!readdirSync(dirname(parent)).includes('x.pdf'));
    const row = openDb().prepare('SELECT original_name FROM dynamic_form_files WHERE id = ?').get(id!) as {
      original_name: string;
    };
    // Only the name is kept, without its folders (the multipart reader drops them), and only as data.
    assert.equal(row.original_name, 'x.pdf');
  });

  test('a file part not named files[<field id>] of a file field, or a broken form, answers 400', async (t) => {
    const { app } = await appWithFolder(t);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const fields = await campusFields(app);
    for (const name of ['upload', `files[${fields.get('jugador')!.id}]`, 'files[999999]']) {
      const answer = await send(
        app,
        await campusSignUp(app, bruno, { files: [{ name, filename: 'ok.pdf', bytes: PDF }] }),
        bruno.token,
      );
      assert.equal(answer.status, 400, name);
      assert.ok(typeof answer.body.errorMsg === 'string' && answer.body.errorMsg !== '', name);
    }
    const broken = await app.inject({
      method: 'POST',
      url: SAVE,
      payload: '--b\r\nContent-Disposition: form-data; name="parentName"\r\n\r\nActiv',
      headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${bruno.token}` },
    });
    assert.equal(broken.statusCode, 400);
  });
});

describe('the registration’s extra answers', () => {
  const addRegistrationField = (db: ReturnType<Awaited<ReturnType<typeof createTestApp>>['openDb']>) =>
    db
      .prepare(
        `INSERT INTO dynamic_form_fields (parent_name, parent_id, position, name, label, required, col1, column_def)
         VALUES ('Customer', 0, 0, 'nivel', 'Nivel de juego', 1, 'Iniciación, Medio, Alto', 'picklist')`,
      )
      .run().lastInsertRowid as number;

  const registrationParts = (customerId: number, fieldId: number, value: string): Part[] => [
    { name: 'parentName', value: 'Customer' },
    { name: 'parentId', value: String(customerId) },
    { name: 'customerId', value: String(customerId) },
    { name: 'okRss', value: 'false' },
    { name: 'acceptConditions', value: 'true' },
    { name: 'Fields[0].id', value: String(fieldId) },
    { name: 'Fields[0].name', value: 'nivel' },
    { name: 'Fields[0].value', value },
  ];

  test('a customer who has just registered saves them with the registration token; without it, even at once, 401', async (t) => {
    const { app, openDb } = await appWithFolder(t);
    const fieldId = addRegistrationField(openDb());
    const marina = await register(app, 'registro@probe.example');
    const parts = (value: string) => registrationParts(marina.id, fieldId, value);
    // Being new proves nothing: whoever guesses the id of a customer just registered gets 401.
    assert.equal((await send(app, parts('Medio'))).status, 401);
    assert.deepEqual((await send(app, parts('Experto'), marina.registrationToken)).body, {
      ok: false,
      errorMsg: ACTIVITY_TEXTS.fieldInvalid('Nivel de juego'),
    });
    assert.deepEqual((await send(app, parts('Medio'), marina.registrationToken)).body, {
      ok: true,
      model: [],
    });
    const saved = openDb()
      .prepare('SELECT value FROM dynamic_form_answers WHERE customer_id = ? AND field_id = ?')
      .all(marina.id, fieldId) as Array<{ value: string }>;
    assert.deepEqual(
      saved.map((row) => row.value),
      ['Medio'],
    );
  });

  test('a registration token saves no one else’s answers (403), and none once its 5 minutes are over (401)', async (t) => {
    let now = new Date('2026-06-01T10:00:00Z');
    const parent = mkdtempSync(join(tmpdir(), 'club-form-files-'));
    t.after(() => rmSync(parent, { recursive: true, force: true }));
    const { app, openDb } = await createTestApp(t, {
      formFilesFolder: join(parent, 'files'),
      now: () => now,
    });
    const fieldId = addRegistrationField(openDb());
    const marina = await register(app, 'registro@probe.example');
    const pablo = await register(app, 'pablo@probe.example');
    assert.equal(
      (await send(app, registrationParts(pablo.id, fieldId, 'Alto'), marina.registrationToken)).status,
      403,
    );
    now = new Date(now.getTime() + TEMPORARY_LOGIN_MS);
    assert.equal(
      (await send(app, registrationParts(marina.id, fieldId, 'Alto'), marina.registrationToken)).status,
      401,
    );
  });

  test('an older customer’s answers need the session', async (t) => {
    const { app } = await appWithFolder(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const parts: Part[] = [
      { name: 'parentName', value: 'Customer' },
      { name: 'parentId', value: String(ana.id) },
      { name: 'customerId', value: String(ana.id) },
      { name: 'okRss', value: 'true' },
      { name: 'acceptConditions', value: 'true' },
    ];
    assert.equal((await send(app, parts)).status, 401);
    assert.deepEqual((await send(app, parts, ana.token)).body, { ok: true, model: [] });
  });
});
