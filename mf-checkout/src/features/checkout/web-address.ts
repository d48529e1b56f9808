/**
 * True for an http or https address (relative ones resolve against the page): what the page may load a provider's
 * script from or post a payment form to, never javascript: or data:.
 */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
