import { useEffect, useState } from 'react';
import { searchProducts } from '@club/shared-contracts/api/shop';
import type { CustomerSearchResult } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { plainText } from './plain-text';

/** The search starts at this many characters (document 3, 5 and 9). */
export const searchMinLength = 3;

/** The quiet time after the last keystroke before the search is sent, in milliseconds. */
export const searchDebounceMs = 250;

/** What the search box knows of the search for its text. */
export interface CustomerSearch {
  /** The text searched: the box's text without surrounding spaces. */
  query: string;
  /**
   * The results of the latest answer; while a newer search is on its way they stay in place (so the list does not
   * jump at every keystroke); empty when the text is too short to search.
   */
  results: CustomerSearchResult[];
  /** A search for the current text is waiting for its quiet time or its answer. */
  searching: boolean;
  /** The answer for the current text came back empty. */
  noResults: boolean;
}

/** An answer kept with the text it answers; null results for a failed search. */
interface Answer {
  query: string;
  results: CustomerSearchResult[] | null;
}

/**
 * The customer search of the navigation bar (POST /api/products/search): from 3 characters, sent once the
 * customer stops typing for a moment. A result's detail comes as plain text. A failed search is logged only and
 * shows nothing (document 3, 8 gives it no message).
 */
export function useCustomerSearch(text: string): CustomerSearch {
  const query = text.trim();
  const searchable = query.length >= searchMinLength;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A text too short to search clears the results, so they never come back for another text later.
  if (!searchable && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!searchable) return;
    // Each text has its own run of this effect, and the clean-up marks its answer stale as soon as the text
    // changes: an answer that arrives after a newer search started is dropped and never overwrites newer results.
    // (searchProducts takes no AbortSignal, so the request itself is left to finish.)
    let current = true;
    const timer = setTimeout(() => {
      searchProducts(query).then(
        (found) => {
          const results = found.rowData.map((result) => ({ ...result, detail: plainText(result.detail) }));
          if (current) setAnswer({ query, results });
        },
        (error: unknown) => {
          loadFailed('customer search', error);
          if (current) setAnswer({ query, results: null });
        },
      );
    }, searchDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searchable]);

  if (!searchable) return { query, results: [], searching: false, noResults: false };
  const answered = answer !== null && answer.query === query;
  return {
    query,
    results: answer?.results ?? [],
    searching: !answered,
    noResults: answered && answer.results?.length === 0,
  };
}
