// The app-origins area of the demo data: the origin of the demo club's app page (AppOrigins in the settings).
import type { DatabaseSync } from 'node:sqlite';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { runSql } from './database.ts';
import { DEMO_APP_ORIGIN } from './demo-club.ts';

/** Lists the demo app's origin among the club's app origins. */
export function seedAppOrigins(db: DatabaseSync): void {
  runSql(db, 'INSERT INTO club_app_origins (club_id, origin) VALUES (?, ?)', CLUB_ID, DEMO_APP_ORIGIN);
}
