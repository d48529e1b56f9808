import { act, renderHook } from '@testing-library/react';
import { mobileMediaQuery, useMediaQuery } from './use-media-query';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** A viewport whose width the test changes; the listeners are told as a browser tells them. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const viewport = {
    width,
    listeners,
    resize(to: number) {
      viewport.width = to;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === mobileMediaQuery && viewport.width < 768;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return viewport;
}

describe('useMediaQuery', () => {
  it('says whether the query matches and follows its changes', () => {
    const viewport = fakeViewport(1024);
    const { result, unmount } = renderHook(() => useMediaQuery(mobileMediaQuery));
    expect(result.current).toBe(false);
    viewport.resize(375);
    expect(result.current).toBe(true);
    unmount();
    expect(viewport.listeners.size).toBe(0);
  });

  it('matches nothing where media queries are unknown', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    const { result } = renderHook(() => useMediaQuery(mobileMediaQuery));
    expect(result.current).toBe(false);
  });
});
