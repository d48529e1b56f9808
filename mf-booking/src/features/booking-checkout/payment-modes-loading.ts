import { useCallback, useState } from 'react';
import { getPaymentModes } from '@club/shared-contracts/api/bookings';
import type { PaymentModeSettings } from '@club/shared-contracts/booking-entities';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/** The club's payment modes (GET /api/shop/payment-mode-allowed), without the answer's ok. */
function loadPaymentModes(): Promise<PaymentModeSettings> {
  return getPaymentModes().then(
    ({
      pendingPaymentAllowed,
      sharedPaymentAllowed,
      sharedPaymentWithRetention,
      fullPaymentAllowedWithSpecialPrices,
    }) => ({
      pendingPaymentAllowed,
      sharedPaymentAllowed,
      sharedPaymentWithRetention,
      fullPaymentAllowedWithSpecialPrices,
    }),
  );
}

/** The club's payment modes as the page follows them, and a retry after a failure. */
export function usePaymentModes(): { modes: Load<PaymentModeSettings>; retry: () => void } {
  const [request, setRequest] = useState(() => loadPaymentModes);
  // A new function is a new request for useLoad: the modes are asked for again.
  const retry = useCallback(() => setRequest(() => () => loadPaymentModes()), []);
  return { modes: useLoad('payment modes', request), retry };
}
