import { useEffect, useState } from 'react';
import { getCustomerVouchers } from '@club/shared-contracts/api/vouchers';
import type { Voucher } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { useSession } from '@club/shared-contracts/session';

/** The active vouchers as the page knows them: still loading, loaded, or failed (logged only, document 1, 8). */
export type ActiveVouchers =
  { state: 'loading' } | { state: 'loaded'; vouchers: Voucher[] } | { state: 'failed' };

/** The active vouchers of the customer in use, the profile selected in the child-profile selector. */
export function useActiveVouchers(): ActiveVouchers {
  const customerId = useSession().customer?.currentId ?? null;
  // The answer is kept with the customer it is about, so a profile switch never shows another one's vouchers.
  const [answered, setAnswered] = useState<{ customerId: number; vouchers: ActiveVouchers } | null>(null);
  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    getCustomerVouchers(customerId).then(
      (answer) => {
        if (current) setAnswered({ customerId, vouchers: { state: 'loaded', vouchers: answer.model } });
      },
      (error: unknown) => {
        loadFailed('active vouchers', error);
        if (current) setAnswered({ customerId, vouchers: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [customerId]);
  return answered !== null && answered.customerId === customerId ? answered.vouchers : { state: 'loading' };
}
