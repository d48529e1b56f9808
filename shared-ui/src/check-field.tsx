import { useId, type ReactNode } from 'react';
import styles from './check-field.module.css';

/** Props of CheckField. */
export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The validation message; when set the check is marked invalid and the message is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Shown under the label, outside it: links or buttons inside a label would toggle the check. */
  children?: ReactNode;
}

/** A labelled checkbox with an error message, wired for screen readers like Field. */
export function CheckField({ label, checked, onChange, error, required = false, children }: CheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.check}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {children && <div className={styles.extra}>{children}</div>}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
