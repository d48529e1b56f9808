import { useMemo } from 'react';
import { getCustomerFees } from '@club/shared-contracts/api/fees';
import type { CustomerPeriodicSale } from '@club/shared-contracts/entities';
import { useSession } from '@club/shared-contracts/session';
import type { Load } from '@club/shared-ui/use-load';
import { useReloadableLoad } from '../../lib/use-reloadable-load';

/** The customer in use (the profile selected), or null before the login. */
export function useCustomerId(): number | null {
  return useSession().customer?.currentId ?? null;
}

/** The periodic sales of the customer in use with their fees, and asking for them again. */
export function useCustomerFees(): { load: Load<CustomerPeriodicSale[]>; reload: () => void } {
  const customerId = useCustomerId();
  // No request without a customer: the host's guard has the login open, and the session change brings one.
  const request = useMemo(
    () => (customerId === null ? null : () => getCustomerFees(customerId).then((answer) => answer.model)),
    [customerId],
  );
  return useReloadableLoad('customer fees', request);
}
