// The HTML document of a page drawn on the server: the built index.html with the page's language, title,
// description, canonical address, link preview (Open Graph), icon, stylesheets and the club's theme filled in, the
// drawn page inside #root, and the page state after it.
import type { Settings } from '@club/shared-contracts/entities';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { priceOf } from '@club/shared-contracts/price';
import { uploadUrl } from '@club/shared-contracts/settings';
import type { PageHead } from '@club/shared-ui/page-head';
import { themeVariables } from '@club/shared-ui/theme';
import type { InlinedStylesheet } from './page-styles';

/** The element the page is drawn in, as the built (minified) index.html has it. */
const rootElement = /<div id="?root"?><\/div>/;
/** The start's script, as the built index.html has it. */
const startScript = /<script defer(?:="")? src="?\/main\.js"?><\/script>/;
/** The start's scripts index.html preloads: main.js and the chunks it loads at once. */
const templateScript = /<link rel="?preload"? href="?([^" >]+\.js)"? as="?script"?>/g;

/**
 * A page drawn here loads the start once it has painted (public/after-first-paint.js), all of its scripts at once:
 * the addresses index.html preloads.
 */
const startAfterFirstPaint = (template: string) =>
  `<script defer src="/after-first-paint.js" data-start="${escapeHtml(
    [...template.matchAll(templateScript)].map((link) => link[1]!).join(' '),
  )}"></script>`;

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
  /** The stylesheets of the page: index.html's, then those of what the page drew, inline where they could be read. */
  stylesheets: InlinedStylesheet[];
}

/** The host's stylesheets index.html preloads for its start: the drawn page carries them from its first paint. */
const templateStylesheet = /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?>/g;

/** The addresses of the stylesheets index.html preloads. */
export const templateStylesheets = (template: string): string[] =>
  [...template.matchAll(templateStylesheet)].map((link) => link[1]!);

/** A stylesheet in the page's head: its rules inline (as mini-css-extract's start finds them: by data-href), or a link. */
const stylesheetTag = ({ href, css }: InlinedStylesheet) =>
  css === null
    ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
    : `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;

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
 * with its end and loads the start after the first paint (at once for a page left to the browser). Throws when the template has no empty #root or no start's
 * script (a build that changed index.html).
 */
export function pageDocument(
  template: string,
  page: DrawnPage,
  settings: Settings,
): { before: string; after: string } {
  const root = rootElement.exec(template);
  if (!root) throw new Error('index.html has no empty #root element');
  if (!startScript.test(template)) throw new Error("index.html has no start's script");
  const title = page.head.title ?? settings.title;
  const description = page.head.description || settings.description;
  const uploads = new URL(apiUrl(settings.Uploads || '/uploads/'), page.url).href;
  const theme = Object.entries(themeVariables(settings, uploads))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const icon = settings.Mainlogo ? uploadUrl(settings, settings.Mainlogo) : 'data:,';
  // A page the browser draws has nothing to paint before its scripts: they load at once, as index.html has them.
  const startNow = page.head.leftToBrowser === true;
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
    // The start's scripts load after the first paint, not before it.
    .replace(templateScript, (link) => (startNow ? link : ''))
    // The host's own styles are among the page's, which apply from the first paint.
    .replace(templateStylesheet, '')
    .replace(
      '</head>',
      `${page.stylesheets.map(stylesheetTag).join('')}${previewTags(page, settings, title, description)}</head>`,
    );
  const end = template.slice(root.index + root[0].length);
  return {
    before: `${filled}<div id="root">`,
    after: `</div>${startNow ? end : end.replace(startScript, startAfterFirstPaint(template))}`,
  };
}
