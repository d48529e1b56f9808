import { useCallback, useMemo, useState } from 'react';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/**
 * useLoad with a reload: asking again (Retry after a failed load, the list after a change) makes a new request,
 * so the page shows loading and then the new answer.
 */
export function useReloadableLoad<T>(
  label: string,
  request: (() => Promise<T>) | null,
): { load: Load<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  // A new function per attempt is what makes useLoad ask again, so the attempt is a dependency on purpose.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const asked = useMemo(() => (request ? () => request() : null), [request, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { load: useLoad(label, asked), reload };
}
