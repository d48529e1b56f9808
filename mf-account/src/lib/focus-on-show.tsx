import { useEffect, useRef, type ReactNode } from 'react';
import styles from './narrow-page.module.css';

/**
 * A block that takes focus when it appears in place of a form (a success, failure or expired-link notice), so screen
 * readers read the news and keyboard users go on from there instead of from a control that no longer exists.
 */
export function FocusOnShow({ children }: { children: ReactNode }) {
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => block.current?.focus(), []);
  return (
    <div ref={block} tabIndex={-1} className={styles.notice}>
      {children}
    </div>
  );
}
