import { useState, type KeyboardEvent } from 'react';
import { cartUnits, parseUnits } from '@club/shared-contracts/cart';
import type { UnitModification } from '@club/shared-contracts/entities';
import { useTranslation } from '@club/shared-ui/translation';
import { cx } from './cx';
import styles from './unit-stepper.module.css';
import './unit-stepper-texts';

/** Props of UnitStepper. */
export interface UnitStepperProps {
  /** The product's name, read in the controls' names ('One unit more of …'). */
  name: string;
  units: number;
  /** The change asked for: one more, one less, or the units typed (already 1 to 1000). */
  onChange: (modification: UnitModification, units?: number) => void;
  /** The fewest units 'one less' goes down to; at the default 0, one less of the last unit removes the line. */
  min?: number;
  className?: string;
}

/**
 * A cart line's units (document 3, 2): one less, the units as typed, one more; 1 to 1000, non-numeric typing
 * ignored, the typed units taken on Enter or on leaving the field. Enter never submits a surrounding form.
 */
export function UnitStepper({ name, units, onChange, min = 0, className }: UnitStepperProps) {
  const { t } = useTranslation('ui');
  // What the customer is typing; null while the field shows the line's units.
  const [typed, setTyped] = useState<string | null>(null);

  function commitTyped() {
    if (typed === null) return;
    const wanted = parseUnits(typed);
    setTyped(null);
    if (wanted !== null && wanted !== units) onChange('Exact', wanted);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitTyped();
  }

  return (
    <span className={cx(styles.stepper, className)}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('One unit less of {{name}}', { name })}
        disabled={units <= min}
        onClick={() => onChange('Decrement')}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.units}
        type="text"
        inputMode="numeric"
        maxLength={4}
        aria-label={t('Units of {{name}}', { name })}
        value={typed ?? String(units)}
        onChange={(event) => {
          const value = event.target.value;
          if (value === '' || parseUnits(value) !== null) setTyped(value.trim());
        }}
        onBlur={commitTyped}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('One unit more of {{name}}', { name })}
        disabled={units >= cartUnits.max}
        onClick={() => onChange('Increment')}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
