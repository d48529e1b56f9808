import { useId, type ReactNode } from 'react';
import type { Load } from '@club/shared-ui/use-load';
import styles from './home-sections.module.css';

/** Props of HomeSectionFrame. */
export interface HomeSectionFrameProps<T> {
  /** The section's heading. */
  title: string;
  /** The section's list as it loads. */
  load: Load<T[]>;
  /** Drawn while the list loads, as tall as the list will be, so the home page does not jump when it arrives. */
  skeleton: ReactNode;
  /** Draws the loaded list. */
  children: (items: T[]) => ReactNode;
}

/**
 * A home page section: its heading over its list. While the list loads the section is busy and shows the skeleton;
 * a list that failed to load (logged, document 1, 8) or came back empty shows nothing at all, so the home page
 * never holds a heading over nothing.
 */
export function HomeSectionFrame<T>({ title, load, skeleton, children }: HomeSectionFrameProps<T>) {
  const headingId = useId();
  if (load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0)) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={load.state === 'loading' || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {load.state === 'loaded' ? children(load.data) : skeleton}
    </section>
  );
}
