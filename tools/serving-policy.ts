// How the site's files are served — caching, compression, the host's fallback to index.html — in one place, for
// `npm start`'s servers (app-server.ts) and the nginx configurations of docker-compose (checked by deploy.test.ts).

/**
 * A file whose name carries its content hash (`8666.a7b5d8cc.js`, `club.49b742e1.css` and their source maps and
 * licence notes): a new build gives it a new name, so a browser may keep it for a year without asking again.
 */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map|\.LICENSE\.txt)?$/;

export const CACHE_CONTROL = {
  /** Hashed files: never change under their name. */
  hashed: 'public, max-age=31536000, immutable',
  /**
   * Everything else (index.html, remotes.json, config.json, remoteEntry.js, main.js): kept, but
   * checked with the server (ETag) before each use, so a new build or a new remotes config is seen at once.
   */
  revalidated: 'no-cache',
} as const;

/** The Cache-Control of a served file, by its path or name. */
export function cacheControlFor(file: string): string {
  return HASHED_FILE.test(file) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidated;
}

/** The types worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSED_TYPES = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'image/svg+xml',
] as const;

/** Whether an answer of this Content-Type is compressed (`text/css; charset=utf-8` is `text/css`). */
export function isCompressedType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return (COMPRESSED_TYPES as readonly string[]).includes(type);
}

/** A path whose last segment has an extension: a file, never a page. */
export const FILE_PATH = /\.[^/]*$/;

/**
 * A path the host answers with index.html when no file has it: a page of the app (`/shop/12`), whose last segment
 * has no extension. A missing file (`/missing.js`) stays a 404, so a stale chunk is not answered with HTML.
 */
export function isAppPage(pathname: string): boolean {
  return !FILE_PATH.test(pathname);
}

/** The paths of the host that go to the club API. */
export const API_PREFIXES = ['/api', '/uploads'] as const;

/**
 * The Content-Security-Policy of the host's pages: only the site itself and the club's apps (AppOrigins in the
 * club's settings) may frame them, as the login dialog opens on any page and /link-account links the app.
 */
export function frameAncestorsPolicy(appOrigins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...appOrigins].join(' ');
}

/** The values of a list that are origins (`https://app.myclub.example`): nothing else reaches the header. */
export function wellFormedOrigins(values: readonly unknown[]): string[] {
  return values.filter((value): value is string => {
    if (typeof value !== 'string' || !/^https?:\/\/[^\s;,'"]+$/.test(value)) return false;
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  });
}
