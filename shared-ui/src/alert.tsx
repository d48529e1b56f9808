import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import styles from './alert.module.css';

/** Alert kinds; error interrupts screen readers, the others wait their turn. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

/** An action offered with the message, such as Retry. */
export interface AlertAction {
  label: string;
  onClick: () => void;
}

/** Props of Alert. */
export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
  action?: AlertAction;
  className?: string;
}

/** A message box: role "alert" for errors, "status" for the rest, with an optional action button. */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert, styles[variant], className)}
    >
      <div className={styles.message}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {action && (
        <Button variant="secondary" size="small" onClick={action.onClick} className={styles.action}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
