import { useTranslation } from '@club/shared-ui/translation';
import { cx } from './cx';
import styles from './price.module.css';
import './texts';

/** Props of Price; amounts come formatted (shared-contracts formats them from the club's settings). */
export interface PriceProps {
  value: string;
  /** A special price (offer, member price): shown highlighted. */
  special?: boolean;
  /** The previous amount, shown struck through before the current one. */
  strike?: string;
  className?: string;
}

/** A formatted amount, optionally highlighted and with the previous amount struck through. */
export function Price({ value, special = false, strike, className }: PriceProps) {
  const { t } = useTranslation('ui');
  return (
    <span className={cx(styles.price, className)}>
      {strike && (
        <s className={styles.strike}>
          {/* Screen readers do not announce strike-through, so the meaning is said in words. */}
          <span className="visually-hidden">{t('Previous price')} </span>
          {strike}
        </s>
      )}
      <span className={cx(styles.value, special && styles.special)}>{value}</span>
    </span>
  );
}
