import { levelProviderNames, type LevelGroup } from '@club/shared-contracts/level-entities';

/** A panel of the levels page: its key, sport and provider name, whether it starts open, and its entries. */
export interface LevelPanel {
  id: string;
  sport: LevelGroup['sport'];
  provider: LevelGroup['provider'];
  providerName: string;
  expanded: boolean;
  levels: LevelGroup['levels'];
}

/** One panel per sport and provider, in the API's order; only the first starts expanded (document 2, 4). */
export function levelPanels(groups: readonly LevelGroup[]): LevelPanel[] {
  return groups.map((group, index) => ({
    id: `${group.sport}-${group.provider}`,
    sport: group.sport,
    provider: group.provider,
    providerName: levelProviderNames[group.provider],
    expanded: index === 0,
    levels: group.levels,
  }));
}

/**
 * The provider's authorisation page with the site's link page as redirect_uri. The API answers a full URL (a real
 * provider) or an API path (its sandbox), which `resolve` turns into an address on the API's origin.
 */
export function providerAuthorizeUrl(
  answer: string,
  resolve: (path: string) => string,
  siteOrigin: string,
  linkPagePath: string,
): string {
  const url = new URL(resolve(answer), siteOrigin);
  url.searchParams.set('redirect_uri', `${siteOrigin}${linkPagePath}`);
  return url.href;
}
