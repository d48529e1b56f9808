import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue } from 'node:sqlite';

/** Opens (and creates when missing) the SQLite file with the pragmas the server relies on. */
export function openDatabase(databasePath: string): DatabaseSync {
  if (databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
  const db = new DatabaseSync(databasePath);
  // WAL lets e2e tests read the outbox from the file while the server writes.
  if (databasePath !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** Runs `work` inside one transaction, rolled back when it throws. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Parameters of a prepared statement. */
export type SqlParams = SQLInputValue[];

/** Reads one row typed as `T` (the caller names the columns it selected). */
export function getRow<T>(db: DatabaseSync, sql: string, ...params: SqlParams): T | undefined {
  return db.prepare(sql).get(...params) as T | undefined;
}

/** Reads all rows typed as `T`. */
export function allRows<T>(db: DatabaseSync, sql: string, ...params: SqlParams): T[] {
  return db.prepare(sql).all(...params) as T[];
}

/** Runs a write and answers the new row id. */
export function insertRow(db: DatabaseSync, sql: string, ...params: SqlParams): number {
  return Number(db.prepare(sql).run(...params).lastInsertRowid);
}

/** Runs a write and answers how many rows changed. */
export function runSql(db: DatabaseSync, sql: string, ...params: SqlParams): number {
  return Number(db.prepare(sql).run(...params).changes);
}
