import type { ReactNode } from 'react';
import styles from './results-toolbar.module.css';

/** Props of ResultsToolbar. */
export interface ResultsToolbarProps {
  /** 'Showing X–Y of N results', 'No … found', or '' while nothing is known. */
  count: string;
  /** The narrowest the count may be before the controls wrap below it. */
  countWidth: string;
  /** The list's controls (sort, search), each sized by its own class. */
  children: ReactNode;
}

/**
 * The row above a list's cards: the count, which takes the room that is left, and the controls. The count is a
 * polite live region, so a change of page, sort or search is read out when the new list arrives.
 */
export function ResultsToolbar({ count, countWidth, children }: ResultsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} style={{ flex: `1 1 ${countWidth}` }} role="status">
        {count}
      </p>
      {children}
    </div>
  );
}
