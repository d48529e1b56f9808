// The club's mobile app that may host the site in a web view (or a page of the club's that frames it): how the site
// tells where it runs (the client origin sent with API calls) and the messages it posts to that app. The README lists
// the messages. They go to the app's own bridge, or to a framing page whose origin the club's settings list
// (AppOrigins), never to any other page: the browser delivers a message posted at an origin only to a page of it.
import type { ClientOrigin } from '@club/shared-contracts/entities';
import { loadedSettings } from '@club/shared-contracts/settings';

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
 * recognised by the `wv` mark of its user agent. Everything else, the host's server among it, is Web.
 */
export function clientOrigin(): ClientOrigin {
  // The host's server draws the page every client first sees.
  if (typeof window === 'undefined') return 'Web';
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
  framingOrigin();
}

/** True when the site runs inside the club's app (a web view). */
export function inHostApp(): boolean {
  return clientOrigin() !== 'Web';
}

/** The messages the site posts to the app hosting it. None carries a session token. */
export type HostAppMessage =
  /** A payment finished successfully (/cz/ok). */
  | { type: 'payment_ok' }
  /** The customer asked for the club's locations: the app shows its own locations screen. */
  | { type: 'locations' }
  /**
   * The customer confirmed the app's link code on /link-account: the app redeems the code with its own secret and
   * this confirmation for its token (README, The club's mobile app). Worthless without the app's secret.
   */
  | { type: 'account_linked'; confirmation: string };

/** The name of the script message handler an iOS app registers (`webkit.messageHandlers.clubApp`). */
export const iosMessageHandler = 'clubApp';

interface MessageBridge {
  postMessage(message: string): void;
}

interface AppWindow {
  ReactNativeWebView?: MessageBridge;
  webkit?: { messageHandlers?: Record<string, MessageBridge | undefined> };
}

/**
 * The origin of the page framing the site: the browser's own record of it where there is one
 * (`location.ancestorOrigins`), else the origin given once as `?appOrigin=https://…` (remembered for the tab) or the
 * referrer's. Null when the site is not framed or the origin is unknown.
 */
function framingOrigin(): string | null {
  if (window.parent === window) return null;
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors.item(0);
  const given = fromQueryOrTab('appOrigin', appOriginKey, (value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  });
  if (given) return given;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin of the club's app page that frames the site: the framing page's origin when the club's settings list
 * it (AppOrigins), else null. Messages posted at it reach only a page of that origin.
 */
export function hostAppOrigin(): string | null {
  const origin = framingOrigin();
  return origin !== null && (loadedSettings()?.AppOrigins ?? []).includes(origin) ? origin : null;
}

/** How a message reaches the club's app: its bridge in a web view, or the framing page the club lists. */
function channelToHostApp(): ((message: HostAppMessage) => void) | null {
  const appWindow = window as AppWindow;
  const reactNative = appWindow.ReactNativeWebView;
  if (typeof reactNative?.postMessage === 'function') {
    return (message) => reactNative.postMessage(JSON.stringify(message));
  }
  const ios = appWindow.webkit?.messageHandlers?.[iosMessageHandler];
  if (typeof ios?.postMessage === 'function') return (message) => ios.postMessage(JSON.stringify(message));
  const origin = hostAppOrigin();
  if (origin) return (message) => window.parent.postMessage(message, origin);
  return null;
}

/** Whether the site can reach the club's app: inside its web view, or framed by a page the club lists. */
export function canPostToHostApp(): boolean {
  return channelToHostApp() !== null;
}

/**
 * Posts a message to the club's app: through React Native's `ReactNativeWebView.postMessage` or iOS's
 * `webkit.messageHandlers.clubApp.postMessage` (both a JSON string), else to the framing page at its origin when the
 * club's settings list it. Nothing is posted anywhere else, and never to '*'. Returns whether it was posted.
 */
export function postToHostApp(message: HostAppMessage): boolean {
  const channel = channelToHostApp();
  channel?.(message);
  return channel !== null;
}
