// Club configuration calls: the settings loaded at start, the legal texts, the home page template.
import type { DataAnswer, HomeTemplate, LegalSettings, Settings } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/czconfigs/main-settings: the club's settings (the host loads them at start). */
export function getMainSettings(): Promise<DataAnswer<Settings>> {
  return requestOk('GET', '/api/czconfigs/main-settings');
}

/** GET /api/czconfigs/legal-settings: the legal texts. */
export function getLegalSettings(): Promise<DataAnswer<LegalSettings>> {
  return requestOk('GET', '/api/czconfigs/legal-settings');
}

/** GET /api/czconfigs/template: the home page template. */
export function getHomeTemplate(): Promise<DataAnswer<HomeTemplate>> {
  return requestOk('GET', '/api/czconfigs/template');
}
