// State only the browser knows (its storage: the session, the cart), read so that a page drawn on the server
// hydrates without a mismatch: the server and the browser's hydration both draw what the server knows, and the
// browser draws its own state right after.
import { useCallback, useSyncExternalStore } from 'react';
import { getDefaultStore, type Atom } from 'jotai';

const store = getDefaultStore();

/** An atom of the shared store in a component: `onServer` on the server and while hydrating, its value after. */
export function useBrowserAtom<T>(browserAtom: Atom<T>, onServer: T): T {
  const subscribe = useCallback((changed: () => void) => store.sub(browserAtom, changed), [browserAtom]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(browserAtom),
    () => onServer,
  );
}

const noChanges = () => () => undefined;

/**
 * False on the host's server and while the browser hydrates what it drew, true in every other render: what only the
 * browser knows (its storage) is drawn once hydration is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
