// A customer's levels: the history of each sport and provider (level_changes) and the current level the booking
// pages read (customer_levels), kept together: the current level is always the newest change's new level. The
// provider links (level_provider_links) name the provider account the history was imported from.
import type { DatabaseSync } from 'node:sqlite';
import type { LevelEntry, LevelGroup } from '@club/shared-contracts/level-entities';
import { LevelProvider, Sport } from '@club/shared-contracts/entities';
import { clubMoment, localDateTime } from '../bookings/club-time.ts';
import { allRows, runSql } from '../db/database.ts';

/** The level providers a customer may link. */
export const LEVEL_PROVIDERS: readonly LevelProvider[] = Object.values(LevelProvider);

/** Whether a text names a level provider. */
export const isLevelProvider = (text: string): text is LevelProvider =>
  (LEVEL_PROVIDERS as readonly string[]).includes(text);

/** A change as it is imported: when (an instant) and the rest of a LevelEntry. */
export interface LevelChange {
  changed: Date;
  comments: string;
  parentId: number | null;
  modification: number;
  newLevel: number;
}

/** A history to import: one sport from one provider, changes in any order. */
export interface LevelHistory {
  sport: Sport;
  provider: LevelProvider;
  changes: readonly LevelChange[];
}

const SPORT_ORDER = Object.values(Sport) as string[];
const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

interface ChangeRow {
  sport: string;
  provider: string;
  changed: string;
  comments: string;
  parent_booking_id: number | null;
  modification: number;
  new_level: number;
}

/** A customer's levels: one group per sport and provider (sports in the specification's order, Taykus first). */
export function levelGroupsOf(db: DatabaseSync, customerId: number, timeZone: string): LevelGroup[] {
  const rows = allRows<ChangeRow>(
    db,
    `SELECT sport, provider, changed, comments, parent_booking_id, modification, new_level
       FROM level_changes WHERE customer_id = ? ORDER BY changed DESC, id DESC`,
    customerId,
  );
  const groups = new Map<string, LevelGroup>();
  for (const row of rows) {
    if (!isLevelProvider(row.provider) || !SPORT_ORDER.includes(row.sport)) continue;
    const key = `${row.sport} ${row.provider}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { sport: row.sport as Sport, provider: row.provider, levels: [] }));
    const entry: LevelEntry = {
      comments: row.comments,
      date: localDateTime(clubMoment(new Date(row.changed), timeZone)),
      parentId: row.parent_booking_id,
      modification: twoDecimals(row.modification),
      newLevel: twoDecimals(row.new_level),
    };
    group.levels.push(entry);
  }
  return [...groups.values()].sort(
    (a, b) =>
      SPORT_ORDER.indexOf(a.sport) - SPORT_ORDER.indexOf(b.sport) ||
      LEVEL_PROVIDERS.indexOf(a.provider) - LEVEL_PROVIDERS.indexOf(b.provider),
  );
}

/**
 * Replaces a customer's history of each sport and provider given with the one given, and sets the current level to
 * its newest change. Run it inside a transaction.
 */
export function importLevelHistories(
  db: DatabaseSync,
  customerId: number,
  histories: readonly LevelHistory[],
): void {
  for (const { sport, provider, changes } of histories) {
    runSql(
      db,
      'DELETE FROM level_changes WHERE customer_id = ? AND sport = ? AND provider = ?',
      customerId,
      sport,
      provider,
    );
    const sorted = [...changes].sort((a, b) => a.changed.getTime() - b.changed.getTime());
    for (const change of sorted) {
      runSql(
        db,
        `INSERT INTO level_changes (customer_id, sport, provider, changed, comments, parent_booking_id, modification,
           new_level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        customerId,
        sport,
        provider,
        change.changed.toISOString(),
        change.comments,
        change.parentId,
        change.modification,
        change.newLevel,
      );
    }
    const newest = sorted.at(-1);
    if (!newest) continue;
    runSql(
      db,
      `INSERT INTO customer_levels (customer_id, sport, provider, level, updated) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (customer_id, sport, provider) DO UPDATE SET level = excluded.level, updated = excluded.updated`,
      customerId,
      sport,
      provider,
      newest.newLevel,
      newest.changed.toISOString(),
    );
  }
}

/** Records (or replaces) the provider account a customer linked. */
export function saveProviderLink(
  db: DatabaseSync,
  customerId: number,
  provider: LevelProvider,
  userId: string,
  now: Date,
): void {
  runSql(
    db,
    `INSERT INTO level_provider_links (customer_id, provider, provider_user_id, linked) VALUES (?, ?, ?, ?)
       ON CONFLICT (customer_id, provider) DO UPDATE SET provider_user_id = excluded.provider_user_id,
         linked = excluded.linked`,
    customerId,
    provider,
    userId,
    now.toISOString(),
  );
}
