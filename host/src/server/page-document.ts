// The HTML document of a page drawn on the server: the built index.html with the page's language, title,
// description, canonical address, link preview (Open Graph), icon, stylesheets and the club's theme filled in, the
// drawn page inside #root, and the page state after it.
import type { Settings } from '@club/shared-contracts/entities';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { priceOf } from '@club/shared-contracts/price';
import { uploadUrl } from '@club/shared-contracts/settings';
import type { PageHead } from '@club/shared-ui/page-head';
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

/** The drawn page a document is made for. */
export interface DrawnPage {
  /** The page's address as the visitor asked for it: origin, path and query. */
  url: URL;
  lang: string;
  /** What the page told of itself as it was drawn. */
  head: PageHead;
  /** The stylesheets of what the page drew, besides the host's own. */
  stylesheets: string[];
}

/** The ISO code of the currencies a club's currency symbol names without doubt; others give no code. */
const currencyCodes: Record<string, string> = { '€': 'EUR', '£': 'GBP' };

/** The tags of a page's canonical address and link preview. */
function previewTags({ url, lang, head }: DrawnPage, settings: Settings, title: string, description: string) {
  const image = head.image ?? settings.Mainlogo;
  const currency = currencyCodes[settings.CurrencySymbol?.trim() ?? ''];
  const properties: [string, string | undefined][] = [
    ['og:site_name', settings.title],
    ['og:type', head.type ?? 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url.href],
    ['og:locale', lang.replace('-', '_')],
    ['og:image', image ? new URL(uploadUrl(settings, image), url).href : undefined],
    ['product:price:amount', head.price ? priceOf(settings, head.price).toFixed(2) : undefined],
    ['product:price:currency', head.price ? currency : undefined],
  ];
  return [
    `<link rel="canonical" href="${escapeHtml(url.href)}">`,
    ...properties
      .filter((property): property is [string, string] => Boolean(property[1]))
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
}

/**
 * index.html split around #root, with the head filled in: `before` ends with the opening of #root, `after` starts
 * with its end. Throws when the template has no empty #root (a build that changed index.html).
 */
export function pageDocument(
  template: string,
  page: DrawnPage,
  settings: Settings,
): { before: string; after: string } {
  const root = rootElement.exec(template);
  if (!root) throw new Error('index.html has no empty #root element');
  const title = page.head.title ?? settings.title;
  const description = page.head.description || settings.description;
  const uploads = new URL(apiUrl(settings.Uploads || '/uploads/'), page.url).href;
  const theme = Object.entries(themeVariables(settings, uploads))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const icon = settings.Mainlogo ? uploadUrl(settings, settings.Mainlogo) : 'data:,';
  const filled = template
    .slice(0, root.index)
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(page.lang)}" style="${escapeHtml(theme)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="?description"?[^>]*>/,
      `<meta name="description" content="${escapeHtml(description)}">`,
    )
    .replace(/<link rel="?icon"?[^>]*>/, `<link rel="icon" href="${escapeHtml(icon)}">`)
    // What the browser's start asks the API for first (the settings, the home template) came with the page.
    .replace(/<link rel="?preload"? href="?\/api\/[^>]*>/g, '')
    .replace(/<script>[^<]*\/api\/czconfigs\/template[^<]*<\/script>/, '')
    // The host's own styles, which its start only preloads, apply from the first paint, then the page's.
    .replace(
      /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?>/g,
      '<link rel="stylesheet" href="$1">',
    )
    .replace(
      '</head>',
      `${page.stylesheets.map((sheet) => `<link rel="stylesheet" href="${escapeHtml(sheet)}">`).join('')}` +
        `${previewTags(page, settings, title, description)}</head>`,
    );
  return {
    before: `${filled}<div id="root">`,
    after: `</div>${template.slice(root.index + root[0].length)}`,
  };
}
