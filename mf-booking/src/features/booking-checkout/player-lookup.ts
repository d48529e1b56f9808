import { lookupPlayers } from '@club/shared-contracts/api/customers';
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import { useTextSearch, type TextSearch } from '@club/shared-ui/use-text-search';

/** The quiet time after the last keystroke before the lookup is sent, in milliseconds. */
export const lookupDebounceMs = 300;

const findPlayers = (query: string) => lookupPlayers(query).then((found) => found.rowData);

/**
 * The player lookup of the add-player popup (POST /api/publiccustomers/list): from 3 characters, once the customer
 * stops typing for a moment. A failure is logged only (document 2, 8: "Customer list failure: logged, nothing
 * shown").
 */
export function usePlayerLookup(text: string): TextSearch<PlayerLookup> {
  return useTextSearch(text, { search: findPlayers, debounceMs: lookupDebounceMs, label: 'player lookup' });
}
