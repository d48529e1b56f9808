import { use, useContext, useEffect, useRef, useState } from 'react';
import { loadFailed } from '@club/shared-contracts/http';
import { PageDataContext, type PageAnswer } from '@club/shared-ui/page-data';

/** What a page knows of the data it shows: still loading, loaded, or failed (logged only, document 1, 8). */
export type Load<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed' };

const loading = { state: 'loading' } as const;

const loadOf = <T>(answer: PageAnswer): Load<T> =>
  'data' in answer ? { state: 'loaded', data: answer.data as T } : { state: 'failed' };

/**
 * A load as the page was drawn with it on the server (PageDataContext), by label: on the server, the render waits for
 * the load (Suspense) and draws its answer; in the browser's first render of that page, the server's answer, so
 * hydration draws the same and nothing is asked again. Undefined elsewhere (and for a load the server did not draw).
 */
export function useDrawnLoad<T>(label: string, request: (() => Promise<T>) | null): Load<T> | undefined {
  const pageData = useContext(PageDataContext);
  if (!pageData || !request) return undefined;
  const answer = 'record' in pageData ? use(pageData.record(label, request)) : pageData.answers[label];
  return answer && loadOf<T>(answer);
}

/**
 * Runs a request (memoize it: a new function is a new request) and follows its answer. The answer is kept with the
 * request it answers, so a new request (another page, another product, another profile) shows loading instead of
 * the previous answer, and a late answer to an old request is never shown; a failure is logged under the label,
 * never shown. A null request (nothing to ask for yet, such as no customer before the login) stays loading. On a
 * page drawn on the server, the first request takes the answer the server drew with (useDrawnLoad).
 */
export function useLoad<T>(label: string, request: (() => Promise<T>) | null): Load<T> {
  const drawn = useDrawnLoad(label, request);
  const [answered, setAnswered] = useState<{ request: () => Promise<T>; load: Load<T> } | null>(() =>
    drawn && request ? { request, load: drawn } : null,
  );
  // The request the page was drawn with needs no asking.
  const drawnWith = useRef(answered?.request);
  useEffect(() => {
    if (!request || request === drawnWith.current) return;
    let current = true;
    request().then(
      (data) => {
        if (current) setAnswered({ request, load: { state: 'loaded', data } });
      },
      (error: unknown) => {
        loadFailed(label, error);
        if (current) setAnswered({ request, load: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [label, request]);
  return answered && answered.request === request ? answered.load : loading;
}

/**
 * The last data that arrived, kept while the next request loads (another page, another sort), so what a page shows
 * around the list (its count, its pages) stays in place instead of blinking on every change; null before the first.
 */
export function useLastLoaded<T>(load: Load<T>): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (load.state === 'loaded' && load.data !== last) setLast(load.data);
  return load.state === 'loaded' ? load.data : last;
}
