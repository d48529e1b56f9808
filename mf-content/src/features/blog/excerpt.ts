/** How long a blog card's excerpt is at most, in characters (document 3, 9). */
export const excerptLength = 100;

/**
 * A card's excerpt: the post's small text, or else its text without HTML, cut at 100 characters with an ellipsis.
 * A DOMParser document is inert (no script runs, no image loads) and React renders the result as text.
 */
export function excerpt(post: { smalText: string; text: string }): string {
  const source =
    post.smalText.trim() || new DOMParser().parseFromString(post.text, 'text/html').body.textContent || '';
  const text = source.replace(/\s+/g, ' ').trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
}
