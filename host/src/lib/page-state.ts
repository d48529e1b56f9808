// What a page drawn on the server hands to the browser's start: the language and settings it was drawn with and the
// answers of its loads, embedded once in the page as JSON (never run as a script).
import type { Language } from '@club/shared-contracts/i18n';
import type { Settings } from '@club/shared-contracts/entities';
import type { PageAnswers } from '@club/shared-ui/page-data';

/** The page state's element id. */
export const pageStateId = 'page-state';

/** What the server drew a page with. */
export interface PageState {
  language: Language;
  settings: Settings;
  /** The viewport width it assumed (a phone's or a desktop's). */
  assumedWidth: number;
  answers: PageAnswers;
}

/**
 * The page state as an element of the page. `<` is escaped, so no text in the data (a post's `</script>`) can end
 * the element early, and so are U+2028 and U+2029.
 */
export function serializePageState(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${pageStateId}">${json}</script>`;
}

/** The page state of a page drawn on the server, or null (a page the browser draws alone). */
export function readPageState(): PageState | null {
  const element = document.getElementById(pageStateId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch (error) {
    console.error('The page state could not be read', error);
    return null;
  }
}
