import { Suspense, use, useRef, type ReactNode } from 'react';
import { useNearViewportWait } from './near-viewport';
import styles from './near-viewport-part.module.css';

/** Its children once the wait has ended; at once on the host's server, which has no viewport and draws them all. */
function AfterWait({ wait, children }: { wait: Promise<void>; children: ReactNode }) {
  if (typeof window !== 'undefined') use(wait);
  return children;
}

/**
 * A part of the page below the first view, in a Suspense boundary of its own. The host's server draws it whole; the
 * browser keeps that HTML as it is, without running the part's code, and hydrates it once it comes near the
 * viewport, in a render and commit of its own after the rest of the page. A page the browser draws shows `fallback`
 * there until then, and while the part's code loads.
 *
 * Only for a part that nothing updates before it hydrates: React holds back a transition (a navigation) that would
 * update a part still waiting, until the part has hydrated. The home page's sections qualify (a navigation removes
 * them); the footer, which reads the router's context and stays across navigations, does not.
 */
export function NearViewportPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewportWait(place);
  return (
    <div ref={place} className={styles.part}>
      <Suspense fallback={fallback}>
        <AfterWait wait={near}>{children}</AfterWait>
      </Suspense>
    </div>
  );
}
