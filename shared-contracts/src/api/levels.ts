// Level calls of document 2 (2.8 and 7): a customer's levels, a provider's authorisation page and the link.
import type { LevelProvider, ModelAnswer, OkAnswer } from '@club/shared-contracts/entities';
import type { LevelGroup, LevelProviderLink } from '@club/shared-contracts/level-entities';
import { requestOk } from '@club/shared-contracts/http';

const providerPath = (customerId: number, provider: string) =>
  `/api/publicbookings/levels/${customerId}/provider/${encodeURIComponent(provider)}/link`;

/** GET /api/publicbookings/levels/{customerId}: the customer's levels, a group per sport and provider. */
export function getLevels(customerId: number): Promise<ModelAnswer<LevelGroup[]>> {
  return requestOk('GET', `/api/publicbookings/levels/${customerId}`);
}

/** GET …/levels/{customerId}/provider/{provider}/link: the provider's authorisation page (a URL or an API path). */
export function getLevelProviderLink(
  customerId: number,
  provider: LevelProvider,
): Promise<ModelAnswer<string>> {
  return requestOk('GET', providerPath(customerId, provider));
}

/** POST …/levels/{customerId}/provider/{provider}/link with `{ userId }`: links the account, importing its levels. */
export function linkLevelProvider(customerId: number, provider: string, userId: string): Promise<OkAnswer> {
  const body: LevelProviderLink = { userId };
  return requestOk('POST', providerPath(customerId, provider), { body });
}
