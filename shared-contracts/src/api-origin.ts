// Where the club's API is: the page's own origin unless the deployment config names another (ARCHITECTURE 4).

let origin = '';

/** Sets the API origin; the page's own origin (or an empty value) means same-origin, relative URLs. */
export function setApiOrigin(value: string | null | undefined): void {
  const trimmed = (value ?? '').replace(/\/+$/, '');
  origin = typeof window !== 'undefined' && trimmed === window.location.origin ? '' : trimmed;
}

/** The configured API origin, or '' when the API is on the page's own origin. */
export function apiOrigin(): string {
  return origin;
}

/** The URL of an API path (or of an uploaded file); absolute URLs are kept as they are. */
export function apiUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
