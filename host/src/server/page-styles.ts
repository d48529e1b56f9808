// The stylesheets of a page drawn on the server, so that it arrives styled: the server build's CSS Modules report
// each use (tools/style-usage-loader.cjs) to the page being drawn, and each app's browser build names the CSS files
// that carry a style module (its styles.json).
import { AsyncLocalStorage } from 'node:async_hooks';

declare global {
  /** Told by the server build's CSS Modules when a page reads their class names. */
  var __clubStyleUsed: ((name: string) => void) | undefined;
}

/** An app's styles.json: for each style module (its path from the workspace's root), the CSS files carrying it. */
export type StylesManifest = Record<string, string[]>;

/**
 * A manifest with the address its files are relative to (a remote's browser entry, or the site's root ('/') for the
 * host's) and how the server reads one of its files.
 */
export interface StylesSource {
  base: string;
  files: StylesManifest;
  read: (file: string) => Promise<string>;
}

/** A stylesheet of a drawn page: its address, and how the server reads it. */
export interface PageStylesheet {
  href: string;
  read: () => Promise<string>;
}

/** A stylesheet in a drawn page: its address, and its text when the page carries it inline. */
export interface InlinedStylesheet {
  href: string;
  css: string | null;
}

// The host's stylesheets by path, as its scripts name them when they load them (and so find them already there).
const addressOf = (file: string, base: string) => (base === '/' ? `/${file}` : new URL(file, base).href);

const drawing = new AsyncLocalStorage<Set<string>>();

/** From now on, the style modules a page reads are noted for the page being drawn (drawWithStyles). */
export function noteStyleUsage(): void {
  globalThis.__clubStyleUsed = (name) => drawing.getStore()?.add(name);
}

/** Draws a page, noting in `used` the style modules it reads, whatever it waits for meanwhile. */
export function drawWithStyles<T>(used: Set<string>, draw: () => T): T {
  return drawing.run(used, draw);
}

/**
 * The addresses of the stylesheets carrying the used style modules, each once, in the order of first use: from the
 * first source that has the module (the host's, which also carries the shared packages' styles, then the remotes').
 */
export function stylesheetsOf(used: Iterable<string>, sources: StylesSource[]): PageStylesheet[] {
  const sheets = new Map<string, PageStylesheet>();
  for (const name of used) {
    const source = sources.find((candidate) => candidate.files[name]);
    for (const file of source?.files[name] ?? []) {
      const href = addressOf(file, source!.base);
      if (!sheets.has(href)) sheets.set(href, { href, read: () => source!.read(file) });
    }
  }
  return [...sheets.values()];
}

/** The texts read so far, by address: a stylesheet's name changes with its content. */
const texts = new Map<string, Promise<string | null>>();

/**
 * The stylesheets with their texts, which the page carries inline so that it paints without asking for them. One
 * that cannot be read, or whose rules name other files (a `url()`, relative to the sheet), stays a link.
 */
export function inlineStylesheets(sheets: PageStylesheet[]): Promise<InlinedStylesheet[]> {
  return Promise.all(
    sheets.map(async ({ href, read }) => {
      let text = texts.get(href);
      if (!text) {
        text = read().then(
          (css) => (/url\(/i.test(css) ? null : css),
          (error: unknown) => {
            console.error('A stylesheet could not be read: it stays a link', href, error);
            texts.delete(href);
            return null;
          },
        );
        texts.set(href, text);
      }
      return { href, css: await text };
    }),
  );
}
