import { useEffect, useState, type FormEvent } from 'react';
import { searchApplies } from '@club/shared-contracts/api/grid';

/** How long typing pauses before a list's search applies, so the list is not reloaded on every keystroke. */
export const searchDelayMs = 400;

/** A list's search box: its text, how to change it, and the submit of its form. */
export interface AppliedSearch {
  text: string;
  setText: (text: string) => void;
  submit: (event: FormEvent) => void;
}

/**
 * The search box of a list whose search lives in the URL (the blog's, the shop's): the box starts from the URL's
 * search and follows it when it changes under the box (back, forward, a link), and a typed search applies only when
 * it is empty or longer than 3 characters (document 1 and 3, 5), once typing pauses or on Enter.
 */
export function useAppliedSearch(search: string, onSearch: (search: string) => void): AppliedSearch {
  const [text, setText] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  // The box's own search comes back through the URL: its typing (a trailing space) is kept.
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

  return {
    text,
    setText,
    submit: (event) => {
      event.preventDefault();
      if (pending) onSearch(wanted);
    },
  };
}
