// Pending sales and fees calls (document 3, 7): what the customer still owes, their memberships with their fees,
// and cancelling a membership.
import type {
  CustomerPeriodicSale,
  DataAnswer,
  ModelAnswer,
  PendingSale,
} from '@club/shared-contracts/entities';
import { request, requestOk } from '@club/shared-contracts/http';

/** POST /api/shop/pending-sales/{customerId}: the customer's pending sales (debts). */
export function getPendingSales(customerId: number): Promise<DataAnswer<PendingSale[]>> {
  return requestOk('POST', `/api/shop/pending-sales/${customerId}`);
}

/** GET /api/publiccustomerperiodicsales/customer-fees/{customerId}: the customer's periodic sales with their fees. */
export function getCustomerFees(customerId: number): Promise<ModelAnswer<CustomerPeriodicSale[]>> {
  return requestOk('GET', `/api/publiccustomerperiodicsales/customer-fees/${customerId}`);
}

/**
 * POST /api/publiccustomerperiodicsales/stop-periodicsale/{customerId}/{cpsId}: cancels a membership. Resolves with
 * the answer whatever its ok: a refusal's errorMsg is shown in the cancel popup, not as a global error.
 */
export function stopPeriodicSale(
  customerId: number,
  cpsId: number,
): Promise<{ ok: true } | { ok: false; errorMsg?: string }> {
  return request('POST', `/api/publiccustomerperiodicsales/stop-periodicsale/${customerId}/${cpsId}`);
}
