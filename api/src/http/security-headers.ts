// The headers every answer of the site carries, the API's and each app's alike (tools/serving-policy.ts).

/**
 * `nosniff`: a browser takes an answer for what its Content-Type says (a JSON answer or an uploaded file is never run
 * as a script or a page). The referrer policy: another origin learns at most the site's origin, never a page's path and
 * query (they may carry a link token), and nothing over plain HTTP; the origin itself stays, as a payment provider's
 * page may check where its customer came from.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
