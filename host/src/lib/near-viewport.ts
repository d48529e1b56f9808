import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold something starts loading, so it is there by the time the customer scrolls to it. */
const loadAhead = '200px';

/**
 * True once the element has come near the viewport, and from then on. Where IntersectionObserver does not exist,
 * true at once; on the host's server, which has no viewport, false (and so in the hydration of what it drew).
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${loadAhead} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
