import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { PageDataContext, type PageAnswers } from './page-data';
import { useLastLoaded, useLoad, type Load } from './use-load';

/** A request whose answer the test gives, or refuses, when it wants. */
function laterRequest<T>() {
  let answer: (data: T) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const request = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return {
    request,
    // The answer's callbacks run in microtasks, which act awaits before the test looks.
    answer: (data: T) => act(() => Promise.resolve(answer(data))),
    refuse: (error: unknown) => act(() => Promise.resolve(refuse(error))),
  };
}

/** A page the server drew with these answers, as the browser's first render of it sees them. */
const drawnWith =
  (answers: PageAnswers) =>
  ({ children }: { children: ReactNode }) =>
    createElement(PageDataContext, { value: { answers } }, children);

describe('useLoad on a page the server drew', () => {
  it("draws the server's answer at once and asks nothing", () => {
    const later = laterRequest<string>();
    const { result } = renderHook(() => useLoad('greeting', later.request), {
      wrapper: drawnWith({ greeting: { data: 'hello' } }),
    });
    expect(result.current).toEqual({ state: 'loaded', data: 'hello' });
    expect(later.request).not.toHaveBeenCalled();
  });

  it("draws the server's failure as failed, without asking again", () => {
    const later = laterRequest<string>();
    const { result } = renderHook(() => useLoad('greeting', later.request), {
      wrapper: drawnWith({ greeting: { failed: true } }),
    });
    expect(result.current).toEqual({ state: 'failed' });
    expect(later.request).not.toHaveBeenCalled();
  });

  it('asks for a load the server did not draw, and for a new request after the first', async () => {
    const first = laterRequest<string>();
    const { result, rerender } = renderHook(({ request }) => useLoad('page', request), {
      initialProps: { request: first.request },
      wrapper: drawnWith({ other: { data: 'not this' } }),
    });
    expect(result.current).toEqual({ state: 'loading' });
    await first.answer('page 1');
    expect(result.current).toEqual({ state: 'loaded', data: 'page 1' });

    const second = laterRequest<string>();
    rerender({ request: second.request });
    expect(second.request).toHaveBeenCalledTimes(1);
  });
});

describe('useLoad', () => {
  it('is loading until the answer arrives, then loaded with its data', async () => {
    const later = laterRequest<string>();
    const { result } = renderHook(() => useLoad('greeting', later.request));
    expect(result.current).toEqual({ state: 'loading' });
    await later.answer('hello');
    expect(result.current).toEqual({ state: 'loaded', data: 'hello' });
    expect(later.request).toHaveBeenCalledTimes(1);
  });

  it('logs a failure under its label and says failed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = laterRequest<string>();
    const { result } = renderHook(() => useLoad('greeting', later.request));
    const error = new Error('Down');
    await later.refuse(error);
    expect(result.current).toEqual({ state: 'failed' });
    expect(logged).toHaveBeenCalledWith('greeting could not be loaded', error);
    logged.mockRestore();
  });

  it('shows loading for a new request and never the late answer of the old one', async () => {
    const first = laterRequest<string>();
    const second = laterRequest<string>();
    const { result, rerender } = renderHook(({ request }) => useLoad('page', request), {
      initialProps: { request: first.request },
    });
    await first.answer('page 1');
    expect(result.current).toEqual({ state: 'loaded', data: 'page 1' });

    const third = laterRequest<string>();
    rerender({ request: second.request });
    expect(result.current).toEqual({ state: 'loading' });
    rerender({ request: third.request });
    await second.answer('page 2');
    expect(result.current).toEqual({ state: 'loading' });
    await third.answer('page 3');
    expect(result.current).toEqual({ state: 'loaded', data: 'page 3' });
  });

  it('asks nothing and stays loading without a request', () => {
    const { result } = renderHook(() => useLoad<string>('nothing yet', null));
    expect(result.current).toEqual({ state: 'loading' });
  });
});

describe('useLastLoaded', () => {
  it('keeps the last data while the next request loads, and follows the next data when it arrives', () => {
    const { result, rerender } = renderHook(({ load }: { load: Load<string> }) => useLastLoaded(load), {
      initialProps: { load: { state: 'loading' } as Load<string> },
    });
    expect(result.current).toBeNull();
    rerender({ load: { state: 'loaded', data: 'page 1' } });
    expect(result.current).toBe('page 1');
    rerender({ load: { state: 'loading' } });
    expect(result.current).toBe('page 1');
    rerender({ load: { state: 'failed' } });
    expect(result.current).toBe('page 1');
    rerender({ load: { state: 'loaded', data: 'page 2' } });
    expect(result.current).toBe('page 2');
  });
});
