/**
 * The text of HTML from the server, its spaces and line breaks folded, for a card that shows a few lines of it. A
 * DOMParser document is inert (no script runs, no image loads) and React renders the result as text.
 */
export function plainText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
