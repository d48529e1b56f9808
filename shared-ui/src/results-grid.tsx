import { useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Alert } from './alert';
import { Pagination } from './pagination';
import type { Load } from './use-load';
import styles from './results-grid.module.css';
import './results-grid-texts';

/** Props of ResultsGrid. */
export interface ResultsGridProps<Item> {
  /** The section's accessible name (what the cards are: 'Posts', 'Products'). */
  label: string;
  /** The state of the page's load: skeletons while 'loading', the items once 'loaded', a message if 'failed'. */
  state: Load<unknown>['state'];
  /** The loaded page's items. */
  items: readonly Item[];
  /** The item's key in the grid. */
  itemKey: (item: Item) => Key;
  /** An item's card; the index tells the first row, whose images load first. */
  renderCard: (item: Item, index: number) => ReactNode;
  /** A card while the page loads. */
  skeleton: ReactNode;
  /** How many skeletons stand for the page that loads: as many cards as the page before had. */
  skeletonCount: number;
  /** The narrowest a card may be before the row takes one card less. */
  cardWidth: string;
  /** The same on a phone; without it a phone shows one card a row. */
  phoneCardWidth?: string;
  /** The current page (from 1), the number of pages and a change of page. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the section says between the cards and the pagination (an empty list's suggestion). */
  children?: ReactNode;
}

const columns = (width: string) => `repeat(auto-fill, minmax(${width}, 1fr))`;

/**
 * A page of a list's cards in a grid (the blog's posts, the shop's products): while the page loads, as many
 * skeletons as the page before had, in a busy region, so the cards take their places; then the cards, and the
 * pagination. A page that failed to load says so instead of looking like an empty list. A change of page moves the focus and the view to the top of the new cards, for the customer chose it at
 * the foot of the list.
 */
export function ResultsGrid<Item>({
  label,
  state,
  items,
  itemKey,
  renderCard,
  skeleton,
  skeletonCount,
  cardWidth,
  phoneCardWidth,
  page,
  pages,
  onPage,
  children,
}: ResultsGridProps<Item>) {
  const { t } = useTranslation('ui');
  const section = useRef<HTMLElement>(null);
  const widths = {
    '--results-columns': columns(cardWidth),
    '--results-phone-columns': phoneCardWidth ? columns(phoneCardWidth) : 'minmax(0, 1fr)',
  } as CSSProperties;

  function goToPage(next: number) {
    onPage(next);
    section.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <section
      ref={section}
      className={styles.results}
      tabIndex={-1}
      aria-label={label}
      aria-busy={state === 'loading'}
    >
      {state === 'loading' && (
        <ul className={styles.grid} style={widths}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      )}
      {state === 'loaded' && items.length > 0 && (
        <ul className={styles.grid} style={widths}>
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderCard(item, index)}</li>
          ))}
        </ul>
      )}
      {state === 'failed' && (
        <Alert variant="error">{t('The list could not be loaded. Please try again in a few minutes.')}</Alert>
      )}
      {children}
      <Pagination page={page} total={pages} onChange={goToPage} />
    </section>
  );
}
