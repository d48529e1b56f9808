import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../db/database.ts';

/** A board banner of the home page (Banner of shared-contracts). */
export interface BannerRecord {
  id: number;
  title: string;
  text: string;
  image: string;
  url: string;
}

/** The club's board banners. */
export interface BannerRepository {
  /** The club's banners in its order. */
  list(clubId: number): BannerRecord[];
}

/** Creates the banner repository. */
export function createBannerRepository(db: DatabaseSync): BannerRepository {
  return {
    list(clubId) {
      return allRows<BannerRecord>(
        db,
        'SELECT id, title, text, image, url FROM banners WHERE club_id = ? ORDER BY position, id',
        clubId,
      );
    },
  };
}
