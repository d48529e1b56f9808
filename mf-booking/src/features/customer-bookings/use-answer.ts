import { useCallback, useEffect, useState } from 'react';
import { errorMessage, loadFailed } from '@club/shared-contracts/http';

/** What a panel knows of its data: loading, loaded, or failed with the message to show (null: nothing to show). */
export type Answer<T> =
  { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; message: string | null };

const loading = { state: 'loading' } as const;

/**
 * Runs a request (memoize it: a new function is a new request) and follows its answer, like useLoad, but a failure
 * keeps the message to show (these pages show why a load failed); `replace` puts in data that an action answered
 * with (a reload after a cancel, a new calendar feed) without showing loading in between.
 */
export function useAnswer<T>(
  label: string,
  request: () => Promise<T>,
): { answer: Answer<T>; replace: (data: T) => void } {
  const [answered, setAnswered] = useState<{ request: () => Promise<T>; answer: Answer<T> } | null>(null);
  useEffect(() => {
    let current = true;
    request().then(
      (data) => {
        if (current) setAnswered({ request, answer: { state: 'loaded', data } });
      },
      (error: unknown) => {
        loadFailed(label, error);
        if (current) setAnswered({ request, answer: { state: 'failed', message: errorMessage(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [label, request]);
  const replace = useCallback(
    (data: T) => setAnswered({ request, answer: { state: 'loaded', data } }),
    [request],
  );
  // An answer to an earlier request (another profile) is not this one's.
  return { answer: answered && answered.request === request ? answered.answer : loading, replace };
}
