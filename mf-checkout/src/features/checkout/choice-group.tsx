import { useId, type ReactNode } from 'react';
import styles from './checkout-page.module.css';

/** A radio group of the checkout (transport, payment): a fieldset named by its legend, and what is wrong with it. */
export function ChoiceGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.section}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Props of ChoiceOption. */
export interface ChoiceOptionProps {
  /** The radios' name, shared by the options of one group. */
  group: string;
  label: string;
  detail?: ReactNode;
  /** What the option shows at its end (a price). */
  end?: ReactNode;
  checked: boolean;
  onChoose: () => void;
  disabled?: boolean;
  describedBy?: string;
}

/** An option of a ChoiceGroup: the radio with its name and detail, the whole card clickable. */
export function ChoiceOption({
  group,
  label,
  detail,
  end,
  checked,
  onChoose,
  disabled,
  describedBy,
}: ChoiceOptionProps) {
  return (
    <label className={styles.option}>
      <input
        type="radio"
        name={group}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChoose}
      />
      <span className={styles.optionText}>
        <span className={styles.optionName}>{label}</span>
        {detail && <span className={styles.optionDetail}>{detail}</span>}
      </span>
      {end}
    </label>
  );
}
