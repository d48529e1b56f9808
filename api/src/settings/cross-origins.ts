// The pages the API answers across origins (CORS): the club's own sites and its apps' pages, as its settings list
// them (SiteOrigins, AppOrigins).
import type { FastifyRequest } from 'fastify';
import type { SettingsRepository } from './settings-repository.ts';

/**
 * Whether a page of this origin may read the API's answers: one of the club's sites or apps. The lists are read at
 * each call, so a change of the club's settings applies to the next request.
 */
export function admitsCrossOrigin(settings: SettingsRepository, origin: string): boolean {
  return settings.listSiteOrigins().includes(origin) || settings.listAppOrigins().includes(origin);
}

/**
 * The club's site a request came from (its Origin, or its Referer's), for the addresses the API builds back to it: a
 * provider's return, a calendar event's link. '' for none, and for a site the club does not list: the API sends no
 * one to a site a request names by itself.
 */
export function listedSiteOriginOf(request: FastifyRequest, settings: SettingsRepository): string {
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header !== 'string') continue;
    try {
      const url = new URL(header);
      const web = url.protocol === 'http:' || url.protocol === 'https:';
      if (web) return admitsCrossOrigin(settings, url.origin) ? url.origin : '';
    } catch {
      // Not an address: try the next header.
    }
  }
  return '';
}
