// The site-origins area of the demo data: the origins of the demo club's sites (SiteOrigins in the settings), whose
// pages the API answers across origins.
import type { DatabaseSync } from 'node:sqlite';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { runSql } from './database.ts';
import { DEMO_SITE_ORIGINS } from './demo-club.ts';

/** Lists the demo club's site origins. */
export function seedSiteOrigins(db: DatabaseSync): void {
  for (const origin of DEMO_SITE_ORIGINS) {
    runSql(db, 'INSERT INTO club_site_origins (club_id, origin) VALUES (?, ?)', CLUB_ID, origin);
  }
}
