import { searchProducts } from '@club/shared-contracts/api/shop';
import type { CustomerSearchResult } from '@club/shared-contracts/entities';
import { useTextSearch, type TextSearch } from '@club/shared-ui/use-text-search';
import { plainText } from '@club/shared-ui/safe-html';

/** The quiet time after the last keystroke before the search is sent, in milliseconds. */
export const searchDebounceMs = 250;

const findProducts = (query: string) =>
  searchProducts(query).then((found) =>
    found.rowData.map((result) => ({ ...result, detail: plainText(result.detail) })),
  );

/**
 * The customer search of the navigation bar (POST /api/products/search): from 3 characters, sent once the
 * customer stops typing for a moment. A result's detail comes as plain text. A failed search is logged only and
 * shows nothing (document 3, 8 gives it no message).
 */
export function useCustomerSearch(text: string): TextSearch<CustomerSearchResult> {
  return useTextSearch(text, {
    search: findProducts,
    debounceMs: searchDebounceMs,
    label: 'customer search',
  });
}
