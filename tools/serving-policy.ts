// How the site's files are served — caching, compression, the host's fallback to index.html — in one place, for
// `npm start`'s servers (app-server.ts) and the nginx configurations of docker-compose (checked by deploy.test.ts).
import { createHash } from 'node:crypto';

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

/** nosniff and the referrer policy, on every answer of every app and of the API (the API sends them itself). */
export { SECURITY_HEADERS } from '../api/src/http/security-headers.ts';

/** The directives of the host pages' Content-Security-Policy that a payment provider may need an origin in. */
type ProviderDirective = 'script-src' | 'frame-src' | 'connect-src' | 'img-src' | 'form-action';

/**
 * The browser origins of the payment providers the checkout uses, in production and in the providers' own test
 * environments (the API's offline sandboxes are served by the API itself: its origin). Each provider's script comes
 * from the address the API's checkout info gives (api/src/payments/<provider>/*-provider.ts), loaded by
 * mf-checkout's provider-script.ts; Redsys and Transbank are pages the checkout posts a form to (provider-form.ts).
 * A deployment that moves a provider's script elsewhere (STRIPE_SCRIPT_URL and the like) lists its origin here.
 */
export const PAYMENT_PROVIDER_ORIGINS: Readonly<
  Record<string, Partial<Record<ProviderDirective, readonly string[]>>>
> = {
  // Stripe.js (js.stripe.com/endive/stripe.js), its card fields and 3-D Secure frames, and its API: Stripe's security
  // guide, "Content Security Policy" (docs.stripe.com/security/guide).
  stripe: {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
  // The PayPal SDK (www.paypal.com/sdk/js) and its buttons' frames and calls: PayPal's JavaScript SDK best practices,
  // "Content Security Policy" (developer.paypal.com/sdk/js/best-practices), without its 'unsafe-inline' script.
  paypal: {
    'script-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
    'frame-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'],
    'connect-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'],
    'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  // Razorpay's checkout.js (checkout.razorpay.com/v1/checkout.js, research A4), which opens its checkout in a frame of
  // its API's origin and reports to lumberjack.razorpay.com. Razorpay publishes no CSP list: the frame and report
  // origins are checkout.js's own, not yet seen against a live account.
  razorpay: {
    'script-src': ['https://checkout.razorpay.com'],
    'frame-src': ['https://api.razorpay.com'],
    'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  },
  // Mercado Pago's SDK (sdk.mercadopago.com/js/v2, research A6): its card payment brick loads its code and images from
  // http2.mlstatic.com, its secure fields in frames of api-static.mercadopago.com, and calls its APIs. Mercado Pago
  // publishes no CSP list: these are the brick's own origins, not yet seen against a live account.
  mercadopago: {
    'script-src': ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
    'frame-src': ['https://api-static.mercadopago.com', 'https://www.mercadopago.com'],
    'connect-src': [
      'https://api.mercadopago.com',
      'https://api.mercadolibre.com',
      'https://events.mercadopago.com',
    ],
    'img-src': ['https://http2.mlstatic.com'],
  },
  // Authorize.Net's Accept.js (js.authorize.net, jstest.authorize.net in its sandbox), which sends the card to its
  // API from the page (api2.authorize.net, apitest.authorize.net): authorizenet-provider.ts, research A8.
  authorizenet: {
    'script-src': ['https://js.authorize.net', 'https://jstest.authorize.net'],
    'connect-src': ['https://api2.authorize.net', 'https://apitest.authorize.net'],
  },
  // NetPay's netpay.min.js (docs.netpay.mx/cdn/…: netpay-provider.ts, research A3), which tokenizes the card with its
  // gateway (sandbox gateway-154.netpaydev.com as in netpay-live-gateway.ts, live suite.netpay.com.mx; not yet seen
  // against a live account).
  netpay: {
    'script-src': ['https://docs.netpay.mx'],
    'connect-src': ['https://suite.netpay.com.mx', 'https://gateway-154.netpaydev.com'],
  },
  // Redsys's payment page, live and test (sis.redsys.es, sis-t.redsys.es:25443/sis/realizarPago): research A1.
  redsys: { 'form-action': ['https://sis.redsys.es', 'https://sis-t.redsys.es:25443'] },
  // Transbank's Webpay and Oneclick pages, live and integration (transbank-live-gateway.ts, research A7).
  transbank: { 'form-action': ['https://webpay3g.transbank.cl', 'https://webpay3gint.transbank.cl'] },
};

/** The payment providers' origins of one directive, each once. */
function providerOrigins(directive: ProviderDirective): string[] {
  return [...new Set(Object.values(PAYMENT_PROVIDER_ORIGINS).flatMap((origins) => origins[directive] ?? []))];
}

/** What the host's server knows when it answers a page. */
export interface HostPageSources {
  /** The club's app origins (AppOrigins in its settings): the only pages besides the site that may frame it. */
  appOrigins: readonly string[];
  /** The origins of the remotes the page loads (the remotes config the host serves). */
  remoteOrigins: readonly string[];
  /** The club API's origin when config.json names another than the site's, else null. */
  apiOrigin: string | null;
  /** The hashes of the host's own inline scripts ({@link inlineScriptHashes}). */
  inlineScripts: readonly string[];
}

/**
 * The Content-Security-Policy of the host's pages. Scripts: the site, its remotes, the API (the payment sandboxes'
 * scripts), the host's own inline scripts by their hash and the payment providers — no inline script of anyone else,
 * no eval. Styles keep 'unsafe-inline': the club's HTML texts (posts, legal texts) keep their style attributes once
 * sanitized (shared-ui's safe-html.tsx), 404-page.html has its own style element and the providers' scripts add theirs
 * (React's style props are set through the DOM, which the policy does not restrict); a style cannot run code. Images: the site, the API's uploads
 * and data: URIs (the tab's empty icon). Only the site itself and the club's apps (AppOrigins) may frame the pages, as
 * the login dialog opens on any page and /link-account links the app.
 */
export function hostPagePolicy({
  appOrigins,
  remoteOrigins,
  apiOrigin,
  inlineScripts,
}: HostPageSources): string {
  const api = apiOrigin ? [apiOrigin] : [];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remoteOrigins, ...api, ...inlineScripts, ...providerOrigins('script-src')],
    ['style-src', "'self'", "'unsafe-inline'", ...remoteOrigins],
    ['img-src', "'self'", 'data:', ...api, ...providerOrigins('img-src')],
    ['connect-src', "'self'", ...api, ...providerOrigins('connect-src')],
    // Training videos are the club's uploads; the payment providers' card fields and checkouts.
    ['frame-src', "'self'", ...api, ...providerOrigins('frame-src')],
    // The hosted payment pages the checkout posts to (the sandboxes' are the API's).
    ['form-action', "'self'", ...api, ...providerOrigins('form-action')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'self'", ...appOrigins],
  ];
  return directives.map((words) => words.join(' ')).join('; ');
}

/** The CSP sources ('sha256-…') of an HTML page's inline scripts, hashed as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !text) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The origins of a remotes config's browser entries
 * (`{ "mf_shop": { "entry": "https://shop.example/remoteEntry.js", "serverEntry": … } }`).
 */
export function remoteOriginsOf(remotesConfig: unknown): string[] {
  if (!remotesConfig || typeof remotesConfig !== 'object') return [];
  const origins = Object.values(remotesConfig).map((remote: unknown) => {
    const entry = (remote as { entry?: unknown } | null)?.entry;
    try {
      return typeof entry === 'string' ? new URL(entry).origin : null;
    } catch {
      return null;
    }
  });
  return [...new Set(wellFormedOrigins(origins))];
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
