import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { allRows, inTransaction, runSql } from './database.ts';

/** The folder of SQL migrations, `NNN_name.sql`, applied in name order. */
export const MIGRATIONS_DIR = join(import.meta.dirname, '..', '..', 'migrations');

/** What a migration run did. */
export interface MigrationResult {
  /** Names applied before this run; empty means the database was new. */
  previouslyApplied: string[];
  /** Names applied now. */
  applied: string[];
}

const MIGRATION_FILE = /^\d{3}_[a-z0-9_-]+\.sql$/;

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export function runMigrations(db: DatabaseSync, dir: string = MIGRATIONS_DIR): MigrationResult {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied TEXT NOT NULL)');
  const previouslyApplied = allRows<{ name: string }>(
    db,
    'SELECT name FROM schema_migrations ORDER BY name',
  ).map((row) => row.name);
  const done = new Set(previouslyApplied);
  const files = readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    inTransaction(db, () => {
      db.exec(sql);
      runSql(
        db,
        'INSERT INTO schema_migrations (name, applied) VALUES (?, ?)',
        file,
        new Date().toISOString(),
      );
    });
    applied.push(file);
  }
  return { previouslyApplied, applied };
}
