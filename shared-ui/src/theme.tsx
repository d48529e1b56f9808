// A .tsx module although it has no JSX: the package publishes its modules as src/*.tsx.
/** The club settings that drive the look; the full settings entity of shared-contracts fits this shape. */
export interface ThemeSettings {
  ButtonsColor?: string | null;
  FontFamily?: string | null;
  FooterColor?: string | null;
  HeaderImage?: string | null;
}

/** The brand CSS variables the host sets on the document element. */
export type ThemeVariables = Record<
  | '--club-button-color'
  | '--club-button-text'
  | '--club-font-family'
  | '--club-footer-color'
  | '--club-footer-text'
  | '--club-header-image',
  string
>;

const black = '#000000';
const white = '#ffffff';
const fallbackFonts = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** The brand defaults; equal to the values in tokens.css. */
export const themeDefaults: ThemeVariables = {
  '--club-button-color': '#1d4ed8',
  '--club-button-text': white,
  '--club-font-family': fallbackFonts,
  '--club-footer-color': '#1f2937',
  '--club-footer-text': white,
  '--club-header-image': 'none',
};

/** A colour as red, green and blue channels from 0 to 255. */
export type Rgb = readonly [number, number, number];

const hexColor = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const rgbColor = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** Reads `#rgb`, `#rrggbb` (the `#` may be missing, as some clubs store it) or `rgb()`; anything else is null. */
export function parseColor(value: string | null | undefined): Rgb | null {
  const text = value?.trim() ?? '';
  const hex = hexColor.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (start: number) => parseInt(full.slice(start, start + 2), 16);
    return [channel(0), channel(2), channel(4)];
  }
  const rgb = rgbColor.exec(text);
  if (!rgb) return null;
  const color: Rgb = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return color.every((channel) => channel <= 255) ? color : null;
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

// WCAG 2 relative luminance.
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Black or white, whichever contrasts more with the given background. */
export function readableTextColor(background: Rgb): typeof black | typeof white {
  const l = luminance(background);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? black : white;
}

const genericFamilies = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);
// Letters of any script, digits, spaces and hyphens: enough for a font name, nothing that can end a declaration.
const fontName = /^[\p{L}\p{N} -]+$/u;

// The club's font first, the system stack after it, in case the font is not installed or not loaded yet.
function fontStack(value: string | null | undefined): string | null {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'))
    .filter(Boolean);
  if (names.length === 0 || !names.every((name) => fontName.test(name))) return null;
  const quoted = names.map((name) => (genericFamilies.has(name.toLowerCase()) ? name : `'${name}'`));
  return [...quoted, fallbackFonts].join(', ');
}

// Absolute addresses are kept; a file name is looked up under the club's uploads folder. The result is absolute:
// a custom property's url() resolves where it is used, and a remote's stylesheet lives on the remote's origin.
function imageUrl(value: string | null | undefined, uploadsBase: string): string | null {
  const image = value?.trim();
  if (!image) return null;
  const path = /^(https?:)?\/\//i.test(image)
    ? image
    : `${uploadsBase.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
  // The host's server, which has no page address, gives an absolute uploads base.
  const url = new URL(path, globalThis.location?.href).href;
  // A JSON string is also a valid CSS string: anything URL parsing left unencoded is escaped.
  return `url(${JSON.stringify(url)})`;
}

/** The brand CSS variables for the club's settings; values that are missing or invalid keep the defaults. */
export function themeVariables(settings: ThemeSettings, uploadsBase: string): ThemeVariables {
  const variables = { ...themeDefaults };
  const button = parseColor(settings.ButtonsColor);
  if (button) {
    variables['--club-button-color'] = toHex(button);
    variables['--club-button-text'] = readableTextColor(button);
  }
  const footer = parseColor(settings.FooterColor);
  if (footer) {
    variables['--club-footer-color'] = toHex(footer);
    variables['--club-footer-text'] = readableTextColor(footer);
  }
  variables['--club-font-family'] = fontStack(settings.FontFamily) ?? themeDefaults['--club-font-family'];
  variables['--club-header-image'] =
    imageUrl(settings.HeaderImage, uploadsBase) ?? themeDefaults['--club-header-image'];
  return variables;
}
