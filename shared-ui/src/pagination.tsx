import { useTranslation } from '@club/shared-ui/translation';
import { cx } from './cx';
import styles from './pagination.module.css';
import './pagination-texts';

/** The page numbers to show: at most `max` consecutive pages around the current one, kept within 1..total. */
export function visiblePages(current: number, total: number, max = 4): number[] {
  const count = Math.max(0, Math.min(max, total));
  const page = Math.min(Math.max(current, 1), total);
  // The current page sits in the middle, or just left of it when the count is even.
  const start = Math.max(1, Math.min(page - Math.floor((count - 1) / 2), total - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Props of Pagination; pages count from 1. */
export interface PaginationProps {
  page: number;
  /** Number of pages; with one page or none nothing is shown. */
  total: number;
  onChange: (page: number) => void;
}

/** Previous, up to four page numbers around the current page, and next. */
export function Pagination({ page, total, onChange }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (total <= 1) return null;
  const go = (target: number) => {
    if (target !== page) onChange(target);
  };
  return (
    <nav aria-label={t('Pagination')} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} disabled={page <= 1} onClick={() => go(page - 1)}>
            <span aria-hidden="true">‹</span> {t('Previous')}
          </button>
        </li>
        {visiblePages(page, total).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={cx(styles.page, number === page && styles.current)}
              aria-label={t('Page {{page}}', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.step} disabled={page >= total} onClick={() => go(page + 1)}>
            {t('Next')} <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
