import { useTranslation } from '@club/shared-ui/translation';
import type { Transport } from '@club/shared-contracts/checkout-entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Price } from '@club/shared-ui/price';
import { ChoiceGroup, ChoiceOption } from './choice-group';
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
  return (
    <ChoiceGroup legend={t('Transport')} error={error}>
      <ul className={styles.options}>
        {transports.map((transport) => (
          <li key={transport.id}>
            <ChoiceOption
              group="transport"
              label={transport.name}
              detail={transport.deliveryTime}
              end={<Price value={formatPrice(transport.product.grossPrice)} />}
              checked={chosen === transport.id}
              onChoose={() => onChoose(transport.id)}
            />
          </li>
        ))}
      </ul>
    </ChoiceGroup>
  );
}
