import { useEffect, useState } from 'react';
import { getVoucherOffers } from '@club/shared-contracts/api/vouchers';
import { loadFailed } from '@club/shared-contracts/http';
import { useSession } from '@club/shared-contracts/session';

/** Whether the logged-in customer holds vouchers, for the menu's "Recharge your voucher" entry (document 1, 2.3). */
export function useHoldsVouchers(): boolean {
  const { customer } = useSession();
  const customerId = customer?.currentId ?? null;
  // The answer is kept with the customer it is about, so a profile switch never shows another one's vouchers.
  const [held, setHeld] = useState<{ customerId: number; holds: boolean } | null>(null);
  useEffect(() => {
    if (customerId === null) return;
    let current = true;
    getVoucherOffers(customerId).then(
      (answer) => current && setHeld({ customerId, holds: answer.model.length > 0 }),
      // A load failure of the menu's lists is logged only; a 401 has already logged the customer out.
      (error: unknown) => loadFailed('vouchers held', error),
    );
    return () => {
      current = false;
    };
  }, [customerId]);
  return held !== null && held.customerId === customerId && held.holds;
}
