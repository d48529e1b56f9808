import { useTranslation } from '@club/shared-ui/translation';
import { Link } from '@club/shared-ui/router';
import { categorySearch, type BookingCategory } from './booking-types-view';
import './texts';
import styles from './booking-types-page.module.css';

/** Props of CategoryFilter. */
export interface CategoryFilterProps {
  categories: BookingCategory[];
  /** The category shown, or null for all. */
  chosen: string | null;
  /** The list's query, whose concept keys every link keeps. */
  params: URLSearchParams;
}

/**
 * The category filter of the booking types (document 2, 2.1): All plus one link per category. They are links, not
 * buttons, because the category lives in the URL: each can be opened, shared and reloaded; the one shown is marked
 * current.
 */
export function CategoryFilter({ categories, chosen, params }: CategoryFilterProps) {
  const { t } = useTranslation('booking');
  const options = [{ key: null, name: t('All') }, ...categories];
  return (
    <nav className={styles.categories} aria-label={t('Categories')}>
      <ul>
        {options.map((category) => {
          const current = chosen === category.key;
          return (
            <li key={category.key ?? ''}>
              <Link
                className={current ? `${styles.category} ${styles.current}` : styles.category}
                to={{ search: categorySearch(params, category.key) }}
                aria-current={current ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
