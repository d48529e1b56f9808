import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { Transport } from '@club/shared-contracts/checkout-entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Price } from '@club/shared-ui/price';
import styles from './checkout-page.module.css';
import './texts';

/** Props of TransportChoice. */
export interface TransportChoiceProps {
  transports: readonly Transport[];
  chosen: number | null;
  onChoose: (transportId: number) => void;
  error?: string;
}

/** The transport of the delivered products (document 3, 5): one must be chosen; its price joins the total. */
export function TransportChoice({ transports, chosen, onChoose, error }: TransportChoiceProps) {
  const { t } = useTranslation('checkout');
  const formatPrice = useFormatPrice();
  const errorId = useId();
  return (
    <fieldset
      className={styles.section}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{t('Transport')}</legend>
      <ul className={styles.options}>
        {transports.map((transport) => (
          <li key={transport.id}>
            <label className={styles.option}>
              <input
                type="radio"
                name="transport"
                checked={chosen === transport.id}
                onChange={() => onChoose(transport.id)}
              />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{transport.name}</span>
                {transport.deliveryTime && (
                  <span className={styles.optionDetail}>{transport.deliveryTime}</span>
                )}
              </span>
              <Price value={formatPrice(transport.product.grossPrice)} />
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
