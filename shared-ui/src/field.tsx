import { useId } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './field.module.css';

// Control characters (tab and line breaks excepted), zero-width space, line and paragraph separators,
// bidirectional overrides and isolates, the byte order mark, and lone surrogate halves.
const nonPrintable = /(?![\t\n\r])\p{Cc}|[\u200B\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]|\p{Cs}/gu;

/** Removes characters that print nothing (spec: text inputs and text areas strip non-printable characters). */
export function stripNonPrintable(value: string): string {
  return value.replace(nonPrintable, '');
}

/** What a Field hands to its control: spread them on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Props of Field. */
export interface FieldProps {
  label: ReactNode;
  /** Renders the control with the given props: `{(props) => <TextInput {...props} />}`. */
  children: (control: FieldControlProps) => ReactNode;
  /** The validation message; when set the control is marked invalid. */
  error?: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  required?: boolean;
  /** The control's id, when a page needs to know it; generated otherwise. */
  id?: string;
  className?: string;
}

/** A labelled form control with hint and error, wired for screen readers. */
export function Field({ label, children, error, hint, required = false, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // The error comes first so it is read before the hint.
  const describedBy = cx(error ? errorId : undefined, hint ? hintId : undefined) || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        // aria-required instead of required: the browser's own validation bubbles would replace the site's messages.
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function clean(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const cleaned = stripNonPrintable(event.target.value);
  if (cleaned !== event.target.value) event.target.value = cleaned;
}

/** A text input that strips non-printable characters before its onChange sees the value. */
export function TextInput({ type = 'text', onChange, ...rest }: ComponentPropsWithRef<'input'>) {
  return (
    <input
      {...rest}
      type={type}
      onChange={(event) => {
        clean(event);
        onChange?.(event);
      }}
    />
  );
}

/** A text area that strips non-printable characters (line breaks and tabs stay) before its onChange sees the value. */
export function TextArea({ onChange, ...rest }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea
      {...rest}
      onChange={(event) => {
        clean(event);
        onChange?.(event);
      }}
    />
  );
}

/** Two fields side by side on larger screens (name and surname, email and phone), stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}
