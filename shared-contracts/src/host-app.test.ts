import {
  canPostToHostApp,
  clientOrigin,
  hostAppOrigin,
  iosMessageHandler,
  postToHostApp,
  rememberHostAppParameters,
} from './host-app';
import type { Settings } from './entities';
import { provideSettings } from './settings';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  delete (window as { webkit?: unknown }).webkit;
});

describe('client origin', () => {
  it('remembers a webview query parameter for the tab', () => {
    window.history.replaceState(null, '', '/?webview=android');
    expect(clientOrigin()).toBe('Android');
    window.history.replaceState(null, '', '/shop');
    expect(clientOrigin()).toBe('Android');
    window.history.replaceState(null, '', '/?webview=ios');
    expect(clientOrigin()).toBe('iOS');
  });

  it('recognises an Android system web view by its user agent', () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 Chrome/120 Mobile',
      );
    expect(clientOrigin()).toBe('Android');
  });

  it('is Web for a browser', () => {
    jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile');
    expect(clientOrigin()).toBe('Web');
  });
});

describe('messages to the hosting app', () => {
  const listedOrigin = 'https://app.club.test';

  beforeEach(() => provideSettings({ AppOrigins: [listedOrigin] } as Settings));

  function framed() {
    const parent = { postMessage: jest.fn() };
    jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    return parent;
  }

  it('go through the React Native bridge inside a web view, as a JSON string', () => {
    const bridge = { postMessage: jest.fn() };
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = bridge;
    expect(canPostToHostApp()).toBe(true);
    expect(postToHostApp({ type: 'locations' })).toBe(true);
    expect(bridge.postMessage).toHaveBeenCalledWith('{"type":"locations"}');
  });

  it("go through the iOS app's script message handler, as a JSON string", () => {
    const handler = { postMessage: jest.fn() };
    (window as { webkit?: unknown }).webkit = { messageHandlers: { [iosMessageHandler]: handler } };
    const parent = framed();
    expect(postToHostApp({ type: 'account_linked', confirmation: 'c0nf' })).toBe(true);
    expect(handler.postMessage).toHaveBeenCalledWith('{"type":"account_linked","confirmation":"c0nf"}');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('go to a framing page the club lists, at its origin given once and remembered for the tab', () => {
    const parent = framed();
    window.history.replaceState(null, '', `/?appOrigin=${listedOrigin}`);
    rememberHostAppParameters();
    window.history.replaceState(null, '', '/cz/ok');
    expect(hostAppOrigin()).toBe(listedOrigin);
    expect(postToHostApp({ type: 'payment_ok' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'payment_ok' }, listedOrigin);
  });

  it('go to a framing page the club lists, known by the referrer', () => {
    const parent = framed();
    jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${listedOrigin}/app/home`);
    expect(postToHostApp({ type: 'account_linked', confirmation: 'c0nf' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'account_linked', confirmation: 'c0nf' },
      listedOrigin,
    );
  });

  it('never go to a framing page the club does not list, whatever it claims, nor to "*"', () => {
    const parent = framed();
    jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://evil.example/');
    expect(canPostToHostApp()).toBe(false);
    expect(postToHostApp({ type: 'account_linked', confirmation: 'c0nf' })).toBe(false);
    window.history.replaceState(null, '', '/?appOrigin=https://evil.example');
    expect(postToHostApp({ type: 'payment_ok' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('never go to a framing page when the club lists none', () => {
    provideSettings({ AppOrigins: [] as string[] } as Settings);
    const parent = framed();
    jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${listedOrigin}/`);
    expect(postToHostApp({ type: 'payment_ok' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('ignore an appOrigin that is not an origin', () => {
    framed();
    window.history.replaceState(null, '', `/?appOrigin=${listedOrigin}/path`);
    expect(hostAppOrigin()).toBeNull();
  });

  it('are not posted when the site is not hosted', () => {
    window.history.replaceState(null, '', `/?appOrigin=${listedOrigin}`);
    expect(canPostToHostApp()).toBe(false);
    expect(postToHostApp({ type: 'payment_ok' })).toBe(false);
  });
});
