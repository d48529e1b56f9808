import { useTranslation } from '@club/shared-ui/translation';
import { Button } from '@club/shared-ui/button';
import { Field, TextInput } from '@club/shared-ui/field';
import { useAppliedSearch } from '@club/shared-ui/use-applied-search';
import './texts';
import styles from './blog-page.module.css';

/**
 * The blog's search box: the `search` of the URL prefills it, and a search applies when typing pauses or on Enter,
 * only when empty or longer than 3 characters (document 3, 5), as the hint says.
 */
export function BlogSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('content');
  const { text, setText, submit } = useAppliedSearch(search, onSearch);
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <Field label={t('Search posts')} hint={t('Type at least 4 characters.')}>
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
