import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { CustomerSearchResult } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import type { WidgetModule } from '@club/shared-contracts/remote-modules';
import { useNavigate } from '@club/shared-ui/router';
import { SearchIcon } from '@club/shared-ui/search-icon';
import { Spinner } from '@club/shared-ui/spinner';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useCustomerSearch } from './customer-search';
import styles from './search-box.module.css';
import './texts';

/** A search result's image size in pixels (document 3, 9), given up front so the list does not move. */
export const searchImageSize = { width: 108, height: 100 } as const;

/**
 * The customer search box of the navigation bar (document 3, 2): a combobox whose listbox shows the results of the
 * search (name, logo and detail) from 3 characters. Choosing a result goes to its product page, or to the shop
 * searching the text when it has no id; Enter without a highlighted result searches the shop for the text.
 */
function SearchBox() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useCustomerSearch(text);
  // The highlight belongs to the results it was made in: new results start with none.
  const [highlight, setHighlight] = useState<{ results: CustomerSearchResult[]; index: number } | null>(null);
  const active = highlight?.results === search.results ? highlight.index : -1;
  const form = useRef<HTMLFormElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;

  const listShown = open && search.results.length > 0;
  const noResultsShown = open && search.noResults;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the highlighted result in sight in a list taller than the popup.
    if (active >= 0) listbox.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function highlightResult(index: number) {
    setHighlight({ results: search.results, index });
  }

  function choose(result: CustomerSearchResult) {
    setOpen(false);
    void navigate(result.id === null ? paths.shop({ search: search.query }) : paths.shopProduct(result.id));
  }

  function searchShop(event: FormEvent) {
    event.preventDefault();
    if (!search.query) return;
    setOpen(false);
    void navigate(paths.shop({ search: search.query }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = search.results.length;
    const current = listShown ? active : -1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        // From no highlight, down goes to the first result and up to the last; past either end it wraps around.
        const next = current === -1 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count;
        setOpen(true);
        highlightResult(next);
        return;
      }
      case 'Home':
      case 'End':
        // Only while moving through the results: otherwise they move the caret in the text as usual.
        if (current === -1) return;
        event.preventDefault();
        highlightResult(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter': {
        const result = current === -1 ? undefined : search.results[current];
        // Without a highlighted result Enter submits the form, which searches the shop.
        if (!result) return;
        event.preventDefault();
        choose(result);
        return;
      }
      case 'Escape':
        // Escape closes the results first, then clears the text (the combobox pattern of WAI-ARIA).
        if (listShown || noResultsShown) setOpen(false);
        else setText('');
        setHighlight(null);
        return;
    }
  }

  function closeOnFocusLeaving(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  const status = !open
    ? ''
    : search.searching
      ? t('Searching…')
      : search.noResults
        ? t('No results found')
        : search.results.length > 0
          ? t('Results found: {{count}}', { count: search.results.length })
          : '';

  return (
    <form
      ref={form}
      role="search"
      className={styles.search}
      onSubmit={searchShop}
      onBlur={closeOnFocusLeaving}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('Search products')}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listboxId}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('Search products')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setHighlight(null);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          // Back in the box after closing it (a click elsewhere, Escape), a click shows its results again.
          onClick={() => setOpen(true)}
        />
        {search.searching && (
          <span className={styles.spinner}>
            <Spinner size="small" decorative />
          </span>
        )}
      </div>
      {/* In the page from the start: a live region added together with its text is not announced. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {/* A press inside the popup keeps the focus in the text, so choosing with the mouse does not close it first. */}
      <div
        className={styles.popup}
        hidden={!listShown && !noResultsShown}
        onMouseDown={(event) => event.preventDefault()}
      >
        <ul
          ref={listbox}
          id={listboxId}
          role="listbox"
          aria-label={t('Search products')}
          className={styles.results}
        >
          {listShown &&
            search.results.map((result, index) => (
              // Results may have no id, and each answer replaces the whole list: the position is the identity.
              <li
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.result}
                onClick={() => choose(result)}
              >
                {/* Decorative beside the name; loaded with the list it is part of. */}
                <UploadImage
                  file={result.logo}
                  className={styles.image}
                  width={searchImageSize.width}
                  height={searchImageSize.height}
                  priority="eager"
                />
                <span className={styles.text}>
                  <span className={styles.name}>{result.name}</span>
                  {result.detail && <span className={styles.detail}>{result.detail}</span>}
                </span>
              </li>
            ))}
        </ul>
        {noResultsShown && <p className={styles.noResults}>{t('No results found')}</p>}
      </div>
    </form>
  );
}

/** The navigation search box the host places in its header (`./search-box`). */
export const Widget: WidgetModule['Widget'] = SearchBox;
