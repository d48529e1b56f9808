/**
 * The text of what may be an HTML fragment (a search result's detail can hold the product's HTML detail), with its
 * whitespace collapsed. A DOMParser document is inert: its scripts never run and its images never load, and the
 * text it gives is rendered by React as text, so no markup from the server reaches the page.
 */
export function plainText(html: string): string {
  const text = /[<&]/.test(html)
    ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    : html;
  return text.replace(/\s+/g, ' ').trim();
}
