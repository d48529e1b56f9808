import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './accordion.module.css';

/** One section of an accordion. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** Open on first render. */
  defaultExpanded?: boolean;
}

/** Props of Accordion. */
export interface AccordionProps {
  items: AccordionItem[];
  /** Level of the headings that hold the buttons, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Sections that open and close independently; each header is a button with aria-expanded. */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState(
    () => new Set(items.filter((item) => item.defaultExpanded).map((item) => item.id)),
  );
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const isExpanded = expanded.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isExpanded}
                aria-controls={regionId}
                className={styles.button}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={regionId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isExpanded}
              className={styles.region}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
