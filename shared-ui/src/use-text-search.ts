import { useEffect, useState } from 'react';
import { loadFailed } from '@club/shared-contracts/http';

/** Searches start at this many characters (document 3, 5 and 9: the search box and the player lookup). */
export const searchMinLength = 3;

/** What a search box knows of the search for its text. */
export interface TextSearch<T> {
  /** The text searched: the box's text without surrounding spaces. */
  query: string;
  /**
   * The results of the latest answer; while a newer search is on its way they stay in place (so the list does not
   * jump at every keystroke); empty when the text is too short to search.
   */
  results: T[];
  /** A search for the current text is waiting for its quiet time or its answer. */
  searching: boolean;
  /** The answer for the current text came back empty. */
  noResults: boolean;
}

/** How a text search runs: the call (a module-level function, so it stays the same), its quiet time and log label. */
export interface TextSearchOptions<T> {
  search: (query: string) => Promise<T[]>;
  /** The quiet time after the last keystroke before the search is sent, in milliseconds. */
  debounceMs: number;
  /** Names a failed search in the log; a failure is logged only and shows nothing. */
  label: string;
}

/** An answer kept with the text it answers; null results for a failed search. */
interface Answer<T> {
  query: string;
  results: T[] | null;
}

/**
 * A search as the customer types: from 3 characters, sent once typing pauses. An answer that arrives after a newer
 * search started is dropped and never overwrites newer results (the request itself is left to finish).
 */
export function useTextSearch<T>(
  text: string,
  { search, debounceMs, label }: TextSearchOptions<T>,
): TextSearch<T> {
  const query = text.trim();
  const searchable = query.length >= searchMinLength;
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  // A text too short to search clears the results, so they never come back for another text later.
  if (!searchable && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!searchable) return;
    // Each text has its own run of this effect; its clean-up marks the answer stale as soon as the text changes.
    let current = true;
    const timer = setTimeout(() => {
      search(query).then(
        (results) => {
          if (current) setAnswer({ query, results });
        },
        (error: unknown) => {
          loadFailed(label, error);
          if (current) setAnswer({ query, results: null });
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searchable, search, debounceMs, label]);

  if (!searchable) return { query, results: [], searching: false, noResults: false };
  const answered = answer !== null && answer.query === query;
  return {
    query,
    results: answer?.results ?? [],
    searching: !answered,
    noResults: answered && answer.results?.length === 0,
  };
}
