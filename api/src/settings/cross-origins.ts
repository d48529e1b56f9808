// The pages the API answers across origins (CORS): the club's own sites and its apps' pages, as its settings list
// them (SiteOrigins, AppOrigins).
import type { SettingsRepository } from './settings-repository.ts';

/**
 * Whether a page of this origin may read the API's answers: one of the club's sites or apps. The lists are read at
 * each call, so a change of the club's settings applies to the next request.
 */
export function admitsCrossOrigin(settings: SettingsRepository, origin: string): boolean {
  return settings.listSiteOrigins().includes(origin) || settings.listAppOrigins().includes(origin);
}
