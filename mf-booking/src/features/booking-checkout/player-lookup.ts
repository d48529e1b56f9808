import { useEffect, useState } from 'react';
import { lookupPlayers } from '@club/shared-contracts/api/customers';
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import { loadFailed } from '@club/shared-contracts/http';

/** The lookup starts at this many characters. */
export const lookupMinLength = 3;

/** The quiet time after the last keystroke before the lookup is sent, in milliseconds. */
export const lookupDebounceMs = 300;

/** What the add-player popup knows of the lookup for its text. */
export interface PlayerSearch {
  /** The text looked up: the input's text without surrounding spaces. */
  query: string;
  /** The players of the latest answer; they stay while a newer lookup is on its way; empty for a short text. */
  results: PlayerLookup[];
  /** A lookup for the current text is waiting for its quiet time or its answer. */
  searching: boolean;
  /** The answer for the current text came back empty. */
  noResults: boolean;
}

/** An answer kept with the text it answers; null players for a failed lookup. */
interface Answer {
  query: string;
  players: PlayerLookup[] | null;
}

/**
 * The player lookup of the add-player popup (POST /api/publiccustomers/list): from 3 characters, once the customer
 * stops typing for a moment. An answer to an older text is ignored. A failure is logged only (document 2, 8:
 * "Customer list failure: logged, nothing shown").
 */
export function usePlayerLookup(text: string): PlayerSearch {
  const query = text.trim();
  const searchable = query.length >= lookupMinLength;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A text too short to look up clears the results, so they never come back for another text later.
  if (!searchable && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!searchable) return;
    // Each text has its own run of this effect; its clean-up marks the answer stale as soon as the text changes.
    let current = true;
    const timer = setTimeout(() => {
      lookupPlayers(query).then(
        (found) => {
          if (current) setAnswer({ query, players: found.rowData });
        },
        (error: unknown) => {
          loadFailed('player lookup', error);
          if (current) setAnswer({ query, players: null });
        },
      );
    }, lookupDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searchable]);

  if (!searchable) return { query, results: [], searching: false, noResults: false };
  const answered = answer !== null && answer.query === query;
  return {
    query,
    results: answer?.players ?? [],
    searching: !answered,
    noResults: answered && answer.players?.length === 0,
  };
}
