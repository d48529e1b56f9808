import type { ReactNode } from 'react';
import styles from './home-sections.module.css';

/** Placeholder cards while a section loads: a row on a desktop, two rows of two on a phone. */
const placeholderCount = 4;

/** The skeleton of a section's cards: the section's placeholder card, in the same grid as its cards. */
export function CardsSkeleton({ card }: { card: ReactNode }) {
  return (
    <ul className={styles.cards} aria-hidden="true">
      {Array.from({ length: placeholderCount }, (_, index) => (
        <li key={index}>{card}</li>
      ))}
    </ul>
  );
}
