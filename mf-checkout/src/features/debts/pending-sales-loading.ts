import { useMemo } from 'react';
import { getPendingSales } from '@club/shared-contracts/api/fees';
import type { PendingSale } from '@club/shared-contracts/entities';
import { useSession } from '@club/shared-contracts/session';
import type { Load } from '@club/shared-ui/use-load';
import { useReloadableLoad } from '../../lib/use-reloadable-load';

/** The pending sales of the customer in use (the profile selected), and asking for them again. */
export function usePendingSales(): { load: Load<PendingSale[]>; reload: () => void } {
  const customerId = useSession().customer?.currentId ?? null;
  // No request without a customer: the host's guard has the login open, and the session change brings one.
  const request = useMemo(
    () => (customerId === null ? null : () => getPendingSales(customerId).then((answer) => answer.data)),
    [customerId],
  );
  return useReloadableLoad('pending sales', request);
}
