// The data a page is drawn with on the server, handed to the browser's first render (hydration) so that both draw
// the same thing and the browser does not ask for it again. Each load is named by its label (`useLoad`): a label
// names one load on a page.
import { createContext } from 'react';

/** What a load came to on the server: its data, or a failure (logged there, drawn as the page draws a failure). */
export type PageAnswer = { data: unknown } | { failed: true };

/** The answers a page was drawn with, by load label: what the server embeds in the page for hydration. */
export type PageAnswers = Record<string, PageAnswer>;

/**
 * Where a page's loads find their answers before any effect has run:
 * - on the server, `record` starts a load the first time its label is asked for and gives the same promise to every
 *   later ask, so a render that waits for it (Suspense) finds it settled when it is drawn again;
 * - in the browser, `answers` are the server's, for the first render of the page the server drew.
 */
export type PageDataSource =
  | { record: (label: string, request: () => Promise<unknown>) => Promise<PageAnswer> }
  | { answers: PageAnswers };

/** The page data of the render; none outside a server-drawn page (after the first navigation, in tests). */
export const PageDataContext = createContext<PageDataSource | null>(null);
