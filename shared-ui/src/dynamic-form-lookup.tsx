import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { lookupRows, type LookupRow } from '@club/shared-contracts/api/lookups';
import { Spinner } from './spinner';
import { Field, TextInput } from './field';
import { useListboxKeys } from './use-listbox-keys';
import { useTextSearch } from './use-text-search';
import styles from './dynamic-form.module.css';
import './dynamic-form-texts';

/** The quiet time after the last keystroke before a lookup is sent, in milliseconds. */
export const lookupDebounceMs = 300;

/** Props of LookupField. */
export interface LookupFieldProps {
  /** The field's label, which also names the list of rows. */
  label: string;
  error: ReactNode;
  required: boolean;
  /** The controller searched (col1): 'customers' searches POST /api/publiccustomers/list. */
  controller: string;
  /** The chosen row's id, '' before a choice. */
  answer: string;
  onChange: (answer: string) => void;
}

/** What a row shows: its name (and surname). */
const rowName = (row: LookupRow) => [row.name, row.surname].filter(Boolean).join(' ');

/**
 * A dynamic form's lookup (document 3, 5 and 9): a combobox that searches the controller's rows from 3 characters,
 * once typing pauses, and lists them; arrows, Home and End move through them, Enter or a click chooses one, Escape
 * closes the list. The answer is the chosen row's id; typing again takes the choice back. A failed search is logged only
 * (document 3, 8: the customer lists show nothing).
 */
export function LookupField({ label, error, required, controller, answer, onChange }: LookupFieldProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const find = useCallback(
    (query: string) => lookupRows(controller, query).then((found) => found.rowData),
    [controller],
  );
  // The chosen row's name in the box is no search.
  const choiceShown = chosen !== null && chosen.id === answer && chosen.name === text;
  const search = useTextSearch(choiceShown ? '' : text, {
    search: find,
    debounceMs: lookupDebounceMs,
    label: 'lookup',
  });
  const listboxRef = useRef<HTMLUListElement>(null);
  const listbox = useListboxKeys({
    listboxRef,
    options: search.results,
    noResults: search.noResults,
    onChoose: choose,
  });
  const { listShown, noResultsShown } = listbox;

  function type(typed: string) {
    setText(typed);
    listbox.restart();
    if (answer !== '') onChange('');
  }

  function choose(row: LookupRow) {
    const name = rowName(row);
    setChosen({ id: String(row.id), name });
    setText(name);
    listbox.close();
    onChange(String(row.id));
  }

  const status = !listbox.open
    ? ''
    : search.searching
      ? t('Searching…')
      : search.noResults
        ? t('No results found')
        : search.results.length > 0
          ? t('Results found: {{count}}', { count: search.results.length })
          : '';

  return (
    <Field label={label} error={error} required={required} hint={t('Type at least 3 characters to search')}>
      {(props) => (
        <div
          className={styles.lookup}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) listbox.close();
          }}
        >
          <TextInput
            {...props}
            {...listbox.comboboxProps}
            value={text}
            onChange={(event) => type(event.target.value)}
          />
          {search.searching && (
            <span className={styles.lookupSpinner}>
              <Spinner size="small" decorative />
            </span>
          )}
          {/* In the page from the start: a live region added together with its text is not announced. */}
          <p className="visually-hidden" role="status">
            {status}
          </p>
          {/* A press inside the popup keeps the focus in the text, so choosing with the mouse does not close it. */}
          <div
            className={styles.lookupPopup}
            hidden={!listShown && !noResultsShown}
            onMouseDown={(event) => event.preventDefault()}
          >
            <ul
              ref={listboxRef}
              id={listbox.listboxId}
              role="listbox"
              aria-label={label}
              className={styles.rows}
            >
              {listShown &&
                search.results.map((row, index) => (
                  <li
                    key={row.id}
                    {...listbox.optionProps(index)}
                    className={styles.row}
                    onClick={() => choose(row)}
                  >
                    <span className={styles.rowName}>{rowName(row)}</span>
                    {row.detail && <span className={styles.rowDetail}>{row.detail}</span>}
                  </li>
                ))}
            </ul>
            {noResultsShown && <p className={styles.noRows}>{t('No results found')}</p>}
          </div>
        </div>
      )}
    </Field>
  );
}
