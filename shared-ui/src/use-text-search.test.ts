import { act, renderHook } from '@testing-library/react';
import { useTextSearch } from './use-text-search';

const debounceMs = 200;

/** A search whose answers the test gives per query, in any order. */
function laterSearch() {
  const pending = new Map<
    string,
    { resolve: (results: string[]) => void; reject: (error: unknown) => void }
  >();
  const search = jest.fn(
    (query: string) =>
      new Promise<string[]>((resolve, reject) => {
        pending.set(query, { resolve, reject });
      }),
  );
  return {
    search,
    answer: (query: string, results: string[]) =>
      act(() => Promise.resolve(pending.get(query)?.resolve(results))),
    refuse: (query: string) => act(() => Promise.resolve(pending.get(query)?.reject(new Error('down')))),
  };
}

const quietTime = () => act(() => jest.advanceTimersByTimeAsync(debounceMs));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderSearch(later: ReturnType<typeof laterSearch>, text: string) {
  return renderHook(
    ({ value }) => useTextSearch(value, { search: later.search, debounceMs, label: 'test search' }),
    {
      initialProps: { value: text },
    },
  );
}

describe('useTextSearch', () => {
  it('searches nothing under 3 characters', async () => {
    const later = laterSearch();
    const { result } = renderSearch(later, ' pe ');
    await quietTime();
    expect(later.search).not.toHaveBeenCalled();
    expect(result.current).toEqual({ query: 'pe', results: [], searching: false, noResults: false });
  });

  it('sends the trimmed text once typing pauses and shows its answer', async () => {
    const later = laterSearch();
    const { result } = renderSearch(later, 'pel');
    expect(result.current.searching).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(debounceMs - 1));
    expect(later.search).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(later.search).toHaveBeenCalledWith('pel');
    await later.answer('pel', ['pelotas']);
    expect(result.current).toEqual({
      query: 'pel',
      results: ['pelotas'],
      searching: false,
      noResults: false,
    });
  });

  it('drops an answer to an older text, keeping the older results while the new search runs', async () => {
    const later = laterSearch();
    const { result, rerender } = renderSearch(later, 'pel');
    await quietTime();
    await later.answer('pel', ['pelotas']);
    rerender({ value: 'pala' });
    await quietTime();
    expect(result.current).toEqual({
      query: 'pala',
      results: ['pelotas'],
      searching: true,
      noResults: false,
    });
    rerender({ value: 'palas' });
    await later.answer('pala', ['old answer']);
    expect(result.current.results).toEqual(['pelotas']);
    await quietTime();
    await later.answer('palas', []);
    expect(result.current).toEqual({ query: 'palas', results: [], searching: false, noResults: true });
  });

  it('logs a failed search and shows nothing for it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = laterSearch();
    const { result } = renderSearch(later, 'pel');
    await quietTime();
    await later.refuse('pel');
    expect(result.current).toEqual({ query: 'pel', results: [], searching: false, noResults: false });
    expect(error).toHaveBeenCalledWith('test search could not be loaded', expect.any(Error));
    error.mockRestore();
  });
});
