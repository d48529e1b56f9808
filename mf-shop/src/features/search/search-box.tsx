import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { CustomerSearchResult } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import type { WidgetModule } from '@club/shared-contracts/remote-modules';
import { useNavigate } from '@club/shared-ui/router';
import { SearchIcon } from '@club/shared-ui/search-icon';
import { Spinner } from '@club/shared-ui/spinner';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useListboxKeys } from '@club/shared-ui/use-listbox-keys';
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
  const search = useCustomerSearch(text);
  const listboxRef = useRef<HTMLUListElement>(null);
  const listbox = useListboxKeys({
    listboxRef,
    options: search.results,
    noResults: search.noResults,
    onChoose: choose,
    // Escape closes the results first, then clears the text (the combobox pattern of WAI-ARIA).
    onEscapeClosed: () => setText(''),
  });
  const { open, close, listShown, noResultsShown } = listbox;
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, close]);

  function choose(result: CustomerSearchResult) {
    close();
    void navigate(result.id === null ? paths.shop({ search: search.query }) : paths.shopProduct(result.id));
  }

  function searchShop(event: FormEvent) {
    event.preventDefault();
    if (!search.query) return;
    close();
    void navigate(paths.shop({ search: search.query }));
  }

  function closeOnFocusLeaving(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
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
          {...listbox.comboboxProps}
          className={styles.input}
          type="text"
          enterKeyHint="search"
          placeholder={t('Search products')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            listbox.restart();
          }}
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
          ref={listboxRef}
          id={listbox.listboxId}
          role="listbox"
          aria-label={t('Search products')}
          className={styles.results}
        >
          {listShown &&
            search.results.map((result, index) => (
              // Results may have no id, and each answer replaces the whole list: the position is the identity.
              <li
                key={index}
                {...listbox.optionProps(index)}
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
