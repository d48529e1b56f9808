import { plainText } from '@club/shared-ui/safe-html';

/** How long a blog card's excerpt is at most, in characters (document 3, 9). */
export const excerptLength = 100;

/**
 * A card's excerpt: the post's small text, or else its text without HTML (a post of the newest posts has no text),
 * cut at 100 characters with an ellipsis.
 */
export function excerpt(post: { smalText: string; text?: string }): string {
  const text = post.smalText.replace(/\s+/g, ' ').trim() || plainText(post.text ?? '');
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
}
