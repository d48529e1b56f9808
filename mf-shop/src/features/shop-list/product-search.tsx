import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { searchApplies } from '@club/shared-contracts/api/grid';
import { Button } from '@club/shared-ui/button';
import { Field, TextInput } from '@club/shared-ui/field';
import './texts';
import styles from './shop-sidebar.module.css';

/** How long typing pauses before the search applies, so the list is not reloaded on every keystroke. */
export const searchDelayMs = 400;

/** Props of ProductSearch. */
export interface ProductSearchProps {
  /** The search in the URL (the `search` query prefills the box, document 1, 2.8). */
  search: string;
  /** Applies a search; only called with one that applies (empty or longer than 3 characters). */
  onSearch: (search: string) => void;
}

/**
 * The sidebar's product search. A search applies only when empty or longer than 3 characters (document 1, 5): it
 * applies when typing pauses or on Enter, and the hint says so. A search that does not apply yet leaves the list
 * as it is.
 */
export function ProductSearch({ search, onSearch }: ProductSearchProps) {
  const { t } = useTranslation('shop');
  const [text, setText] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  // The URL can change under the box (the navigation's search box, back and forward): the box follows it, unless
  // the change is this box's own search, whose typing (a trailing space) is kept.
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search.trim() !== text.trim()) setText(search);
  }
  const wanted = text.trim();
  const pending = searchApplies(wanted) && wanted !== search.trim();

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => onSearch(wanted), searchDelayMs);
    return () => clearTimeout(timer);
  }, [pending, wanted, onSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) onSearch(wanted);
  }

  return (
    <form role="search" onSubmit={submit}>
      <Field label={t('Search products')} hint={t('Type at least 4 characters.')}>
        {(control) => (
          <div className={styles.searchRow}>
            <TextInput
              {...control}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('Search')}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
