import DOMPurify, { type DOMPurify as Sanitizer, type WindowLike } from 'dompurify';
import { useMemo, useState } from 'react';
import { useHydrated } from '@club/shared-contracts/browser-state';

// Links the club writes into its texts that open a new window must not hand it the opener.
function withOpenerRule(sanitizer: Sanitizer): Sanitizer {
  sanitizer.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return sanitizer;
}

const inBrowser = typeof window !== 'undefined';

// The page's own window in the browser; the host's server gives it a document of its own (provideSanitizerWindow).
let sanitizer: Sanitizer | null = inBrowser ? withOpenerRule(DOMPurify) : null;

/** The host's server, which has no window, gives the sanitizer a DOM's window to work in. */
export function provideSanitizerWindow(window: WindowLike): void {
  sanitizer = withOpenerRule(DOMPurify(window));
}

function pageSanitizer(): Sanitizer {
  if (!sanitizer) throw new Error('The sanitizer has no window: the server gives it one at start');
  return sanitizer;
}

/** Removes scripts, event handlers and every other active content from HTML that came from the server. */
export function sanitizeHtml(html: string): string {
  return pageSanitizer().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

/**
 * The text of what may be HTML from the server (a post's text, a product's detail), its whitespace folded, for a
 * card that shows a few lines of it: the text of the sanitized fragment (no script's or style's text in it), which
 * React renders as text. The same on the host's server as in the browser.
 */
export function plainText(html: string): string {
  const text = /[<&]/.test(html)
    ? (pageSanitizer().sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style'],
        RETURN_DOM: true,
      }).textContent ?? '')
    : html;
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Renders server HTML only after sanitizing it: the one way HTML from the API reaches the page.
 *
 * Hydrating a page the host's server drew, the element keeps the HTML the server sanitized and drew with the same
 * page data: React does not compare an element's inner HTML as it hydrates, and it sets it again only when it
 * changes, so the browser sanitizes nothing (a long task at a phone's speed on a legal page) until the HTML does.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const hydrating = inBrowser && !hydrated;
  // The HTML the server drew this element with, until another comes (after which the browser sanitizes each).
  const [drawn, setDrawn] = useState(hydrating ? html : null);
  if (drawn !== null && drawn !== html) setDrawn(null);
  const kept = drawn === html;
  const clean = useMemo(() => (kept ? KEPT : sanitizeHtml(html)), [kept, html]);
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** What a drawn element's inner HTML is set to while it keeps the server's: never written, as it never changes. */
const KEPT = '';
