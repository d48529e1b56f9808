import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test } from 'node:test';
import { runMigrations } from './migrations.ts';

test('migrations apply in name order, once, and a failing one is rolled back', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'club-api-migrations-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, '002_add_row.sql'), "INSERT INTO things (name) VALUES ('second');");
  writeFileSync(join(dir, '001_create.sql'), 'CREATE TABLE things (name TEXT NOT NULL);');
  writeFileSync(join(dir, 'notes.txt'), 'not a migration');
  const db = new DatabaseSync(':memory:');
  t.after(() => db.close());

  const first = runMigrations(db, dir);
  assert.deepEqual(first, { previouslyApplied: [], applied: ['001_create.sql', '002_add_row.sql'] });
  const second = runMigrations(db, dir);
  assert.deepEqual(second, { previouslyApplied: ['001_create.sql', '002_add_row.sql'], applied: [] });
  assert.deepEqual(
    db
      .prepare('SELECT name FROM things')
      .all()
      .map((row) => row.name),
    ['second'],
  );

  writeFileSync(
    join(dir, '003_broken.sql'),
    "INSERT INTO things (name) VALUES ('third'); INSERT INTO nowhere VALUES (1);",
  );
  assert.throws(() => runMigrations(db, dir), /nowhere/);
  assert.equal((db.prepare('SELECT COUNT(*) AS n FROM things').get() as { n: number }).n, 1);
  assert.equal(
    (
      db.prepare("SELECT COUNT(*) AS n FROM schema_migrations WHERE name = '003_broken.sql'").get() as {
        n: number;
      }
    ).n,
    0,
  );
});
