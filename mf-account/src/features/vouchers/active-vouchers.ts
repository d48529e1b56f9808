import { useMemo } from 'react';
import { getCustomerVouchers } from '@club/shared-contracts/api/vouchers';
import type { Voucher } from '@club/shared-contracts/entities';
import { useSession } from '@club/shared-contracts/session';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/**
 * The active vouchers of the customer in use, the profile selected in the child-profile selector. The answer is
 * kept with the request for one customer, so a profile switch never shows another one's vouchers.
 */
export function useActiveVouchers(): Load<Voucher[]> {
  const customerId = useSession().customer?.currentId ?? null;
  const request = useMemo(
    () => (customerId === null ? null : () => getCustomerVouchers(customerId).then((answer) => answer.model)),
    [customerId],
  );
  return useLoad('active vouchers', request);
}
