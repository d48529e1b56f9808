import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@club/shared-ui/router';

// Scroll positions by history entry, for Back and Forward.
const positions = new Map<string, number>();

/** A new page opens at its top; Back and Forward return to where the visitor was on that entry. */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    else if (saved !== undefined) window.scrollTo(0, saved);
  }, [key, navigationType]);
  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);
}
