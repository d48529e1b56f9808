// A customer's levels and the level providers' link (document 2, 2.8, 3 and 7) as they travel on the wire. Only
// erasable syntax and type imports, so the API server can load it with Node's type stripping.
import type { LevelProvider, Sport } from '@club/shared-contracts/entities';

/** A change of a customer's level: why, when (club-local yyyy-MM-ddTHH:mm:ss), from which match, by how much. */
export interface LevelEntry {
  comments: string;
  date: string;
  /** The booking (match) the change came from, or null. */
  parentId: number | null;
  /** The signed change, two decimals. */
  modification: number;
  /** The level after the change, 0 to 7, two decimals. */
  newLevel: number;
}

/** A customer's level history in one sport from one provider, newest change first. */
export interface LevelGroup {
  sport: Sport;
  provider: LevelProvider;
  levels: LevelEntry[];
}

/** The body of POST /api/publicbookings/levels/{customerId}/provider/{provider}/link: the provider's user_id. */
export interface LevelProviderLink {
  userId: string;
}

/** The longest provider user id the API takes. */
export const levelProviderUserIdMaxLength = 100;

/** How the site names each level provider. */
export const levelProviderNames: Readonly<Record<LevelProvider, string>> = {
  Taykus: 'Taykus',
  WorldPadelRating: 'World Padel Rating',
};
