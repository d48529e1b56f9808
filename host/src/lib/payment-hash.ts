/**
 * Payment providers may return to a hash URL (#/cz/ok, #/cz/ko); the site answers on /cz/ok and /cz/ko.
 * Returns the path to go to, or null when the hash holds neither.
 */
export function paymentHashTarget(hash: string): string | null {
  if (hash.includes('#/cz/ok')) return '/cz/ok';
  if (hash.includes('#/cz/ko')) return '/cz/ko';
  return null;
}
