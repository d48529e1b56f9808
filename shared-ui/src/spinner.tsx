import { useTranslation } from '@club/shared-ui/translation';
import { cx } from './cx';
import styles from './spinner.module.css';
import './texts';

/** Spinner sizes. */
export type SpinnerSize = 'small' | 'medium' | 'large';

/** Props of Spinner. */
export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, read by screen readers; defaults to "Loading…". */
  label?: string;
  /** Inside something that already tells it is busy (a loading button): drawn only, not announced. */
  decorative?: boolean;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const circle = <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" className={styles.status}>
      {circle}
      <span className="visually-hidden">{label ?? t('Loading…')}</span>
    </span>
  );
}
