import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { RemoteName } from '@club/shared-contracts/remote-modules';
import { Button } from '@club/shared-ui/button';
import { RemoteWidget } from './remote-route';
import styles from './on-demand-widget.module.css';

/** Props of OnDemandWidget. */
export interface OnDemandWidgetProps {
  remote: RemoteName;
  exposed: string;
  /** The button's accessible name (what the widget is for). */
  label: string;
  /** The button's picture. */
  icon: ReactNode;
}

/**
 * A remote widget behind a button: the remote's code loads when the customer first asks for it, so every page's
 * first view stays without it. Once shown, the widget's first field takes the focus, as the button had it.
 */
export function OnDemandWidget({ remote, exposed, label, icon }: OnDemandWidgetProps) {
  const [shown, setShown] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return;
    const focusField = () => {
      const field = element.querySelector<HTMLElement>('input, [role="combobox"]');
      field?.focus();
      return field !== null;
    };
    if (focusField()) return;
    // The widget arrives with its remote's code; focus its field as soon as it is there.
    const observer = new MutationObserver(() => focusField() && observer.disconnect());
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [shown]);

  return (
    <div ref={container} className={shown ? styles.shown : styles.widget}>
      {shown ? (
        <RemoteWidget remote={remote} exposed={exposed} />
      ) : (
        <Button variant="icon" aria-label={label} onClick={() => setShown(true)}>
          {icon}
        </Button>
      )}
    </div>
  );
}
