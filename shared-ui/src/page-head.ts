// What a page says of itself in the head of the HTML the host's server draws: its title and description, the
// picture and price a link preview shows, whether it is a page that does not exist (answered with 404) and whether
// the browser draws it. The browser, which draws after the head was read, has nothing to tell.
import { createContext, useContext } from 'react';
import type { PricePair } from '@club/shared-contracts/price';

/** A page's facts for its head (each page tells what it has; later facts add to earlier ones). */
export interface PageHead {
  /** The document title, whole (documentTitle). */
  title?: string;
  description?: string;
  /** The picture of a link preview: an uploaded file (as the API names it). */
  image?: string;
  /** What the page is, for link previews. */
  type?: 'article' | 'product';
  /** A product's prices (the head shows the one the club shows, priceOf). */
  price?: PricePair;
  /** The page names nothing that exists. */
  notFound?: boolean;
  /** The page is left to the browser (behind the login, or a browser-drawn route): its start loads at once. */
  leftToBrowser?: boolean;
}

/** Where a page drawn on the server tells its head; none in the browser. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** Tells the head of the page the server is drawing (as it draws, not in an effect: the server runs none). */
export function usePageHead(head: PageHead): void {
  useContext(PageHeadContext)?.(head);
}
