import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { BuildAppOptions } from './app.ts';

/** A test's own app on its own database file. */
export interface TestApp {
  app: FastifyInstance;
  databasePath: string;
  /** A second connection to the same file, as an e2e test would read it. */
  openDb(): DatabaseSync;
}

let template: Promise<string> | undefined;

/** Builds (once per test file) a migrated, seeded database to copy, so tests skip the slow password hashing. */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-api-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'template.sqlite');
    const app = await buildApp({ databasePath: path });
    await app.close();
    return path;
  })();
  return template;
}

/** A read-only connection to the seeded database every test app starts from, for expectations read from it. */
export async function openSeededDatabase(): Promise<DatabaseSync> {
  return new DatabaseSync(await seededTemplate(), { readOnly: true });
}

/** Builds the app on a fresh copy of the seeded database; closed and deleted when the test ends. */
export async function createTestApp(
  t: TestContext,
  options: Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'club-api-test-'));
  const databasePath = join(dir, 'club.sqlite');
  copyFileSync(await seededTemplate(), databasePath);
  const app = await buildApp({ ...options, databasePath });
  const connections: DatabaseSync[] = [];
  t.after(async () => {
    await app.close();
    for (const db of connections) db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    app,
    databasePath,
    openDb() {
      const db = new DatabaseSync(databasePath);
      connections.push(db);
      return db;
    },
  };
}

/** The JSON answer of an injected request. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { ok?: boolean; errorMsg?: string };
  headers: Record<string, string | string[] | number | undefined>;
}

/** Sends a JSON request (with an optional bearer token) and parses the answer. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** A successful login's model. */
export interface LoginModel {
  token: string;
  expiry: string;
  id: number;
  logo: string;
  name: string;
  surname: string;
  children: Array<{ id: number; name: string; surname: string }>;
}

/** Logs in and answers the model; fails the test when the login fails. */
export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<LoginModel> {
  const answer = await call(app, 'POST', '/api/publiccustomers/cauth', {
    email: credentials.email,
    password: credentials.password,
  });
  if (answer.status !== 200 || answer.body.ok !== true) {
    throw new Error(`login of ${credentials.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.model as LoginModel;
}

/** The path of the last link of a kind in a customer's outbox, read from the database file. */
export function lastLinkInOutbox(
  db: DatabaseSync,
  email: string,
  kind: 'activate' | 'reset-password',
): string | undefined {
  const rows = db
    .prepare('SELECT body FROM outbox WHERE email = ? COLLATE NOCASE ORDER BY id DESC')
    .all(email) as Array<{ body: string }>;
  const pattern = new RegExp(`/customer/${kind}/([A-Za-z0-9_%-]+)`);
  for (const row of rows) {
    const match = pattern.exec(row.body);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** Asserts a 400 answer `{ ok: false, errorMsg }` with a message; `label` names the case in a failure. */
export function assertBadRequest(answer: Answer, label: string): void {
  assert.equal(answer.status, 400, label);
  assert.equal(answer.body.ok, false, label);
  assert.ok(typeof answer.body.errorMsg === 'string' && answer.body.errorMsg.length > 0, label);
}

/** A registration body (POST /api/publiccustomers/register) of a new customer with this e-mail. */
export const newCustomer = (email: string) => ({
  name: 'Marina',
  surname: 'Soler Vidal',
  email,
  password: 'secret5',
  phone: '+34 611 222 333',
  okRss: false,
  acceptConditions: true,
});

/** A registration's model: the new (Temporary) customer's id and the registration token. */
export interface RegistrationModel {
  id: number;
  registrationToken: string;
}

/** Registers a new customer with this e-mail and answers the model; fails the test when the registration fails. */
export async function register(app: FastifyInstance, email: string): Promise<RegistrationModel> {
  const answer = await call(app, 'POST', '/api/publiccustomers/register', newCustomer(email));
  if (answer.status !== 200 || answer.body.ok !== true) {
    throw new Error(`registration of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.model as RegistrationModel;
}

/** Every row of every table of a database, by table: what a refused call must leave as it was. */
type DatabaseSnapshot = Map<string, string>;

/** Reads every row of every table (a second connection to the app's file), in a stable order. */
function databaseSnapshot(db: DatabaseSync): DatabaseSnapshot {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as Array<{ name: string }>;
  const text = (value: unknown) => (typeof value === 'bigint' ? String(value) : value);
  return new Map(
    tables.map(({ name }) => {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all();
      return [
        name,
        rows
          .map((row) => JSON.stringify(row, (_key, value: unknown) => text(value)))
          .sort()
          .join('\n'),
      ];
    }),
  );
}

/** The tables whose rows differ between two snapshots, empty when nothing was added, removed or changed. */
function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

/**
 * Watches a database (a second connection to the app's file): each call answers the tables whose rows changed
 * since the last one. The file's data version tells cheaply whether anything was committed at all.
 */
export function watchDatabase(db: DatabaseSync): () => string[] {
  const version = () => (db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
  let seen = version();
  let snapshot = databaseSnapshot(db);
  return () => {
    const now = version();
    if (now === seen) return [];
    seen = now;
    const previous = snapshot;
    snapshot = databaseSnapshot(db);
    return changedTables(previous, snapshot);
  };
}
