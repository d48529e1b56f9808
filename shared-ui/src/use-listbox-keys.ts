import { useCallback, useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';

/** What a combobox's listbox needs from its popup: the options it lists and what a choice or Escape does. */
export interface ListboxKeysOptions<Option> {
  /** The listbox, whose highlighted option is kept in sight. */
  listboxRef: RefObject<HTMLUListElement | null>;
  /** The options listed; new options (a new answer) start with none highlighted. */
  options: readonly Option[];
  /** Whether the search found nothing, which the popup says in place of the options. */
  noResults: boolean;
  /** An option chosen with Enter (a click chooses it the same way, through the caller). */
  onChoose: (option: Option) => void;
  /** Escape with the popup closed: the search box clears its text. Without it the key goes on (to a dialog). */
  onEscapeClosed?: () => void;
}

/** The combobox's popup state and keyboard, for its input and listbox. */
export interface ListboxKeys {
  /** Whether the popup is open (it shows once there are options or none were found). */
  open: boolean;
  /** Whether the options show, and whether the popup says there are none. */
  listShown: boolean;
  noResultsShown: boolean;
  /** The highlighted option's index, -1 for none. */
  active: number;
  /** The listbox's id, for its element. */
  listboxId: string;
  /** The text box's combobox attributes and handlers (its label, value and typing are the caller's). */
  comboboxProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    autoComplete: 'off';
    spellCheck: false;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onClick: () => void;
  };
  /** An option's id, role and selected state. */
  optionProps: (index: number) => { id: string; role: 'option'; 'aria-selected': boolean };
  /** Opens the popup with no highlight, as typing does. */
  restart: () => void;
  /** Closes the popup and drops the highlight (a choice, a search, the focus leaving). */
  close: () => void;
}

/**
 * The keyboard of a combobox with a listbox popup (the WAI-ARIA pattern; the dynamic form's lookup and the shop's
 * search box): ArrowDown and ArrowUp move through the options, from none down to the first and up to the last, and
 * wrap around; Home and End go to the first and last while moving through them; Enter chooses the highlighted one
 * (without one it does what it does in the form); Escape closes the popup and only it. The highlighted option is
 * kept in sight in a list taller than the popup.
 */
export function useListboxKeys<Option>({
  listboxRef,
  options,
  noResults,
  onChoose,
  onEscapeClosed,
}: ListboxKeysOptions<Option>): ListboxKeys {
  const [open, setOpen] = useState(false);
  // The highlight belongs to the options it was made in.
  const [highlight, setHighlight] = useState<{ options: readonly Option[]; index: number } | null>(null);
  const listShown = open && options.length > 0;
  const noResultsShown = open && noResults;
  const active = listShown && highlight?.options === options ? highlight.index : -1;
  const listboxId = useId();

  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (active >= 0) listboxRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxRef]);

  // Stable, for the effects that close the popup (a press outside it).
  const close = useCallback(() => {
    setOpen(false);
    setHighlight(null);
  }, []);
  const restart = useCallback(() => {
    setOpen(true);
    setHighlight(null);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    const go = (index: number) => {
      event.preventDefault();
      setOpen(true);
      setHighlight({ options, index });
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        go(active === -1 ? (down ? 0 : count - 1) : (active + (down ? 1 : -1) + count) % count);
        return;
      }
      case 'Home':
      case 'End':
        // Only while moving through the options: otherwise they move the caret in the text as usual.
        if (active !== -1) go(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter': {
        const option = active === -1 ? undefined : options[active];
        if (option === undefined) return;
        event.preventDefault();
        close();
        onChoose(option);
        return;
      }
      case 'Escape':
        if (listShown || noResultsShown) {
          // Only the popup closes, not a dialog the box is in.
          event.stopPropagation();
          close();
        } else if (onEscapeClosed) {
          onEscapeClosed();
        }
        return;
    }
  }

  const optionId = (index: number) => `${listboxId}-${index}`;
  return {
    open,
    listShown,
    noResultsShown,
    active,
    listboxId,
    comboboxProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': listShown,
      'aria-controls': listboxId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      spellCheck: false,
      onKeyDown,
      // Back in the box after closing it (a click elsewhere, Escape), a click shows its options again.
      onClick: () => setOpen(true),
    },
    optionProps: (index) => ({ id: optionId(index), role: 'option', 'aria-selected': index === active }),
    restart,
    close,
  };
}
