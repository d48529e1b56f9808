import { useEffect, useRef, type ReactNode } from 'react';
import { popularProductsWidget, RemoteWidgetSlot } from '@club/shared-contracts/remote-widgets';
import styles from './payment-return.module.css';

/**
 * A payment return page's frame: its heading, which takes focus on arrival so screen readers announce the outcome,
 * the page's buttons, and the shop's popular products (document 3, 2).
 */
export function PaymentResult({ heading, children }: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {heading}
      </h1>
      <div className={styles.actions}>{children}</div>
      <div className={styles.products}>
        <RemoteWidgetSlot {...popularProductsWidget} />
      </div>
    </div>
  );
}
