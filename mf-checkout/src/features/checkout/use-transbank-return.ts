import { useEffect, useState } from 'react';
import { isApiError } from '@club/shared-contracts/http';
import { useSearchParams } from '@club/shared-ui/router';
import { restoreCheckoutForm } from '../../lib/checkout-form-storage';
import { transbankProcessTokenization, transbankReturnOf } from './transbank-payment';

/** Where the return from Transbank's card inscription stands: none, saving, saved (the card's id), or failed. */
export type TransbankReturn =
  { state: 'none' } | { state: 'saving' } | { state: 'saved'; cardId: string } | { state: 'failed' };

/**
 * The checkout's arrival from Transbank's card inscription (/checkout?TBK_TOKEN=…&tbkRqId=…, document 3, 4 Checkout):
 * the inscription is finished on the server, the kept checkout parameters are put back when this tab has none, and
 * the saved card is answered for the checkout to pay with; a failure ('Save card failed') leaves the address clean.
 */
export function useTransbankReturn(): TransbankReturn {
  const [params, setSearchParams] = useSearchParams();
  const [back] = useState(() => transbankReturnOf(params));
  const [result, setResult] = useState<TransbankReturn>(back ? { state: 'saving' } : { state: 'none' });

  useEffect(() => {
    if (!back) return;
    let stopped = false;
    const fail = () => {
      if (stopped) return;
      setSearchParams({}, { replace: true });
      setResult({ state: 'failed' });
    };
    transbankProcessTokenization(back.requestId, back.tbkToken)
      .then((answer) => {
        if (stopped) return;
        if (!answer.ok) return fail();
        restoreCheckoutForm(answer.model.parameters);
        setResult({ state: 'saved', cardId: answer.model.id });
      })
      .catch((failure: unknown) => {
        if (!isApiError(failure)) console.error('The card inscription could not be finished', failure);
        fail();
      });
    return () => {
      stopped = true;
    };
  }, [back, setSearchParams]);

  return result;
}
