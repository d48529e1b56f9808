import { Button } from './button';
import { Field, TextInput } from './field';
import { useAppliedSearch } from './use-applied-search';
import styles from './search-form.module.css';

/** Props of SearchForm. */
export interface SearchFormProps {
  /** The search in the URL, which prefills the box. */
  search: string;
  /** Applies a search; only called with one that applies (empty or longer than 3 characters). */
  onSearch: (search: string) => void;
  /** The box's label ('Search posts'), its hint (how long a search must be) and the button's text. */
  label: string;
  hint: string;
  submitText: string;
  className?: string;
}

/**
 * The search box of a list whose search lives in the URL (the blog's, the shop's): a search applies when typing
 * pauses or on Enter, only when empty or longer than 3 characters (document 1 and 3, 5), as the hint says. A search
 * that does not apply yet leaves the list as it is.
 */
export function SearchForm({ search, onSearch, label, hint, submitText, className }: SearchFormProps) {
  const { text, setText, submit } = useAppliedSearch(search, onSearch);
  return (
    <form role="search" className={className} onSubmit={submit}>
      <Field label={label} hint={hint}>
        {(control) => (
          <div className={styles.row}>
            <TextInput
              {...control}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {submitText}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
