import { act, renderHook } from '@testing-library/react';
import { createRef, type KeyboardEvent } from 'react';
import { useListboxKeys, type ListboxKeysOptions } from './use-listbox-keys';

const rows = ['Ana', 'Bea', 'Carla'];

function press(key: string) {
  const event = { key, preventDefault: jest.fn(), stopPropagation: jest.fn() };
  return { event, asKeyboard: event as unknown as KeyboardEvent<HTMLInputElement> };
}

function renderListbox(options: Partial<ListboxKeysOptions<string>> = {}) {
  const onChoose = jest.fn();
  const hook = renderHook(
    (props: Partial<ListboxKeysOptions<string>>) =>
      useListboxKeys({ listboxRef: createRef(), options: rows, noResults: false, onChoose, ...props }),
    { initialProps: options },
  );
  const keyDown = (key: string) => {
    const { event, asKeyboard } = press(key);
    act(() => hook.result.current.comboboxProps.onKeyDown(asKeyboard));
    return event;
  };
  return { ...hook, onChoose, keyDown };
}

describe('useListboxKeys', () => {
  it('shows the options once opened, none highlighted, and names each option after the listbox', () => {
    const { result } = renderListbox();
    expect(result.current.listShown).toBe(false);
    expect(result.current.comboboxProps['aria-expanded']).toBe(false);
    act(() => result.current.comboboxProps.onClick());
    expect(result.current.listShown).toBe(true);
    expect(result.current.comboboxProps).toMatchObject({
      role: 'combobox',
      'aria-expanded': true,
      'aria-controls': result.current.listboxId,
      'aria-activedescendant': undefined,
    });
    expect(result.current.optionProps(2)).toEqual({
      id: `${result.current.listboxId}-2`,
      role: 'option',
      'aria-selected': false,
    });
  });

  it('marks the highlighted option as the active descendant and selected', () => {
    const { result, keyDown } = renderListbox();
    keyDown('ArrowDown');
    keyDown('ArrowDown');
    expect(result.current.comboboxProps['aria-activedescendant']).toBe(result.current.optionProps(1).id);
    expect(result.current.optionProps(1)['aria-selected']).toBe(true);
    expect(result.current.optionProps(0)['aria-selected']).toBe(false);
  });

  it('moves down from none to the first and up to the last, wrapping around at either end', () => {
    const { result, keyDown } = renderListbox();
    expect(keyDown('ArrowDown').preventDefault).toHaveBeenCalled();
    expect(result.current.listShown).toBe(true);
    expect(result.current.active).toBe(0);
    keyDown('ArrowUp');
    expect(result.current.active).toBe(2);
    keyDown('ArrowDown');
    expect(result.current.active).toBe(0);
    act(() => result.current.close());
    keyDown('ArrowUp');
    expect(result.current.active).toBe(2);
  });

  it('goes to the first and last with Home and End only while moving through the options', () => {
    const { result, keyDown } = renderListbox();
    act(() => result.current.restart());
    // No highlight yet: Home and End move the caret in the text.
    expect(keyDown('End').preventDefault).not.toHaveBeenCalled();
    expect(result.current.active).toBe(-1);
    keyDown('ArrowDown');
    keyDown('End');
    expect(result.current.active).toBe(2);
    keyDown('Home');
    expect(result.current.active).toBe(0);
  });

  it('chooses the highlighted option with Enter and closes; without one Enter goes on to the form', () => {
    const { result, keyDown, onChoose } = renderListbox();
    act(() => result.current.restart());
    expect(keyDown('Enter').preventDefault).not.toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
    keyDown('ArrowDown');
    keyDown('ArrowDown');
    expect(keyDown('Enter').preventDefault).toHaveBeenCalled();
    expect(onChoose).toHaveBeenCalledWith('Bea');
    expect(result.current.listShown).toBe(false);
  });

  it('closes the popup with Escape and keeps the key from a dialog; closed, Escape goes to its caller', () => {
    const onEscapeClosed = jest.fn();
    const { result, keyDown } = renderListbox({ onEscapeClosed });
    keyDown('ArrowDown');
    expect(keyDown('Escape').stopPropagation).toHaveBeenCalled();
    expect(result.current.listShown).toBe(false);
    expect(result.current.active).toBe(-1);
    expect(onEscapeClosed).not.toHaveBeenCalled();
    expect(keyDown('Escape').stopPropagation).not.toHaveBeenCalled();
    expect(onEscapeClosed).toHaveBeenCalledTimes(1);
  });

  it('closes a popup that says nothing was found with Escape too', () => {
    const { result, keyDown } = renderListbox({ options: [], noResults: true });
    act(() => result.current.restart());
    expect(result.current.noResultsShown).toBe(true);
    keyDown('Escape');
    expect(result.current.noResultsShown).toBe(false);
  });

  it('starts new options with none highlighted, and ignores the arrows when there are none', () => {
    const { result, keyDown, rerender } = renderListbox();
    keyDown('ArrowDown');
    rerender({ options: ['Dora', 'Eva'] });
    expect(result.current.active).toBe(-1);
    rerender({ options: [] });
    expect(keyDown('ArrowDown').preventDefault).not.toHaveBeenCalled();
    expect(result.current.listShown).toBe(false);
  });
});
