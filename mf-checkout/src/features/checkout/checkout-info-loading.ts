import { useEffect, useEffectEvent, useState } from 'react';
import { getCheckoutInfo } from '@club/shared-contracts/api/checkout';
import type { CartLines, CheckoutInfo } from '@club/shared-contracts/checkout-entities';
import { errorMessage, loadFailed } from '@club/shared-contracts/http';

/** The checkout info as the page knows it: loading (the first time), loaded, or failed with what to say. */
export type CheckoutInfoLoad =
  | { state: 'loading' }
  | { state: 'loaded'; info: CheckoutInfo }
  | { state: 'failed'; message: string | null };

/**
 * The checkout info of the cart's lines (document 3, 7), asked again when the customer, the cart's sales or its
 * products change; not for their units, which change no method, transport or voucher, so a stepper click costs no
 * call. While a new answer is on its way the previous one stays on screen, so the form does not jump back to a
 * skeleton.
 */
export function useCheckoutInfo(lines: CartLines): { load: CheckoutInfoLoad; retry: () => void } {
  const [load, setLoad] = useState<CheckoutInfoLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([
    lines.customerId,
    lines.saleIds,
    lines.saleItems.map((item) => item.productId),
  ]);
  // Asks with the lines as they are when the question is asked.
  const ask = useEffectEvent(() => getCheckoutInfo(lines));

  useEffect(() => {
    let current = true;
    ask().then(
      (answer) => {
        if (current) setLoad({ state: 'loaded', info: answer.data });
      },
      (failure: unknown) => {
        loadFailed('checkout info', failure);
        if (current) setLoad({ state: 'failed', message: errorMessage(failure) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return {
    load,
    retry: () => {
      setLoad({ state: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
