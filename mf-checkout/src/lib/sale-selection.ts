import { useCallback, useState } from 'react';

/** The sales ticked in a table, by id, and the toggle of one. */
export function useSaleSelection(): {
  selected: ReadonlySet<number>;
  toggle: (id: number, checked: boolean) => void;
} {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { selected, toggle };
}
