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

/** A wait that React's `use` reads as over without suspending once it has ended (the `status` field React reads). */
interface Wait {
  promise: Promise<void> & { status?: 'fulfilled'; value?: undefined };
  end: () => void;
}

function newWait(): Wait {
  let resolve = () => undefined as void;
  const promise: Wait['promise'] = new Promise<void>((done) => (resolve = done));
  return {
    promise,
    end: () => {
      promise.status = 'fulfilled';
      resolve();
    },
  };
}

/**
 * A wait, for `use`, that ends once the element has come near the viewport (at once where IntersectionObserver does
 * not exist). It watches from the commit of the component, on the element `element` holds then: a part drawn by the
 * host's server can wait inside its Suspense boundary, and the browser keeps the server's HTML of that part, without
 * its code, until then.
 */
export function useNearViewportWait(element: RefObject<Element | null>): Promise<void> {
  const [wait] = useState(newWait);
  useEffect(() => {
    const target = element.current;
    if (wait.promise.status === 'fulfilled') return;
    if (typeof IntersectionObserver === 'undefined' || !target) {
      wait.end();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          wait.end();
          observer.disconnect();
        }
      },
      { rootMargin: `${loadAhead} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, wait]);
  return wait.promise;
}
