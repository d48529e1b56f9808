// Voucher and membership calls (document 1, 7).
import type { Membership, ModelAnswer, Voucher, VoucherOffer } from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/publicvouchers/customer-vouchers/{customerId}: the customer's active vouchers with movements. */
export function getCustomerVouchers(customerId: number): Promise<ModelAnswer<Voucher[]>> {
  return requestOk('GET', `/api/publicvouchers/customer-vouchers/${customerId}`);
}

/** GET /api/publicvouchers/list-by-customer[/{customerId}]: vouchers on sale, or the ones a customer holds. */
export function getVoucherOffers(customerId?: number | null): Promise<ModelAnswer<VoucherOffer[]>> {
  return requestOk(
    'GET',
    customerId
      ? `/api/publicvouchers/list-by-customer/${customerId}`
      : '/api/publicvouchers/list-by-customer',
  );
}

/** GET /api/publicmemberships/list: the public memberships. */
export function getMemberships(): Promise<ModelAnswer<Membership[]>> {
  return requestOk('GET', '/api/publicmemberships/list');
}
