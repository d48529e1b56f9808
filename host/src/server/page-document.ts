// The HTML document of a page drawn on the server: the built index.html with the page's language, title,
// description, icon and the club's theme filled in, the drawn page inside #root, and the page state after it.
import type { Settings } from '@club/shared-contracts/entities';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { uploadUrl } from '@club/shared-contracts/settings';
import { themeVariables } from '@club/shared-ui/theme';

/** The element the page is drawn in, as the built (minified) index.html has it. */
const rootElement = /<div id="?root"?><\/div>/;

/** Text for HTML, in an element or an attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What the head of a page says. */
export interface PageHead {
  /** The page's origin, as the visitor asked for it. */
  origin: string;
  lang: string;
  title: string;
  description: string;
}

/**
 * index.html split around #root, with the head filled in: `before` ends with the opening of #root, `after` starts
 * with its end. Throws when the template has no empty #root (a build that changed index.html).
 */
export function pageDocument(
  template: string,
  head: PageHead,
  settings: Settings,
): { before: string; after: string } {
  const root = rootElement.exec(template);
  if (!root) throw new Error('index.html has no empty #root element');
  const theme = Object.entries(
    themeVariables(settings, new URL(apiUrl(settings.Uploads || '/uploads/'), head.origin).href),
  )
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const icon = settings.Mainlogo ? uploadUrl(settings, settings.Mainlogo) : 'data:,';
  const filled = template
    .slice(0, root.index)
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(head.lang)}" style="${escapeHtml(theme)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="?description"?[^>]*>/,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace(/<link rel="?icon"?[^>]*>/, `<link rel="icon" href="${escapeHtml(icon)}">`);
  return {
    before: `${filled}<div id="root">`,
    after: `</div>${template.slice(root.index + root[0].length)}`,
  };
}
