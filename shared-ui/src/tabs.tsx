import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of Tabs; pass value and onChange to control it, or defaultValue (or nothing) to let it keep its own. */
export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ items, label, value, defaultValue, onChange }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const requested = value ?? ownValue;
  const selected = enabled.find((item) => item.id === requested) ?? enabled[0];

  function select(id: string) {
    if (value === undefined) setOwnValue(id);
    onChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!selected) return;
    const index = enabled.indexOf(selected);
    const next = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={cx(styles.tab, isSelected && styles.selected)}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        // Every panel exists so each tab's aria-controls points somewhere; only the selected one renders its content.
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item !== selected}
          className={styles.panel}
        >
          {item === selected && item.content}
        </div>
      ))}
    </div>
  );
}
