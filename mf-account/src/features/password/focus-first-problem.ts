import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * After a refused submit, moves focus to the form's first invalid control once its message is on the page, so the
 * message is read with it (aria-describedby) and the customer starts fixing where the first problem is. Returns the
 * function to call on each refusal (the client's checks or the server's).
 */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);
  return useCallback(() => setRefusals((count) => count + 1), []);
}
