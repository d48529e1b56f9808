import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { searchDelayMs, useAppliedSearch } from './use-applied-search';

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAppliedSearch', () => {
  it('applies a text longer than 3 characters once typing pauses, and never one of 1 to 3', () => {
    const onSearch = jest.fn();
    const { result } = renderHook(() => useAppliedSearch('', onSearch));
    act(() => result.current.setText('pad'));
    act(() => jest.advanceTimersByTime(searchDelayMs));
    act(() => result.current.submit(submitEvent()));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => result.current.setText('padel '));
    act(() => jest.advanceTimersByTime(searchDelayMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('padel');
  });

  it('applies at once on submit, and an emptied box applies the empty search', () => {
    const onSearch = jest.fn();
    const { result } = renderHook(() => useAppliedSearch('torneo', onSearch));
    expect(result.current.text).toBe('torneo');
    act(() => result.current.setText(''));
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('follows the URL when its search changes under the box', () => {
    const onSearch = jest.fn();
    const { result, rerender } = renderHook(({ search }) => useAppliedSearch(search, onSearch), {
      initialProps: { search: 'torneo' },
    });
    rerender({ search: 'liga' });
    expect(result.current.text).toBe('liga');
    act(() => jest.advanceTimersByTime(searchDelayMs));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
