// The club's mobile app that may host the site in a web view (or a page that frames it): how the site tells where it
// runs (the client origin sent with API calls) and the messages it posts to that app. The README lists the messages.
import type { ClientOrigin } from '@club/shared-contracts/entities';

const webviewKey = 'czWebview';
const appOriginKey = 'czAppOrigin';

function fromQueryOrTab(parameter: string, key: string, accept: (value: string) => boolean): string | null {
  try {
    const requested = new URLSearchParams(window.location.search).get(parameter);
    if (requested && accept(requested)) sessionStorage.setItem(key, requested);
    return sessionStorage.getItem(key);
  } catch {
    // Session storage disabled: only the current address can tell.
    return null;
  }
}

/**
 * The client origin sent as CzOrigin. The club's app opens the site with `?webview=ios|android`, remembered for
 * the tab in session storage (the parameter is gone after the first navigation). Without it, a React Native web
 * view (a `ReactNativeWebView` global) is iOS or Android by the user agent, and an Android system web view is
 * recognised by the `wv` mark of its user agent. Everything else is Web.
 */
export function clientOrigin(): ClientOrigin {
  const webview = fromQueryOrTab('webview', webviewKey, (value) =>
    /^(ios|android)$/i.test(value),
  )?.toLowerCase();
  if (webview === 'ios') return 'iOS';
  if (webview === 'android') return 'Android';
  const android = /Android/i.test(navigator.userAgent);
  if ('ReactNativeWebView' in window) return android ? 'Android' : 'iOS';
  if (android && /;\s*wv\)/.test(navigator.userAgent)) return 'Android';
  return 'Web';
}

/** Remembers the app's query parameters (webview, appOrigin) for the tab; the host calls it at start. */
export function rememberHostAppParameters(): void {
  clientOrigin();
  hostAppOrigin();
}

/** True when the site runs inside the club's app (a web view). */
export function inHostApp(): boolean {
  return clientOrigin() !== 'Web';
}

/** The messages the site posts to the app hosting it. */
export type HostAppMessage =
  /** A payment finished successfully (/cz/ok). */
  | { type: 'payment_ok' }
  /** The customer asked for the club's locations: the app shows its own locations screen. */
  | { type: 'locations' }
  /** The customer logged in on /link-account: the app links its account to this customer. */
  | { type: 'account_linked'; customerId: number; token: string };

interface ReactNativeBridge {
  postMessage(message: string): void;
}

/**
 * The origin of the page that frames the site, when it is known: given once as `?appOrigin=https://…` (remembered
 * for the tab) or read from the referrer of a framed page. Null when unknown.
 */
export function hostAppOrigin(): string | null {
  const given = fromQueryOrTab('appOrigin', appOriginKey, (value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  });
  if (given) return given;
  if (window.parent !== window && document.referrer) {
    try {
      return new URL(document.referrer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Posts a message to the hosting app: through the React Native bridge inside a web view, otherwise to the framing
 * page at its known origin. Nothing is posted when the site is not hosted, or when the framing page's origin is
 * unknown and the message carries a token (a token never goes to '*').
 * Returns whether the message was posted.
 */
export function postToHostApp(message: HostAppMessage): boolean {
  const bridge = (window as { ReactNativeWebView?: ReactNativeBridge }).ReactNativeWebView;
  if (bridge) {
    bridge.postMessage(JSON.stringify(message));
    return true;
  }
  if (window.parent === window) return false;
  const origin = hostAppOrigin();
  if (!origin && 'token' in message) return false;
  window.parent.postMessage(message, origin ?? '*');
  return true;
}
