import { useTranslation } from '@club/shared-ui/translation';
import { Button } from '@club/shared-ui/button';
import { Field, TextInput } from '@club/shared-ui/field';
import { useAppliedSearch } from '@club/shared-ui/use-applied-search';
import './texts';
import styles from './shop-sidebar.module.css';

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
  const { text, setText, submit } = useAppliedSearch(search, onSearch);

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
