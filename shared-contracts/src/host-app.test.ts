import { clientOrigin, hostAppOrigin, postToHostApp, rememberHostAppParameters } from './host-app';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
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
  function framed() {
    const parent = { postMessage: jest.fn() };
    jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    return parent;
  }

  it('go through the React Native bridge inside a web view', () => {
    const bridge = { postMessage: jest.fn() };
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = bridge;
    expect(postToHostApp({ type: 'locations' })).toBe(true);
    expect(bridge.postMessage).toHaveBeenCalledWith('{"type":"locations"}');
  });

  it('go to the framing page at the origin it gave, remembered for the tab', () => {
    const parent = framed();
    window.history.replaceState(null, '', '/?appOrigin=https://app.club.test');
    rememberHostAppParameters();
    window.history.replaceState(null, '', '/cz/ok');
    expect(postToHostApp({ type: 'payment_ok' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'payment_ok' }, 'https://app.club.test');
  });

  it('ignore an appOrigin that is not an origin', () => {
    window.history.replaceState(null, '', '/?appOrigin=https://app.club.test/path');
    expect(hostAppOrigin()).toBeNull();
  });

  it('never send a token to an unknown framing page', () => {
    const parent = framed();
    expect(postToHostApp({ type: 'account_linked', customerId: 1, token: 'secret' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('are not posted when the site is not hosted', () => {
    expect(postToHostApp({ type: 'payment_ok' })).toBe(false);
  });
});
